import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ConfigProvider, Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig, type ServiceConfig } from "../../../src/services/config.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { legalPages, renderMarkdown } from "../../../src/faces/web/site/legal.ts"
import { TOPICS } from "../../../src/faces/web/site/topics.ts"
import { startServer, type RunningServer } from "../../support/server.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"

// The front page, the shared stylesheet and icon, and the operator's legal pages (issue 23).
const browserAvailable = chromiumAvailable("the browser tests of the site")

const configFrom = (env: Record<string, string>) =>
  Effect.runPromise(
    Effect.result(loadConfig.pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env })))))
  )

describe("the topics of the front page", () => {
  it("are named by each tool's definition: the key-only tools are exactly the saved calculations, and every topic has tools", () => {
    expect(
      TOOLS.filter((tool) => tool.topic === "saved")
        .map((tool) => tool.name)
        .sort()
    ).toEqual(
      TOOLS.filter((tool) => tool.access === "key")
        .map((tool) => tool.name)
        .sort()
    )
    expect(new Set(TOOLS.map((tool) => tool.topic))).toEqual(new Set(Object.keys(TOPICS)))
  })
})

describe("the operator's settings and texts", () => {
  const dir = mkdtempSync(join(tmpdir(), "poliergaleio-site-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("reads SITE_OPERATOR, SITE_CONTACT_EMAIL and the Markdown files, which show no raw HTML and no script link", async () => {
    const terms = join(dir, "terms.md")
    writeFileSync(
      terms,
      "# Our terms\n\nBe *kind*. <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [home](https://example.org/) ![logo](https://tracker.example/p.png)\n"
    )
    const privacy = join(dir, "privacy.md")
    writeFileSync(privacy, "We keep **nothing**.\n")
    const result = await configFrom({
      SITE_OPERATOR: "Example Ltd",
      SITE_CONTACT_EMAIL: "hello@example.org",
      SITE_TERMS_FILE: terms,
      SITE_PRIVACY_FILE: privacy
    })
    expect(result._tag).toBe("Success")
    const config = (result as { success: ServiceConfig }).success
    expect(config.site).toMatchObject({ operator: "Example Ltd", contactEmail: "hello@example.org" })
    const pages = legalPages(config)
    expect(pages.terms).toContain("<h2>Our terms</h2>")
    expect(pages.terms).toContain("<em>kind</em>")
    expect(pages.terms).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    const operatorText = /<div class="prose">([\s\S]*)<\/div><\/main>/.exec(pages.terms)![1]!
    expect(operatorText).not.toMatch(/<script|<img|javascript:|tracker\.example/)
    expect(pages.terms).toContain(`<a href="https://example.org/">home</a>`)
    expect(pages.privacy).toContain("We keep <strong>nothing</strong>.")
    expect(pages.contact).toContain("Example Ltd")
    expect(pages.contact).toContain(`href="mailto:hello@example.org"`)
  })

  it("refuses to start on a contact that is not one email address, or on a terms file it cannot read", async () => {
    expect((await configFrom({ SITE_CONTACT_EMAIL: "not an email" }))._tag).toBe("Failure")
    expect((await configFrom({ SITE_CONTACT_EMAIL: "a@b.example, c@d.example" }))._tag).toBe("Failure")
    expect((await configFrom({ SITE_TERMS_FILE: join(dir, "missing.md") }))._tag).toBe("Failure")
    const none = await configFrom({})
    expect(none._tag === "Success" && none.success.site).toEqual({
      operator: undefined,
      contactEmail: undefined,
      termsMarkdown: undefined,
      privacyMarkdown: undefined
    })
  })

  it("by default, says what is stored and logged, and has no contact address to offer", async () => {
    const result = await configFrom({})
    const pages = legalPages((result as { success: ServiceConfig }).success)
    for (const fact of [
      "scrypt hash of your password",
      "SHA-256 hash of each key",
      "only as ciphertext",
      "never the query string",
      "Never your address",
      "pg_session",
      "24 hours"
    ]) {
      expect(pages.privacy).toContain(fact)
    }
    expect(pages.terms).toContain("not tax, legal or financial advice")
    expect(pages.terms).toContain("10 a minute, 50 a day and 200 a week")
    expect(pages.contact).toContain("has not published a contact address")
    expect(pages.contact).not.toContain("mailto:")
  })

  it("renders Markdown headings one level below the page's h1", () => {
    expect(renderMarkdown("# A\n\n###### B")).toBe("<h2>A</h2>\n<h6>B</h6>\n")
  })
})

describe("the site over HTTP", () => {
  let server: RunningServer
  // A deprecated tool carries a badge; a tool past its sunset leaves the page.
  const lifecycle = {
    simulate_mortgage: {
      status: "deprecated" as const,
      deprecatedAt: "2026-01-01",
      sunset: "2099-01-01",
      replacement: null
    },
    calculate_ev_savings: {
      status: "deprecated" as const,
      deprecatedAt: "2020-01-01",
      sunset: "2020-06-01",
      replacement: null
    }
  }
  beforeAll(async () => {
    server = await startServer(TOOLS, lifecycle, {
      site: {
        operator: "Example Ltd",
        contactEmail: "hello@example.org",
        termsMarkdown: undefined,
        privacyMarkdown: undefined
      }
    })
  }, 60_000)
  afterAll(async () => server?.close())

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  it("answers GET / with the front page: every callable tool by topic, and the links", async () => {
    const page = await get("/")
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("vary")).toBe("accept")
    for (const tool of TOOLS.filter((t) => t.name !== "calculate_ev_savings"))
      expect(page.text).toContain(`<code>${tool.name}</code>`)
    expect(page.text).not.toContain("calculate_ev_savings")
    expect(page.text).toContain(`The ${TOOLS.length - 1} tools`)
    expect(page.text).toContain("deprecated, removed on 2099-01-01")
    for (const topic of ["tax", "pensions", "home", "money", "saved"] as const)
      expect(page.text).toContain(TOPICS[topic].title)
    expect(page.text).not.toContain("Other tools")
    for (const href of [
      "/docs",
      "/account",
      "/migrations",
      "/version",
      "/readyz",
      "/terms",
      "/privacy",
      "/contact",
      "/developers.txt",
      "/.well-known/mcp.json",
      "#mcp"
    ]) {
      expect(page.text).toContain(`href="${href}"`)
    }
    expect(page.text).toContain(`${server.config.baseUrl}/mcp`)
    expect(page.text).toContain(`curl ${server.config.baseUrl}/tools/calculate_cyprus_income_tax`)
  })

  it("answers a client that asks for JSON with an index of links", async () => {
    const index = await get("/", { accept: "application/json" })
    expect(index.status).toBe(200)
    expect(index.headers.get("content-type")).toBe("application/json")
    const body = JSON.parse(index.text)
    expect(body).toMatchObject({ name: "poliergaleio", toolCount: TOOLS.length - 1 })
    expect(body.links).toMatchObject({
      docs: `${server.config.baseUrl}/docs`,
      mcp: `${server.config.baseUrl}/mcp`,
      status: `${server.config.baseUrl}/readyz`,
      account: `${server.config.baseUrl}/account`
    })
    // A browser names text/html (with */*): it gets the page.
    expect(
      (await get("/", { accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8" })).text
    ).toMatch(/^<!doctype html>/)
  })

  it("serves the stylesheet under a hashed name for a year, with an ETag, and the icon", async () => {
    const href = /<link rel="stylesheet" href="(\/assets\/site-[0-9a-f]{12}\.css)">/.exec((await get("/")).text)![1]!
    const css = await get(href)
    expect(css.status).toBe(200)
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8")
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(css.text).toContain("prefers-color-scheme: dark")
    const etag = css.headers.get("etag")!
    expect((await get(href, { "if-none-match": etag })).status).toBe(304)
    expect((await get(href, { "if-none-match": `W/${etag}` })).status).toBe(304)
    expect((await get(href, { "if-none-match": '"stale"' })).status).toBe(200)
    expect((await get("/assets/site-000000000000.css")).status).toBe(404)

    const icon = await get("/favicon.svg")
    expect([icon.status, icon.headers.get("content-type"), icon.headers.get("content-security-policy")]).toEqual([
      200,
      "image/svg+xml",
      "default-src 'none'"
    ])
    expect(icon.text).toMatch(/^<svg /)
    const ico = await get("/favicon.ico")
    expect([ico.status, ico.headers.get("location")]).toEqual([301, "/favicon.svg"])
  })

  it("shows the operator's contact, and every page links the stylesheet and the icon, with no inline style, under a CSP without inline styles", async () => {
    const contact = await get("/contact")
    expect(contact.text).toContain("Example Ltd")
    expect(contact.text).toContain(`<a href="mailto:hello@example.org">hello@example.org</a>`)
    for (const path of [
      "/",
      "/account",
      "/developers/verify",
      "/migrations",
      "/migrations/v5-0-0",
      "/terms",
      "/privacy",
      "/contact"
    ]) {
      const page = await get(path)
      expect([path, page.status]).toEqual([path, 200])
      expect(page.text).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]{12}\.css">/)
      expect(page.text).toContain(`<link rel="icon" href="/favicon.svg" type="image/svg+xml">`)
      expect(page.text).toContain(`<nav aria-label="Main">`)
      expect(page.text).not.toMatch(/<style|\sstyle=/)
      const csp = page.headers.get("content-security-policy")!
      expect(csp).toContain("style-src 'self';")
      expect(csp).not.toContain("unsafe-inline")
    }
  })

  it("still answers 404 for a path it does not serve", async () => {
    const missing = await get("/nothing-here")
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.text).error).toBe("Nothing is served at GET /nothing-here.")
  })
})

describe.skipIf(!browserAvailable)("the front page in a browser", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  it("shows the tool groups on a phone, styled, without sideways scrolling, and its links lead to the other pages", async () => {
    const context = await running.browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: "light" })
    const page = await context.newPage()
    await page.goto(running.server.url)
    for (const topic of ["tax", "pensions", "home", "money", "saved"] as const) {
      const heading = page.getByRole("heading", { name: TOPICS[topic].title, level: 3 })
      await expect(heading.isVisible()).resolves.toBe(true)
    }
    expect(await page.locator(".tools > li").count()).toBe(TOOLS.length)
    expect(await page.getByRole("link", { name: "calculate_cyprus_income_tax" }).getAttribute("href")).toBe(
      "/schemas/calculate_cyprus_income_tax"
    )
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
    ).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).borderBottomStyle)).toBe(
      "solid"
    )
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click()
    await page.waitForURL(`${running.server.url}/account`)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your poliergaleio account")
    await page.getByRole("navigation", { name: "About this service" }).getByRole("link", { name: "Privacy" }).click()
    await page.waitForURL(`${running.server.url}/privacy`)
    await page.getByRole("link", { name: "poliergaleio" }).first().click()
    await page.waitForURL(`${running.server.url}/`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Changelog" }).click()
    await page.waitForURL(`${running.server.url}/migrations`)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Changelog and migration guides")
    await context.close()

    const dark = await running.browser.newContext({ colorScheme: "dark" })
    const darkPage = await dark.newPage()
    await darkPage.goto(running.server.url)
    expect(await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground)
    await dark.close()
  }, 60_000)
})
