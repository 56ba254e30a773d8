import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { AxeResults, RunOptions } from "axe-core"
import * as oauth from "openid-client"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { CALLBACK, discoverAs, freePort, ScriptedBrowser } from "../../support/browserless.ts"
import { startServer, type RunningServer } from "../../support/server.ts"
import { chromiumAvailable, launchChromium } from "../../support/chromium.ts"

// Every page of the site, in light and dark, through axe-core (no serious or critical violation) with
// the pages' own Content-Security-Policy enforced (no violation in the console). axe is evaluated
// through the DevTools protocol (page.evaluate), which the page's CSP does not govern, so the CSP
// stays as strict as a visitor gets it.
const available = chromiumAvailable("the accessibility tests")

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
const PASSWORD = "a long enough password"

type AxeWindow = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

describe.skipIf(!available)("accessibility and CSP of every page", () => {
  let server: RunningServer
  let browser: Browser
  let client: { clientId: string; secret: string }
  beforeAll(async () => {
    // The OAuth issuer is BASE_URL, so the server must know its own port.
    const port = await freePort()
    server = await startServer(TOOLS, {}, { port, baseUrl: `http://127.0.0.1:${port}` })
    browser = await launchChromium()
    const owner = new ScriptedBrowser(server.url)
    await owner.signUp(`a11y-owner-${Date.now()}@example.com`, PASSWORD)
    client = await owner.registerClient("Accessible assistant", CALLBACK)
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  /** A browser context whose pages report every CSP violation their console shows. */
  const openContext = async (colorScheme: "light" | "dark") => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 } })
    const violations: Array<string> = []
    context.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text()))
        violations.push(`${message.page()?.url()}: ${message.text()}`)
    })
    context.on("weberror", (error) => violations.push(`page error: ${error.error().message}`))
    return { context, violations, page: await context.newPage() }
  }

  const audit = async (page: Page, label: string, violations: Array<string>) => {
    await page.waitForLoadState("load")
    // The stylesheet was applied (a blocked one would leave the header without its border).
    expect([
      label,
      await page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).borderBottomStyle)
    ]).toEqual([label, "solid"])
    await page.evaluate(AXE_SOURCE)
    const results = await page.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options), {
      resultTypes: ["violations"]
    } satisfies RunOptions)
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${label}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
      )
    expect(serious).toEqual([])
    // axe ran its rules on the page (colour contrast among them), not on an empty document.
    expect(results.passes.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(["color-contrast", "html-has-lang", "landmark-one-main"])
    )
    expect(violations).toEqual([])
  }

  const signUp = async (page: Page, email: string) => {
    await page.goto(`${server.url}/account`)
    await page.getByLabel("Email", { exact: true }).first().fill(email)
    await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD)
    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForSelector("text=No keys yet.")
  }

  it.each(["light", "dark"] as const)(
    "the public pages, in %s",
    async (scheme) => {
      const { context, violations, page } = await openContext(scheme)
      const paths = [
        "/",
        "/account",
        "/developers/verify",
        "/migrations",
        "/migrations/v5-0-0",
        "/terms",
        "/privacy",
        "/contact"
      ]
      for (const path of paths) {
        await page.goto(`${server.url}${path}`)
        await audit(page, `${scheme} ${path}`, violations)
      }
      await context.close()
    },
    120_000
  )

  it.each(["light", "dark"] as const)(
    "the account page signed in, with a new key shown, and the key checker's answer, in %s",
    async (scheme) => {
      const { context, violations, page } = await openContext(scheme)
      await signUp(page, `a11y-${scheme}-${Date.now()}@example.com`)
      await audit(page, `${scheme} /account signed in`, violations)
      await page.getByLabel("Name of the new key").fill("audited key")
      await page.getByRole("button", { name: "Create key" }).click()
      await page.waitForSelector("#new-key")
      await audit(page, `${scheme} /account with a new key`, violations)
      const key = (await page.locator("#new-key").textContent())!.trim()

      await page.goto(`${server.url}/developers/verify`)
      await page.getByLabel("API key").fill(key)
      await page.getByRole("button", { name: "Check key" }).click()
      await page.waitForFunction(() => document.getElementById("verify-result")?.textContent?.startsWith("200"))
      await audit(page, `${scheme} /developers/verify with an answer`, violations)
      await context.close()
    },
    120_000
  )

  it.each(["light", "dark"] as const)(
    "the OAuth sign-in and consent pages, in %s",
    async (scheme) => {
      const email = `a11y-oauth-${scheme}-${Date.now()}@example.com`
      await new ScriptedBrowser(server.url).signUp(email, PASSWORD)
      const config = await discoverAs(server, client.clientId, client.secret)
      const url = oauth.buildAuthorizationUrl(config, {
        redirect_uri: CALLBACK,
        scope: "read write",
        state: oauth.randomState(),
        resource: `${server.url}/mcp`,
        code_challenge: await oauth.calculatePKCECodeChallenge(oauth.randomPKCECodeVerifier()),
        code_challenge_method: "S256"
      })
      const { context, violations, page }: { context: BrowserContext; violations: Array<string>; page: Page } =
        await openContext(scheme)
      await page.goto(url.href)
      await page.waitForURL(/\/oauth\/interaction\//)
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in to continue")
      await audit(page, `${scheme} OAuth sign-in`, violations)
      await page.getByLabel("Email").fill(email)
      await page.getByLabel("Password").fill(PASSWORD)
      await page.getByRole("button", { name: "Sign in" }).click()
      await page.waitForSelector("text=Allow access?")
      await audit(page, `${scheme} OAuth consent`, violations)
      await context.close()
    },
    120_000
  )
})
