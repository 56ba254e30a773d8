import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { AxeResults, RunOptions } from "axe-core"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"
import { startServer } from "../../support/server.ts"

// On a phone (360 px): the rule pages, the 404 page, /docs and the front page are no wider than the screen, and
// axe-core finds no serious or critical violation on the pages of this service, under their own
// Content-Security-Policy (issue 38).
const available = chromiumAvailable("the phone-width tests of the rule pages")

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
type AxeWindow = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

const PHONE = { width: 360, height: 740 }

/** The page's width beyond the screen (0: nothing to scroll sideways), and the elements that stick out, if any. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== "visible") return true
      return false
    }
    const sticking = Array.from(document.querySelectorAll("body *"))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.right > width + 0.5 &&
          !clipped(element) &&
          getComputedStyle(element).position !== "fixed"
        )
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`)
    return { beyond: document.documentElement.scrollWidth - width, sticking: sticking.slice(0, 5) }
  })

const seriousViolations = async (page: Page, label: string) => {
  await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options), {
    resultTypes: ["violations"]
  } satisfies RunOptions)
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
    )
}

describe.skipIf(!available)("the rule pages, the 404 page, /docs and the front page on a phone", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  it.each(["light", "dark"] as const)(
    "are no wider than 360 px and pass axe-core, in %s",
    async (colorScheme) => {
      const context = await running.browser.newContext({ viewport: PHONE, colorScheme })
      const consoleProblems: Array<string> = []
      context.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleProblems.push(message.text())
      })
      context.on("weberror", (error) => consoleProblems.push(`page error: ${error.error().message}`))
      const page = await context.newPage()
      for (const path of ["/en/rules", "/el/rules/income-tax.bands", "/nothing-here", "/"]) {
        const response = await page.goto(`${running.server.url}${path}`)
        expect([path, response?.status()]).toEqual([path, path === "/nothing-here" ? 404 : 200])
        await page.waitForLoadState("load")
        expect([path, await overflow(page)]).toEqual([path, { beyond: 0, sticking: [] }])
        expect(await seriousViolations(page, `${colorScheme} ${path}`)).toEqual([])
      }
      expect(consoleProblems).toEqual([])
      await context.close()
    },
    180_000
  )

  it("shows the 404 page in the browser's language, with its links", async () => {
    const context = await running.browser.newContext({ viewport: PHONE, locale: "el-GR" })
    const page = await context.newPage()
    const response = await page.goto(`${running.server.url}/no/such/page`)
    expect(response?.status()).toBe(404)
    expect(await page.locator("html").getAttribute("lang")).toBe("el")
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Η σελίδα δεν βρέθηκε")
    await page.getByRole("link", { name: "Τους κανόνες πίσω από τα ποσά" }).click()
    await page.waitForURL(/\/el\/rules$/)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Οι κανόνες πίσω από τα ποσά")
    // The API's address sends a browser to the page in its language.
    await page.goto(`${running.server.url}/rules/income-tax.bands`)
    expect(new URL(page.url()).pathname).toBe("/el/rules/income-tax.bands")
    await context.close()
  })

  it("keeps the MCP address of the front page whole, wrapping it only after a slash", async () => {
    const context = await running.browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    await page.goto(running.server.url)
    const lines = await page.evaluate(() => {
      const code = document.querySelector(".cards code.address")!
      // Each part between two break points lies on one line: no part is split ("…/mc p").
      return Array.from(code.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange()
          range.selectNodeContents(node)
          return {
            text: node.textContent,
            lines: new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size
          }
        })
    })
    expect(lines.map((part) => part.text).join("")).toBe(`${running.server.config.baseUrl}/mcp`)
    expect(lines.filter((part) => part.lines !== 1)).toEqual([])
    await context.close()
  })

  // Only the width: Scalar's own page (effect's HttpApiScalar) has axe findings this service does not control (no lang
  // on its html, its theme's contrast, its scrolling lists), reported in issue 38.
  it("/docs, once Scalar has drawn the reference, is no wider than 360 px", async () => {
    const context = await running.browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    await page.goto(`${running.server.url}/docs`)
    await page.waitForSelector(".parameter-item-trigger", { timeout: 90_000 })
    expect(await overflow(page)).toEqual({ beyond: 0, sticking: [] })
    await context.close()
  }, 150_000)
})
