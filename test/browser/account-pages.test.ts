import { existsSync } from "node:fs"
import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { echoTool } from "../fixtures/echo-tool.ts"
import { startServer, type RunningServer } from "../support/server.ts"

// The account page and the key checker in headless Chromium (Debian's chromium, driven by playwright-core).
// .ci/run installs chromium and sets REQUIRE_BROWSER=1, so CI never skips this; elsewhere it is skipped, visibly.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const available = existsSync(CHROMIUM)
if (!available) {
  if (process.env.REQUIRE_BROWSER === "1") throw new Error(`REQUIRE_BROWSER=1 but there is no Chromium at ${CHROMIUM}`)
  console.warn(`No Chromium at ${CHROMIUM}: the browser tests are skipped (apt-get install chromium, or set CHROMIUM_PATH)`)
}

describe.skipIf(!available)("account page and key checker in a browser", () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer([echoTool("echo_tool")])
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it("signs up, creates a key shown once, verifies it, revokes it with a confirmation, and the checker refuses it", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/account`)
    await page.getByLabel("Email", { exact: true }).first().fill(`browser${Date.now()}@example.com`)
    await page.getByLabel("Password (at least 10 characters)").fill("a long enough password")
    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForSelector("text=No keys yet.")
    expect(await page.getByText(/Signed in as browser/).count()).toBe(1)

    await page.getByLabel("Name of the new key").fill("browser key")
    await page.getByRole("button", { name: "Create key" }).click()
    const fullKey = (await page.locator("#new-key").textContent())!.trim()
    expect(fullKey).toMatch(/^pge_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/)
    expect(await page.getByText("it is shown only once").count()).toBe(1)
    expect(await page.getByRole("button", { name: "Copy key" }).count()).toBe(1)

    await page.goto(`${server.url}/account`)
    expect(await page.locator("#new-key").count()).toBe(0)
    expect(await page.content()).not.toContain(fullKey.slice(17))
    expect(await page.locator("td code", { hasText: fullKey.slice(0, 16) }).count()).toBe(1)

    const checker = await browser.newPage()
    const requestedUrls: Array<string> = []
    checker.on("request", (request) => requestedUrls.push(request.url()))
    await checker.goto(`${server.url}/developers/verify`)
    await checker.getByLabel("API key").fill(fullKey)
    await checker.getByRole("button", { name: "Check key" }).click()
    await checker.waitForFunction(() => document.getElementById("verify-result")?.textContent?.startsWith("200"))
    expect(await checker.locator("#verify-result").textContent()).toContain("browser key")
    expect(requestedUrls.some((url) => url.includes(fullKey.slice(17)))).toBe(false)

    await page.getByRole("link", { name: "Revoke…" }).click()
    await page.getByRole("button", { name: `Yes, revoke ${fullKey.slice(0, 16)}` }).click()
    await page.waitForSelector("text=Key revoked")

    await checker.getByRole("button", { name: "Check key" }).click()
    await checker.waitForFunction(() => document.getElementById("verify-result")?.textContent?.startsWith("401"))
    expect(await checker.locator("#verify-result").textContent()).toContain("unauthorized")
  }, 60_000)
})
