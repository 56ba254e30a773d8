import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RuleDocument, RuleList } from "../../../src/faces/http/rule-schemas.ts"
import {
  FIELD_NAMES,
  NOT_FOUND_MESSAGES,
  RULE_MESSAGES,
  SOURCE_KINDS,
  STATUS_MEANINGS,
  STATUS_NAMES,
  topicName,
  UNIT_FORMATS,
  UNIT_NAMES
} from "../../../src/faces/web/i18n/rule-messages.ts"
import { RULE_PARAMETERS } from "../../../src/rules/registry.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// The rule pages (/<language>/rules, /<language>/rules/<id>), the browser's way to them from the JSON /rules, and the
// 404 page a browser gets where an API client keeps the JSON body (issue 38, items 4 and 7).

/** What Chromium sends when it navigates to a page. */
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"

let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
afterAll(() => server?.close())

describe("the rule texts", () => {
  it("exist in English and in Greek, and every topic of the registry is named", () => {
    const catalogues = [
      RULE_MESSAGES,
      NOT_FOUND_MESSAGES,
      UNIT_NAMES,
      UNIT_FORMATS,
      STATUS_NAMES,
      STATUS_MEANINGS,
      SOURCE_KINDS,
      FIELD_NAMES
    ]
    for (const catalogue of catalogues)
      for (const [key, text] of Object.entries(catalogue)) {
        expect([key, text.en.trim().length > 0]).toEqual([key, true])
        expect([key, text.el.trim().length > 0]).toEqual([key, true])
      }
    const topics = new Set([...RULE_PARAMETERS.keys()].map((id) => id.slice(0, id.indexOf("."))))
    expect([...topics].filter((topic) => topicName(topic) === undefined)).toEqual([])
  })
})

describe("the rule pages", () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }
  const json = async <T>(path: string) => JSON.parse((await get(path, { accept: "application/json" })).text) as T

  it("list every rule by topic in English and in Greek, with its unit, latest value and status", async () => {
    const list = await json<RuleList>("/rules")
    const en = await get("/en/rules")
    expect(en.status).toBe(200)
    expect(en.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(en.text).toContain(`<html lang="en">`)
    expect(en.text).toContain("<h1>The rules behind the figures</h1>")
    const el = await get("/el/rules")
    expect(el.status).toBe(200)
    expect(el.text).toContain(`<html lang="el">`)
    expect(el.text).toContain("<h1>Οι κανόνες πίσω από τα ποσά</h1>")
    expect(el.text).toContain(`<h2 id="topic-defence-contribution">Έκτακτη Αμυντική Εισφορά</h2>`)
    expect(el.text).toContain(`<h2 id="topic-gesy">ΓεΣΥ (Γενικό Σύστημα Υγείας)</h2>`)
    expect(el.text).toContain(`<h2 id="topic-social-insurance">Κοινωνικές Ασφαλίσεις</h2>`)
    // Each rule once, linked to its page; its English description marked as such on the Greek page.
    for (const rule of list.rules) {
      expect(en.text).toContain(`<a href="/en/rules/${rule.id}">`)
      expect(el.text).toContain(`<a href="/el/rules/${rule.id}" lang="en">`)
    }
    expect(en.text.match(/<li><a href="\/en\/rules\//g)).toHaveLength(list.rules.length)
    expect(el.text).toContain(">επίσημη</span>")
    expect(el.text).toContain("Πιο πρόσφατη τιμή")
    // Each page links the other language.
    expect(en.text).toContain(`<link rel="alternate" hreflang="el" href="/el/rules">`)
  })

  it("show a rule's values by year, the law and its sources, from the same document GET /rules/<id> gives", async () => {
    const id = "gesy.employee-rate"
    const document = await json<RuleDocument>(`/rules/${id}`)
    const latest = document.values.at(-1)!
    expect(typeof latest.value).toBe("number")
    const en = await get(`/en/rules/${id}`)
    expect(en.status).toBe(200)
    expect(en.text).toContain(`<html lang="en">`)
    expect(en.text).toContain(`<h1>${document.description}</h1>`)
    expect(en.text).toContain(`${new Intl.NumberFormat("en-GB").format(latest.value as number)}%`)
    // Its latest tax year, alone or as the end of the years that hold the same figure ("2024 to 2026").
    expect(en.text).toMatch(new RegExp(`<th scope="row">(\\d{4} to )?${(latest as { year: number }).year}</th>`))
    for (const source of document.sources) expect(en.text).toContain(`<a href="${source.url}">`)

    const el = await get(`/el/rules/${id}`)
    expect(el.status).toBe(200)
    expect(el.text).toContain(`<html lang="el">`)
    expect(el.text).toContain(`<h1>Κανόνας ${id}</h1>`)
    expect(el.text).toContain(`<p class="lead" lang="en">${document.description}</p>`)
    expect(el.text).toContain("Τιμές ανά φορολογικό έτος")
    expect(el.text).toContain(`${new Intl.NumberFormat("el-GR").format(latest.value as number)}%`)
    for (const source of document.sources) expect(el.text).toContain(`<a href="${source.url}" lang="en">`)
  })

  it("show a table of the rules (the income tax bands) with its figures, and the value's own law and sources", async () => {
    const id = "income-tax.bands"
    const document = await json<RuleDocument>(`/rules/${id}`)
    const latest = document.values.at(-1)! as RuleDocument["values"][number] & { year: number }
    const bands = latest.value as ReadonlyArray<{ from: number; to: number | null; ratePercent: number }>
    const el = await get(`/el/rules/${id}`)
    expect(el.status).toBe(200)
    expect(el.text).toContain('<th scope="col">Συντελεστής (%)</th>')
    const greek = new Intl.NumberFormat("el-GR")
    for (const band of bands)
      expect(el.text).toContain(
        `<tr><td>${greek.format(band.from)}</td><td>${band.to === null ? "χωρίς όριο" : greek.format(band.to)}</td><td>${greek.format(band.ratePercent)}</td></tr>`
      )
    for (const source of latest.sources) expect(el.text).toContain(`<a href="${source.url}" lang="en">`)
    expect(el.text).toContain(`<span lang="en">${latest.rule}</span>`)
  })

  it("are prebuilt with an ETag (304 when it matches), and every rule has its page in both languages", async () => {
    const first = await get("/el/rules/income-tax.bands")
    const etag = first.headers.get("etag")!
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(first.headers.get("cache-control")).toBe("public, max-age=300")
    const again = await get("/el/rules/income-tax.bands", { "if-none-match": `W/${etag}` })
    expect(again.status).toBe(304)
    expect(again.text).toBe("")
    const statuses = await Promise.all(
      [...RULE_PARAMETERS.keys()].flatMap((id) =>
        ["en", "el"].map(async (language) => [id, language, (await get(`/${language}/rules/${id}`)).status])
      )
    )
    expect(statuses.filter(([, , status]) => status !== 200)).toEqual([])
  }, 120_000)

  it("send a browser from /rules and /rules/<id> to its language's page (303); API clients keep the JSON", async () => {
    const index = await get("/rules", { accept: BROWSER, "accept-language": "el-GR,el;q=0.9,en;q=0.8" })
    expect(index.status).toBe(303)
    expect(index.headers.get("location")).toBe("/el/rules")
    expect(index.headers.get("vary")).toBe("accept, accept-language")
    const rule = await get("/rules/gesy.employee-rate", { accept: BROWSER, "accept-language": "en-GB,en;q=0.9" })
    expect(rule.status).toBe(303)
    expect(rule.headers.get("location")).toBe("/en/rules/gesy.employee-rate")
    const noLanguage = await get("/rules", { accept: BROWSER })
    expect(noLanguage.headers.get("location")).toBe("/en/rules")

    for (const accept of [undefined, "application/json", "*/*", "application/json, text/html"]) {
      const answer = await get("/rules/gesy.employee-rate", accept === undefined ? {} : { accept })
      expect([accept, answer.status]).toEqual([accept, 200])
      expect(answer.headers.get("content-type")).toBe("application/json")
      expect(answer.headers.get("vary")).toBe("accept")
      expect(JSON.parse(answer.text).id).toBe("gesy.employee-rate")
    }
    const list = await get("/rules")
    expect(list.status).toBe(200)
    expect(JSON.parse(list.text).rules.length).toBe(RULE_PARAMETERS.size)
  })

  it("answer an unknown rule with the 404 page in its language, naming the id only when it could be one", async () => {
    const en = await get("/en/rules/no.such-rule")
    expect(en.status).toBe(404)
    expect(en.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(en.text).toContain(`<html lang="en">`)
    expect(en.text).toContain("No rule has the id no.such-rule.")
    const el = await get("/el/rules/no.such-rule")
    expect(el.status).toBe(404)
    expect(el.text).toContain(`<html lang="el">`)
    expect(el.text).toContain("Κανένας κανόνας δεν έχει το αναγνωριστικό no.such-rule.")
    for (const odd of ["%3Cb%3Ebold%3C%2Fb%3E", "a".repeat(150), "UPPER"]) {
      const page = await get(`/en/rules/${odd}`, { accept: BROWSER })
      expect(page.status).toBe(404)
      expect(page.text).toContain(`<html lang="en">`)
      expect(page.text).not.toContain(odd)
      expect(page.text).not.toContain("<b>bold")
    }
    // From the API's address: a browser gets the page in the language it prefers, an API client the JSON error.
    const browser = await get("/rules/no.such-rule", { accept: BROWSER, "accept-language": "el" })
    expect(browser.status).toBe(404)
    expect(browser.text).toContain(`<html lang="el">`)
    const client = await get("/rules/no.such-rule")
    expect(client.status).toBe(404)
    expect(JSON.parse(client.text).code).toBe("rule_not_found")
  })
})

describe("an address nothing serves", () => {
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const response = await fetch(`${server.url}${path}`, { method, headers, redirect: "manual" })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  it("is a 404 page for a browser, in the language it prefers, with the ways back in", async () => {
    const page = await get("/nothing-here", { accept: BROWSER, "accept-language": "el-CY,el;q=0.9" })
    expect(page.status).toBe(404)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("content-security-policy")).toContain("script-src 'none'")
    expect(page.headers.get("x-request-id")).toBeTruthy()
    expect(page.text).toContain(`<html lang="el">`)
    expect(page.text).toContain("<h1>Η σελίδα δεν βρέθηκε</h1>")
    for (const href of ["/el/calculators", "/el/rules", "/"]) expect(page.text).toContain(`<a href="${href}">`)

    const english = await get("/some/deeper/path?x=1", { accept: BROWSER })
    expect(english.status).toBe(404)
    expect(english.text).toContain(`<html lang="en">`)
    expect(english.text).toContain(`<a href="/en/calculators">`)
    // Under /en/ or /el/ the path's language wins over the browser's.
    const underEnglish = await get("/en/nothing-here", { accept: BROWSER, "accept-language": "el" })
    expect(underEnglish.text).toContain(`<html lang="en">`)
    const underGreek = await get("/el/nothing-here", { accept: BROWSER, "accept-language": "en" })
    expect(underGreek.text).toContain(`<html lang="el">`)
    const head = await get("/nothing-here", { accept: BROWSER }, "HEAD")
    expect(head.status).toBe(404)
  })

  it("keeps the JSON body for an API client", async () => {
    for (const accept of [undefined, "application/json", "*/*", "application/json, text/html;q=0.5"]) {
      const answer = await get("/nothing-here", accept === undefined ? {} : { accept })
      expect([accept, answer.status]).toEqual([accept, 404])
      expect(answer.headers.get("content-type")).toBe("application/json")
      const body = JSON.parse(answer.text)
      expect(body).toMatchObject({ code: "not_found", error: "Nothing is served at GET /nothing-here." })
      expect(body.requestId).toBe(answer.headers.get("x-request-id"))
    }
    // Other methods are unchanged, whatever the Accept.
    const post = await get("/nothing-here", { accept: BROWSER }, "POST")
    expect(post.status).toBe(404)
    expect(JSON.parse(post.text).code).toBe("not_found")
  })
})
