import { describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer } from "../../support/server.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"

// The account page and the key checker in headless Chromium (Debian's chromium, driven by playwright-core).
// .ci/run installs chromium and sets REQUIRE_BROWSER=1, so CI never skips this; elsewhere it is skipped, visibly.
const available = chromiumAvailable("the browser tests")

describe.skipIf(!available)("account page and key checker in a browser", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  it("signs up, creates a key shown once, verifies it, revokes it with a confirmation, and the checker refuses it", async () => {
    const context = await running.browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ["clipboard-read", "clipboard-write"]
    })
    const page = await context.newPage()
    // The page's own Content-Security-Policy must allow what it runs (issue 23: an inline handler was blocked).
    const cspViolations: Array<string> = []
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) cspViolations.push(message.text())
    })
    await page.goto(`${running.server.url}/account`)
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
    await page.getByRole("button", { name: "Copy key" }).click()
    await page.waitForSelector("#copy-key:has-text('Copied')")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey)
    expect(cspViolations).toEqual([])

    await page.goto(`${running.server.url}/account`)
    expect(await page.locator("#new-key").count()).toBe(0)
    expect(await page.content()).not.toContain(fullKey.slice(17))
    expect(await page.locator("td code", { hasText: fullKey.slice(0, 16) }).count()).toBe(1)

    const checker = await running.browser.newPage()
    const requestedUrls: Array<string> = []
    checker.on("request", (request) => requestedUrls.push(request.url()))
    await checker.goto(`${running.server.url}/developers/verify`)
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

  it("saves an encrypted scenario in the browser; the API sees it locked; the page opens it with the password", async () => {
    const page = await running.browser.newPage()
    await page.goto(`${running.server.url}/account`)
    await page.getByLabel("Email", { exact: true }).first().fill(`encrypted${Date.now()}@example.com`)
    await page.getByLabel("Password (at least 10 characters)").fill("a long enough password")
    await page.getByRole("button", { name: "Create account" }).click()
    await page.getByLabel("Name of the new key").fill("reader")
    await page.getByRole("button", { name: "Create key" }).click()
    const key = (await page.locator("#new-key").textContent())!.trim()

    const scenario = { salaryIncome: 52000, employmentType: "civil", legislationVersion: "2026" }
    const sentBodies: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "POST") sentBodies.push(request.postData() ?? "")
    })
    await page.getByLabel("Calculator", { exact: true }).selectOption("calculate_cyprus_income_tax")
    await page.getByLabel("Name", { exact: true }).fill("secret plan")
    await page.getByLabel("Inputs (JSON, as the calculator takes them)").fill(JSON.stringify(scenario))
    await page.getByLabel("Password for this save (at least 8 characters)").fill("open sesame 42")
    await page.getByRole("button", { name: "Encrypt and save" }).click()
    await page.waitForSelector("text=secret plan (locked)")
    expect(sentBodies.some((body) => body.includes("52000") || body.includes("open sesame"))).toBe(false)

    const list = await postJson(`${running.server.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })
    const saved = list.json.structuredContent.calculations[0]
    expect(saved).toMatchObject({ name: "secret plan", locked: true, calculationType: "calculate_cyprus_income_tax" })
    const loaded = await postJson(
      `${running.server.url}/tools/load_saved_calculation`,
      { calculationId: saved.id },
      { "x-api-key": key }
    )
    expect(loaded.json.structuredContent).toMatchObject({ locked: true, inputs: null, result: null })
    const mcp = await connectMcp(running.server.url, { "x-api-key": key })
    const viaMcp = await mcp.callTool({ name: "load_saved_calculation", arguments: { calculationId: saved.id } })
    expect(viaMcp.structuredContent).toEqual(loaded.json.structuredContent)
    const refused = await mcp.callTool({
      name: "update_calculation",
      arguments: { calculationId: saved.id, inputs: scenario }
    })
    expect(JSON.parse((refused.content as Array<{ text: string }>)[0]!.text).fieldErrors.inputs[0]).toMatch(/locked/)
    await mcp.close()

    await page.getByLabel("Password for secret plan").fill("wrong password")
    await page.getByRole("button", { name: "Open secret plan" }).click()
    await page.waitForSelector("text=Wrong password")
    await page.getByLabel("Password for secret plan").fill("open sesame 42")
    await page.getByRole("button", { name: "Open secret plan" }).click()
    await page.waitForSelector("text=52000")
    expect(JSON.parse((await page.locator("#opened-save").textContent())!)).toEqual(scenario)
  }, 90_000)

  it("renders the API docs at /docs with every operation, loading nothing from another host", async () => {
    const page = await running.browser.newPage()
    const foreign: Array<string> = []
    page.on("request", (request) => {
      if (!request.url().startsWith(running.server.url) && !request.url().startsWith("data:"))
        foreign.push(request.url())
    })
    await page.goto(`${running.server.url}/docs`)
    await page.waitForSelector("text=calculate_cyprus_income_tax", { timeout: 30_000 })
    const text = await page.locator("body").textContent()
    for (const name of ["save_calculation", "audit_mortgage_statement", "/migrations/latest"])
      expect(text).toContain(name)
    expect(foreign).toEqual([])
  }, 60_000)
})
