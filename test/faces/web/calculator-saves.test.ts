import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { chromiumAvailable, serverAndBrowser } from "../../support/chromium.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer } from "../../support/server.ts"

// Saves from a calculator's result (issue 38, item 5): a signed-in person saves the calculation shown, plainly (no
// script needed: the server computes it again and stores inputs and result) or encrypted in the browser (only
// ciphertext leaves the page), and opens it back into the same form: a plain save from its page, an encrypted one
// from the account page after its password.
const available = chromiumAvailable("the calculator saves")

const INCOME_TAX = "calculate_cyprus_income_tax"

const signUp = async (page: Page, url: string, email: string) => {
  await page.goto(`${url}/account`)
  await page.getByLabel("Email", { exact: true }).first().fill(email)
  await page.getByLabel("Password (at least 10 characters)").fill("a long enough password")
  await page.getByRole("button", { name: "Create account" }).click()
  await page.waitForSelector("text=No keys yet.")
}

const newKey = async (page: Page, url: string) => {
  await page.goto(`${url}/account`)
  await page.getByLabel("Name of the new key").fill("reader")
  await page.getByRole("button", { name: "Create key" }).click()
  return (await page.locator("#new-key").textContent())!.trim()
}

/** Fills the Greek income tax form (a decimal comma) and calculates. */
const calculateGreek = async (page: Page, url: string) => {
  await page.goto(`${url}/el/calculators/${INCOME_TAX}`)
  await page.fill('[name="salaryIncome"]', "41250,5")
  await page.selectOption('[name="_salaryPeriod"]', "annual")
  await page.selectOption('[name="employmentType"]', "private")
  await page.selectOption('[name="legislationVersion"]', "2026")
  await Promise.all([
    page.waitForEvent("load"),
    page.locator('form.calculator button[type="submit"]:not([name])').click()
  ])
}

const savesOf = async (url: string, key: string) =>
  (await postJson(`${url}/tools/list_saved_calculations`, {}, { "x-api-key": key })).json.structuredContent
    .calculations as Array<{ id: string; name: string; locked: boolean }>

describe.skipIf(!available)("saving a calculation from its result page", () => {
  const running = serverAndBrowser(() => startServer(TOOLS))

  it("without JavaScript: a plain save holds the inputs and result, and opens back into the Greek form", async () => {
    const url = running.server.url
    const context: BrowserContext = await running.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signUp(page, url, `plain${Date.now()}@example.com`)
    const key = await newKey(page, url)
    await calculateGreek(page, url)
    // No password field without script: a typed password could not be honoured.
    expect(await page.locator("#save-password-field").isVisible()).toBe(false)
    await page.fill("#save-name", "Μισθός 2026")
    await Promise.all([page.waitForEvent("load"), page.locator("#save-form button").click()])
    await expect(page.locator("main").textContent()).resolves.toContain("Αποθηκεύτηκε ως «Μισθός 2026»")

    const [saved] = await savesOf(url, key)
    expect(saved).toMatchObject({ name: "Μισθός 2026", locked: false })
    const loaded = await postJson(
      `${url}/tools/load_saved_calculation`,
      { calculationId: saved!.id },
      { "x-api-key": key }
    )
    const inputs = { salaryIncome: 41250.5, employmentType: "private", legislationVersion: "2026" }
    expect(loaded.json.structuredContent.inputs).toEqual(inputs)
    const direct = await postJson(`${url}/tools/${INCOME_TAX}`, inputs)
    expect(loaded.json.structuredContent.result.netIncome).toBe(direct.json.structuredContent.netIncome)

    // Its page links back into the form, filled as it was typed.
    await page.goto(`${url}/account/saves/${saved!.id}`)
    await page.getByRole("link", { name: "Open in its form" }).click()
    await page.waitForLoadState()
    await page.goto(page.url().replace("/en/", "/el/"))
    expect(await page.inputValue('[name="salaryIncome"]')).toBe("41250,5")
    expect(await page.inputValue('[name="employmentType"]')).toBe("private")
    expect(await page.inputValue('[name="_salaryPeriod"]')).toBe("annual")
    await context.close()
  }, 90_000)

  it("another account's save, or none, is not opened: the empty form and a 404", async () => {
    const url = running.server.url
    const context = await running.browser.newContext()
    const page = await context.newPage()
    const answer = await page.goto(`${url}/en/calculators/${INCOME_TAX}?save=00000000-0000-0000-0000-000000000000`)
    expect(answer?.status()).toBe(404)
    expect(await page.inputValue('[name="salaryIncome"]')).toBe("")
    // Signed out, a result offers to sign in instead of a save form.
    await calculateGreek(page, url)
    expect(await page.locator("#save-form").count()).toBe(0)
    expect(await page.locator(".save-calculation a[href='/account']").count()).toBe(1)
    // A save posted without a session and the page's CSRF token is refused, and computes nothing.
    const forged = await fetch(`${url}/en/calculators/${INCOME_TAX}/save`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ inputs: JSON.stringify({ salaryIncome: 1 }), name: "x", csrf: "guess" })
    })
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain("sign in on the account page")
    await context.close()
  }, 60_000)

  it("with JavaScript and a password: only ciphertext is sent, and the account page opens it back into its form", async () => {
    const url = running.server.url
    const context = await running.browser.newContext()
    const page = await context.newPage()
    const problems: Array<string> = []
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text())
    })
    await signUp(page, url, `encrypted-form${Date.now()}@example.com`)
    const key = await newKey(page, url)
    await calculateGreek(page, url)
    const sent: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.postData() ?? "")
    })
    await page.fill("#save-name", "κρυφό σχέδιο")
    await page.fill("#save-password", "open sesame 42")
    await page.locator("#save-form button").click()
    await page.waitForSelector("text=Αποθηκεύτηκε κρυπτογραφημένο")
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toMatch(/41250|open sesame|salaryIncome/)
    const [saved] = await savesOf(url, key)
    expect(saved).toMatchObject({ name: "κρυφό σχέδιο", locked: true })

    await page.goto(`${url}/account`)
    await page.getByLabel("Password for κρυφό σχέδιο").fill("open sesame 42")
    await page.getByRole("button", { name: "Open κρυφό σχέδιο" }).click()
    await page.getByRole("button", { name: "Open in its form" }).click()
    await page.waitForURL(`${url}/en/calculators/${INCOME_TAX}`)
    expect(await page.inputValue('[name="salaryIncome"]')).toBe("41250.5")
    expect(await page.inputValue('[name="legislationVersion"]')).toBe("2026")
    await expect(page.locator("main").textContent()).resolves.toContain("Opened from your encrypted save")
    expect(problems).toEqual([])
    await context.close()
  }, 90_000)
})
