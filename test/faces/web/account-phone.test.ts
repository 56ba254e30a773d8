import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer } from "../../support/server.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"

// The account page on a phone (issue 38): at 360 px, with keys, saves (plain and encrypted) and an OAuth
// application, nothing is wider than the screen (the tables become cards, no sideways scroller hides an
// action); a refused sign-up or sign-in keeps the email typed; no empty box stands under the saves; a plain
// save opens on its own page. In headless Chromium, skipped visibly where there is none (as account-pages).
const available = chromiumAvailable("the account page's phone tests")
const PASSWORD = "a long enough password"

/** The elements whose box reaches past the right edge of the viewport, and the page's scroll width. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    wider: Array.from(document.querySelectorAll("body *"))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        // Past the right edge is what makes a page scroll sideways (the skip link waits off the left edge).
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.width > window.innerWidth)
      })
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.getBoundingClientRect().right}`
      )
  }))

describe.skipIf(!available)("the account page on a 360 px phone", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  it("keeps the email after a refused sign-up or sign-in", async () => {
    const page = await running.browser.newPage({ viewport: { width: 360, height: 740 } })
    const email = `kept${Date.now()}@example.com`
    await page.goto(`${running.server.url}/account`)
    await page.locator("#signup-email").fill(email)
    // The browser would refuse a short password itself: the server's refusal is what is checked here.
    await page.evaluate(() => document.getElementById("signup-password")!.removeAttribute("minlength"))
    await page.locator("#signup-password").fill("short")
    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForSelector("text=at least 10 characters")
    expect(await page.locator("#signup-email").inputValue()).toBe(email)
    expect(await page.locator("#signin-email").inputValue()).toBe("")

    await page.locator("#signin-email").fill(email)
    await page.locator("#signin-password").fill("not the password at all")
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForSelector("text=The email or the password is not right.")
    expect(await page.locator("#signin-email").inputValue()).toBe(email)
    expect(await page.locator("#signup-email").inputValue()).toBe("")
    await page.close()
  }, 60_000)

  it("fits the screen with keys, saves and an application; a plain save opens on its own page", async () => {
    const context = await running.browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    const cspViolations: Array<string> = []
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text())
    })
    await page.goto(`${running.server.url}/account`)
    await page.locator("#signup-email").fill(`phone${Date.now()}@example.com`)
    await page.locator("#signup-password").fill(PASSWORD)
    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForSelector("text=No saved calculations yet.")
    // No empty box under "No saved calculations yet".
    expect(await page.locator("#opened-save").count()).toBe(0)

    for (const name of ["a laptop key with a rather long name", "server"]) {
      await page.getByLabel("Name of the new key").fill(name)
      await page.getByRole("button", { name: "Create key" }).click()
      await page.waitForSelector("#new-key")
    }
    const key = (await page.locator("#new-key").textContent())!.trim()
    const saved = await postJson(
      `${running.server.url}/tools/save_calculation`,
      {
        calculationType: "calculate_cyprus_income_tax",
        name: "My salary in 2026",
        inputs: { salaryIncome: 52000, employmentType: "civil", legislationVersion: "2026" }
      },
      { "x-api-key": key }
    )
    expect(saved.status).toBe(200)
    await page.getByLabel("Application name (shown on the consent page)").fill("An assistant platform")
    await page
      .getByLabel("Exact callback URL (https, no wildcards)")
      .fill("https://platform.example/oauth/a-rather-long/callback/path/for/the/connector")
    await page.getByRole("button", { name: "Register application" }).click()
    await page.waitForSelector("#new-client-secret")
    await page.goto(`${running.server.url}/account`)
    await page.getByLabel("Calculator", { exact: true }).selectOption("calculate_cyprus_income_tax")
    await page.getByLabel("Name", { exact: true }).fill("secret plan")
    await page.getByLabel("Inputs (JSON, as the calculator takes them)").fill('{"salaryIncome": 40000}')
    await page.getByLabel("Password for this save (at least 8 characters)").fill("open sesame 42")
    await page.getByRole("button", { name: "Encrypt and save" }).click()
    await page.waitForSelector("text=secret plan (locked)")

    // Nothing wider than the phone, and every action of every row on screen.
    expect(await overflow(page)).toEqual({ scrollWidth: 360, wider: [] })
    for (const action of [
      page.getByRole("button", { name: "Rename" }).first(),
      page.getByRole("link", { name: "Revoke…" }).first(),
      page.getByRole("link", { name: "Open My salary in 2026" }),
      page.getByRole("button", { name: "Delete My salary in 2026" }),
      page.getByRole("button", { name: "Open secret plan" }),
      page.getByRole("button", { name: "New secret for An assistant platform" })
    ]) {
      await action.scrollIntoViewIfNeeded()
      const box = (await action.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    }
    // The box the opened encrypted save is shown in takes no room until it holds something.
    expect(await page.locator("#opened-save").evaluate((element) => element.getBoundingClientRect().height)).toBe(0)

    await page.getByRole("link", { name: "Open My salary in 2026" }).click()
    await page.waitForSelector("h1:has-text('Saved calculation: My salary in 2026')")
    expect(JSON.parse((await page.locator("pre").first().textContent())!)).toEqual({
      salaryIncome: 52000,
      employmentType: "civil",
      legislationVersion: "2026"
    })
    expect(await overflow(page)).toEqual({ scrollWidth: 360, wider: [] })
    expect(cspViolations).toEqual([])
    await context.close()
  }, 90_000)
})
