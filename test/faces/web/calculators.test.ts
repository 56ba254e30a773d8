import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { AxeResults, RunOptions } from "axe-core"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { shownNumber } from "../../../src/faces/web/calculators/result-page.ts"
import { CALCULATORS, TOOLS } from "../../../src/tools/catalogue.ts"
import { chromiumAvailable, launchChromium } from "../../support/chromium.ts"
import { postJson } from "../../support/mcp.ts"
import { type RunningServer, startServer } from "../../support/server.ts"

// The calculators for people (issue 38): every calculator's form, filled in Chromium from its examples[0] by field
// name, submitted without any script, gives the figures the API gives for that input, in Greek and in English, at
// phone and desktop width; an invalid input shows its error beside the field; axe finds nothing serious; the page
// never scrolls sideways at 360 px; the CSP reports nothing.
const available = chromiumAvailable("the calculator pages")
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
type AxeWindow = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
const catalogue = makeCatalogue(CALCULATORS)

/** examples[0] as form fields: `name` -> text, nested objects by `.`, list rows by `[i]`. */
const fieldsOf = (value: unknown, prefix = ""): Array<[string, unknown]> => {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsOf(item, `${prefix}[${i}]`))
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => fieldsOf(inner, prefix === "" ? key : `${prefix}.${key}`))
  return [[prefix, value]]
}

/** Clicks a submit button and waits for the page the server answers (the same address after a POST). */
const submitWith = async (page: Page, selector: string) => {
  await Promise.all([page.waitForEvent("load"), page.locator(selector).click()])
}
const CALCULATE = 'form.calculator button[type="submit"]:not([name])'

/** A value as a person types it on a page in that language (a decimal comma in Greek). */
const typed = (value: unknown, language: "en" | "el") =>
  typeof value === "number" && language === "el" ? String(value).replace(".", ",") : String(value)

const fill = async (page: Page, name: string, value: unknown, language: "en" | "el" = "en") => {
  const locator = page.locator(`[name="${name}"]`)
  if ((await locator.count()) === 0) {
    // A list row not shown yet: ask for one more row, as a person would.
    const list = name.slice(0, name.lastIndexOf("["))
    await submitWith(page, `button[name="_addRow"][value="${list}"]`)
  }
  const tag = await page.locator(`[name="${name}"]`).evaluate((element) => element.tagName)
  if (tag === "SELECT") await page.selectOption(`[name="${name}"]`, String(value))
  else await page.fill(`[name="${name}"]`, typed(value, language))
}

const amountsIn = (language: "en" | "el", value: number) => {
  const locale = language === "el" ? "el-GR" : "en-GB"
  return [
    String(value),
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
  ]
}

describe.skipIf(!available)("calculator pages in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer(TOOLS)
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  // Each calculator twice: in Greek at phone width without script, in English at desktop width with it (the inline
  // checks run and pass on the example, then the form is sent).
  const cases = CALCULATORS.flatMap((tool) =>
    (["el", "en"] as const).map((language, i) => ({
      name: tool.name,
      language,
      width: i === 0 ? 360 : 1200,
      script: i === 0 ? "without" : "with"
    }))
  )

  it.each(cases)(
    "$name in $language at $width px, $script JavaScript: the form gives the API's figures",
    async ({ name, language, width, script }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: script === "with"
      })
      const problems: Array<string> = []
      context.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text())
      })
      const page = await context.newPage()
      try {
        await page.goto(`${server.url}/${language}/calculators/${name}`)
        expect(await page.getAttribute("html", "lang")).toBe(language)
        const example = (catalogue.find(name)!.inputJsonSchema.examples as Array<unknown>)[0]
        for (const [field, value] of fieldsOf(example)) await fill(page, field, value, language)
        if (name === "calculate_cyprus_income_tax") await page.selectOption('[name="_salaryPeriod"]', "annual")
        await page.locator('form.calculator button[type="submit"]:not([name])').click()
        await page.waitForLoadState()
        const api = await postJson(`${server.url}/tools/${name}`, example)
        expect(api.status).toBe(200)
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the text as a person reads it
        const text = await page.locator("main").innerText()
        const figures = Object.entries(api.json.structuredContent as Record<string, unknown>)
          .filter(([, value]) => typeof value === "number")
          .slice(0, 3) as Array<[string, number]>
        for (const [field, value] of figures)
          expect(
            [...amountsIn(language, value), shownNumber(value, field, language)].some((shown) => text.includes(shown)),
            `${field} ${value} in ${text.slice(0, 900).replace(/\n+/g, " | ")}`
          ).toBe(true)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    },
    60_000
  )

  it("an invalid input shows the server's error beside the field, in the page's language (no script)", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.url}/el/calculators/calculate_cyprus_income_tax`)
    await page.fill('[name="salaryIncome"]', "-5")
    await page.selectOption('[name="_salaryPeriod"]', "annual")
    await page.selectOption('[name="employmentType"]', "private")
    await submitWith(page, CALCULATE)
    const error = page.locator("#f-salaryIncome-error")
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the text as a person reads it
    await expect(error.innerText()).resolves.toMatch(/Εκτός των επιτρεπτών ορίων/)
    expect(await page.getAttribute('[name="salaryIncome"]', "aria-invalid")).toBe("true")
    expect(await page.inputValue('[name="salaryIncome"]')).toBe("-5")
    await context.close()
  })

  it("with script, the schema's bounds are checked as a field is left, and the form is not sent while one is wrong", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 900 } })
    const sent: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.url())
    })
    await page.goto(`${server.url}/el/calculators/calculate_cyprus_income_tax`)
    await page.fill('[name="salaryIncome"]', "-5")
    await page.locator('[name="salaryIncome"]').blur()
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the text as a person reads it
    await expect(page.locator("#f-salaryIncome-error").innerText()).resolves.toBe("Εκτός των επιτρεπτών ορίων.")
    await page.fill('[name="salaryIncome"]', "δώδεκα")
    await page.locator('[name="salaryIncome"]').blur()
    await expect(page.locator("#f-salaryIncome-error").textContent()).resolves.toBe("Εισαγάγετε αριθμό.")
    await page.locator(CALCULATE).click()
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("salaryIncome")
    expect(sent).toEqual([])
    // Corrected (a Greek decimal comma), the message goes and the form is sent.
    await page.fill('[name="salaryIncome"]', "32.500,50")
    await page.locator('[name="salaryIncome"]').blur()
    expect(await page.locator("#f-salaryIncome-error").count()).toBe(0)
    expect(await page.getAttribute('[name="salaryIncome"]', "aria-invalid")).toBe(null)
    await page.selectOption('[name="employmentType"]', "private")
    await page.selectOption('[name="_salaryPeriod"]', "annual")
    await submitWith(page, CALCULATE)
    expect(sent).toHaveLength(1)
    await expect(page.locator("main").textContent()).resolves.toContain("32.500,5")
    await page.close()
  })

  it("a Greek result shows each assumption in Greek, from its data, and links each cited rule to its page", async () => {
    const answer = await fetch(`${server.url}/el/calculators/calculate_cyprus_income_tax`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "salaryIncome=41.250,50&_salaryPeriod=annual&employmentType=private&pensionIncome=3000"
    })
    const html = await answer.text()
    const section = html.slice(html.indexOf("<h2>Παραδοχές</h2>"), html.indexOf("<h2>Κανόνες και πηγές</h2>"))
    const items = [...section.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!)
    expect(items.length).toBeGreaterThan(2)
    for (const item of items) expect(item).toMatch(/[\u0370-\u03ff]{4}/)
    expect(section).not.toContain('lang="en"')
    // "Tax year 2026 rules were used as the default": the default year, in Greek
    expect(section).toContain("2026")
    expect(html).toMatch(/<a href="\/el\/rules\/income-tax\.bands">/)
    // The data of the assumptions is not shown a second time as a table of ids.
    expect(html).not.toContain("income-tax.default-year")
  })

  it("asks whether the salary is monthly or yearly, and converts a monthly one", async () => {
    const page = await browser.newPage()
    await page.goto(`${server.url}/en/calculators/calculate_cyprus_income_tax`)
    await page.fill('[name="salaryIncome"]', "2500")
    await page.selectOption('[name="employmentType"]', "private")
    await submitWith(page, CALCULATE)
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the text as a person reads it
    await expect(page.locator("main").innerText()).resolves.toMatch(/Say whether this salary is yearly or monthly/)
    await page.selectOption('[name="_salaryPeriod"]', "13")
    await submitWith(page, CALCULATE)
    // 2,500 x 13 = 32,500 a year
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the text as a person reads it
    await expect(page.locator("main").innerText()).resolves.toMatch(/yearly salary used is EUR 32,500/)
    await page.close()
  })

  it("axe finds no serious or critical violation on a form and a result, in both languages", async () => {
    for (const language of ["el", "en"] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      await page.goto(`${server.url}/${language}/calculators/simulate_mortgage`)
      const example = (catalogue.find("simulate_mortgage")!.inputJsonSchema.examples as Array<unknown>)[0]
      for (const [field, value] of fieldsOf(example)) await fill(page, field, value)
      for (const stage of ["form", "result"]) {
        await page.evaluate(AXE_SOURCE)
        const results = await page.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options), {
          resultTypes: ["violations"]
        } satisfies RunOptions)
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${language} ${stage}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
        expect(serious, JSON.stringify(results.violations.map((v) => [v.id, v.nodes[0]?.html]))).toEqual([])
        if (stage === "form") {
          await submitWith(page, CALCULATE)
        }
      }
      await page.close()
    }
  }, 60_000)
})
