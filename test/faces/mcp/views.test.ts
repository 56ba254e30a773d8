import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { viewUri, VIEW_MIME_TYPE, VIEW_TOOLS } from "../../../src/faces/mcp/views.ts"
import { chartsFor } from "../../../src/faces/web/calculators/charts.ts"
import { formatValue } from "../../../src/faces/web/charts/svg.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer } from "../../support/server.ts"

// The MCP Apps views (src/faces/mcp/views.ts): listed and read as ui:// resources, linked from their tools, and, in
// Chromium, run by a host that plays the host side of the extension's protocol (ui/initialize, then the tool
// result): the view draws the same charts as the website's result page.

const browserAvailable = chromiumAvailable("the MCP Apps view tests")

const textOf = (result: { contents: ReadonlyArray<unknown> }) => (result.contents[0] as { text: string }).text

/** The host page: the view in a sandboxed iframe (as hosts show views), and the host side of the protocol. */
const HOST_PAGE = `<!doctype html><html><body><iframe id="view" sandbox="allow-scripts" style="width:800px;height:900px"></iframe>
<script>
window.hostLog = [];
window.showView = (html, result, locale) => {
  const frame = document.getElementById("view");
  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    window.hostLog.push(message.method ?? "response");
    const reply = (body) => frame.contentWindow.postMessage({ jsonrpc: "2.0", ...body }, "*");
    if (message.method === "ui/initialize")
      reply({ id: message.id, result: {
        protocolVersion: "2026-01-26",
        hostInfo: { name: "test-host", version: "1.0.0" },
        hostCapabilities: {},
        hostContext: { locale, theme: "light" }
      } });
    else if (message.method === "ui/notifications/initialized")
      reply({ method: "ui/notifications/tool-result", params: result });
    else if (message.id !== undefined && message.method !== undefined) reply({ id: message.id, result: {} });
  });
  frame.srcdoc = html;
};
window.changeLocale = (locale) => document.getElementById("view").contentWindow.postMessage(
  { jsonrpc: "2.0", method: "ui/notifications/host-context-changed", params: { locale } }, "*");
</script></body></html>`

describe("the MCP Apps views as resources", () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let mcp: Client
  beforeAll(async () => {
    server = await startServer(TOOLS)
    mcp = await connectMcp(server.url)
  }, 60_000)
  afterAll(async () => {
    await mcp?.close()
    await server?.close()
  })

  it("lists each view with the MCP Apps MIME type and a CSP that allows no domain", async () => {
    const { resources } = await mcp.listResources()
    for (const tool of VIEW_TOOLS) {
      const view = resources.find((resource) => resource.uri === viewUri(tool))
      expect(view).toMatchObject({
        mimeType: "text/html;profile=mcp-app",
        _meta: { ui: { csp: { connectDomains: [] } } }
      })
    }
    expect(VIEW_MIME_TYPE).toBe("text/html;profile=mcp-app")
  })

  it("reads a self-contained HTML page: no remote script, style or connection, a strict CSP of its own", async () => {
    for (const tool of VIEW_TOOLS) {
      const read = await mcp.readResource({ uri: viewUri(tool) })
      expect(read.contents[0]).toMatchObject({ uri: viewUri(tool), mimeType: VIEW_MIME_TYPE })
      const html = textOf(read)
      expect(html).toMatch(/^<!doctype html>/)
      expect(html).not.toMatch(/<script[^>]*\bsrc=/i)
      expect(html).not.toMatch(/<link\b/i)
      expect(html).not.toMatch(/src="http/)
      expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`)
      expect(html.match(/<script>/g)).toHaveLength(1)
    }
  })

  it("links each view from its tool in tools/list and in the tool's guide; other tools carry no _meta", async () => {
    const { tools } = await mcp.listTools()
    for (const tool of tools) {
      if ((VIEW_TOOLS as ReadonlyArray<string>).includes(tool.name))
        expect(tool._meta).toEqual({ ui: { resourceUri: viewUri(tool.name) } })
      else expect(tool._meta).toBeUndefined()
    }
    const guide = JSON.parse(textOf(await mcp.readResource({ uri: "poliergaleio://tools/run_retirement_stress_test" })))
    expect(guide._meta).toEqual({ ui: { resourceUri: viewUri("run_retirement_stress_test") } })
  })
})

describe.skipIf(!browserAvailable)("an MCP Apps view in a host", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  /** The tool's examples[0] (from its guide) through REST, the view read over MCP, both drawn in Chromium. */
  const drawn = async (tool: string, locale: string, then?: string) => {
    const mcp = await connectMcp(running.server.url)
    const guide = JSON.parse(textOf(await mcp.readResource({ uri: `poliergaleio://tools/${tool}` })))
    const html = textOf(await mcp.readResource({ uri: viewUri(tool) }))
    await mcp.close()
    const rest = await postJson(`${running.server.url}/tools/${tool}`, guide.inputSchema.examples[0])
    expect(rest.status).toBe(200)
    // REST answers as tools/call does: the result's structuredContent, with its text content.
    const structuredContent = (rest.json as { structuredContent: Record<string, unknown> }).structuredContent
    const page = await running.browser.newPage()
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(String(error)))

    await page.setContent(HOST_PAGE)
    await page.evaluate(
      ([h, r, l]) => (window as never as { showView: (...args: ReadonlyArray<unknown>) => void }).showView(h, r, l),
      [html, { content: (rest.json as { content: unknown }).content, structuredContent }, locale] as const
    )
    const frame = page.frames().find((f) => f !== page.mainFrame())!
    await frame.locator("#view svg").first().waitFor({ timeout: 15_000 })
    if (then !== undefined) {
      await page.evaluate((l) => (window as never as { changeLocale: (l: string) => void }).changeLocale(l), then)
      await frame.locator("html[lang=el]").waitFor({ state: "attached", timeout: 15_000 })
      locale = then
    }
    const text = (await frame.locator("#view").textContent()) ?? ""
    const svgs = await frame.locator("#view svg").count()
    // The site's own chart HTML for the same output, parsed by the same browser, for its text.
    const site = await page.evaluate(
      (markup) => {
        const box = document.createElement("div")
        box.innerHTML = markup
        return box.textContent ?? ""
      },
      chartsFor(tool, structuredContent, locale.startsWith("el") ? "el" : "en")
    )
    const hostLog = await page.evaluate(() => (window as never as { hostLog: Array<string> }).hostLog)
    // VIEW_SCREENSHOTS=<dir>: a PNG of each view as the host shows it, to look at.
    if (process.env.VIEW_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.VIEW_SCREENSHOTS}/${tool}-${locale}.png`, fullPage: true })
    await page.close()
    return { structuredContent, text, svgs, site, errors, hostLog }
  }

  it("draws the income tax's charts from structuredContent, with the net income as the site writes it", async () => {
    const { structuredContent, text, svgs, site, errors, hostLog } = await drawn("calculate_cyprus_income_tax", "en-US")
    expect(errors).toEqual([])
    expect(hostLog.slice(0, 2)).toEqual(["ui/initialize", "ui/notifications/initialized"])
    expect(svgs).toBeGreaterThan(0)
    expect(text).toContain(formatValue(structuredContent.netAnnualIncome as number, "eur", "en"))
    expect(text).toBe(site)
  }, 60_000)

  it("draws in Greek when the host's locale is Greek, and again when the host's locale changes to Greek", async () => {
    for (const [locale, then] of [
      ["el-GR", undefined],
      ["en-GB", "el"]
    ] as const) {
      const { structuredContent, text, site } = await drawn("calculate_cyprus_income_tax", locale, then)
      expect(text).toContain("Καθαρό εισόδημα")
      expect(text).toContain(formatValue(structuredContent.netAnnualIncome as number, "eur", "el"))
      expect(text).toBe(site)
    }
  }, 60_000)

  it("draws the retirement stress test's charts as the site does", async () => {
    const { text, svgs, site, errors } = await drawn("run_retirement_stress_test", "en")
    expect(errors).toEqual([])
    expect(svgs).toBeGreaterThan(0)
    expect(site.length).toBeGreaterThan(0)
    expect(text).toBe(site)
  }, 60_000)

  it("draws the mortgage's and the portfolio's charts as the site does", async () => {
    for (const tool of ["simulate_mortgage", "analyze_portfolio"]) {
      const { text, svgs, site, errors } = await drawn(tool, "en")
      expect(errors).toEqual([])
      expect(svgs).toBeGreaterThan(0)
      expect(text).toBe(site)
    }
  }, 120_000)
})
