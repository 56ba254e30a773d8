// A calculator's result as a page: the summary figures, each nested part and list as a section or table with labels
// in the page's language, the assumptions, the rules and sources cited, and the same call over the API.
import type { JsonObject } from "../../../core/json-schema.ts"
import { CALCULATOR_MESSAGES as M, filled } from "../i18n/calculator-messages.ts"
import type { Language } from "../i18n/language.ts"
import { escapeHtml, scrollingTable } from "../pages.ts"
import { choiceOf, outputLabel, type ShownText } from "./texts.ts"

/** Fields every traced figure carries: shown once, in the rules section, not in every table. */
const TRACE_FIELDS = new Set(["rule", "sources", "traces"])
/** The year and note of a trace (an object with a rule) are the rule's, shown in the rules section too. */
const isShown = (key: string, object: Record<string, unknown>) =>
  !TRACE_FIELDS.has(key) && !(typeof object.rule === "string" && (key === "year" || key === "note"))

/** An assumption as text (a few tools give objects: their text, or the object as JSON). */
const assumptionText = (assumption: unknown) => {
  if (typeof assumption === "string") return assumption
  if (isRecord(assumption)) {
    const text = assumption.text ?? assumption.assumption ?? assumption.note ?? assumption.description
    if (typeof text === "string") return text
  }
  return JSON.stringify(assumption)
}
/** At most this many rows of a list are shown (a schedule of 30 years has 360); the API answer has them all. */
const MAX_TABLE_ROWS = 60

const textHtml = ({ text, lang }: ShownText) =>
  lang === undefined ? escapeHtml(text) : `<span lang="${lang}">${escapeHtml(text)}</span>`

export const numberIn = (language: Language) =>
  new Intl.NumberFormat(language === "el" ? "el-GR" : "en-GB", { maximumFractionDigits: 2 })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/** Counts, ages, years and rates are plain numbers; every other number of an output is an amount, shown to the cent. */
const PLAIN_NUMBER =
  /(year|age|count|months|weeks|units|percent|rate|days|children|dependents|simulations|seed|rank|index|number)$/i

const amountIn = (language: Language) =>
  new Intl.NumberFormat(language === "el" ? "el-GR" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const cell = (value: unknown, language: Language, key = "", tool = ""): string => {
  if (typeof value === "string") return escapeHtml(choiceOf(tool, key, value, language).text)
  if (typeof value === "number" && Number.isInteger(value) && /year$/i.test(key)) return String(value)
  if (typeof value === "number")
    return escapeHtml((PLAIN_NUMBER.test(key) ? numberIn(language) : amountIn(language)).format(value))
  if (typeof value === "boolean") return value ? M.yes[language] : M.no[language]
  if (value === null || value === undefined) return "—"
  if (typeof value === "string") return escapeHtml(value)
  return ""
}

const isPrimitive = (value: unknown) => value === null || ["number", "string", "boolean"].includes(typeof value)

/** The primitive fields of an object as a definition list. */
const definitions = (tool: string, path: string, object: Record<string, unknown>, language: Language) => {
  const rows = Object.entries(object)
    .filter(([key, value]) => isShown(key, object) && isPrimitive(value))
    .map(([key, value]) => {
      const name = path === "" ? key : `${path}.${key}`
      return `<div><dt>${textHtml(outputLabel(tool, name, language))}</dt><dd>${cell(value, language, key, tool)}</dd></div>`
    })
  return rows.length === 0 ? "" : `<dl class="figures">${rows.join("")}</dl>`
}

/** A list of objects as a table of their primitive fields. */
const table = (tool: string, path: string, rows: ReadonlyArray<unknown>, language: Language) => {
  const objects = rows.filter(isRecord)
  const columns = [
    ...new Set(
      objects.flatMap((row) => Object.keys(row).filter((key) => !TRACE_FIELDS.has(key) && isPrimitive(row[key])))
    )
  ]
  if (columns.length === 0) return ""
  const shown = objects.slice(0, MAX_TABLE_ROWS)
  const head = columns.map((key) => textHtml(outputLabel(tool, `${path}[].${key}`, language)))
  const body = shown
    .map((row) => `<tr>${columns.map((key) => `<td>${cell(row[key], language, key, tool)}</td>`).join("")}</tr>`)
    .join("")
  const more =
    objects.length > shown.length
      ? `<p class="help">${language === "el" ? `Εμφανίζονται ${shown.length} από ${objects.length} γραμμές· η απάντηση του API τις έχει όλες.` : `${shown.length} of ${objects.length} rows shown; the API answer has them all.`}</p>`
      : ""
  return scrollingTable(head, body) + more
}

/** Every part of the output: nested objects as sections, lists as tables, one level deep below the top. */
const sections = (tool: string, output: Record<string, unknown>, language: Language) =>
  Object.entries(output)
    .filter(([key]) => !["assumptions", "sources", "comparison"].includes(key))
    .map(([key, value]) => {
      const title = `<h3>${textHtml(outputLabel(tool, key, language))}</h3>`
      if (Array.isArray(value) && value.some(isRecord)) {
        const rendered = table(tool, key, value, language)
        return rendered === "" ? "" : `<section>${title}${rendered}</section>`
      }
      if (isRecord(value)) {
        const nested = Object.entries(value)
          .filter(([inner]) => isShown(inner, value))
          .map(([inner, innerValue]) =>
            Array.isArray(innerValue) && innerValue.some(isRecord)
              ? `<h4>${textHtml(outputLabel(tool, `${key}.${inner}`, language))}</h4>${table(tool, `${key}.${inner}`, innerValue, language)}`
              : isRecord(innerValue)
                ? `<h4>${textHtml(outputLabel(tool, `${key}.${inner}`, language))}</h4>${definitions(tool, `${key}.${inner}`, innerValue, language)}`
                : ""
          )
          .join("")
        const own = definitions(tool, key, value, language)
        return own === "" && nested === "" ? "" : `<section>${title}${own}${nested}</section>`
      }
      return ""
    })
    .join("\n")

interface Trace {
  readonly rule: string
  readonly year: number
}

/** Every rule a figure of the output names, once, by year. */
const rulesOf = (value: unknown, found: Map<string, Trace>, depth = 0) => {
  if (depth > 8) return
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 500)) rulesOf(item, found, depth + 1)
    return
  }
  if (!isRecord(value)) return
  if (typeof value.rule === "string" && typeof value.year === "number")
    for (const rule of value.rule.split("; ")) found.set(`${value.year} ${rule}`, { rule, year: value.year })
  for (const inner of Object.values(value)) if (typeof inner === "object") rulesOf(inner, found, depth + 1)
}

export interface ResultPageInput {
  readonly tool: string
  readonly language: Language
  readonly output: Record<string, unknown>
  /** the text content lines (English: the tool's own summary) */
  readonly summaryText: string
  /** charts drawn for this tool, already in the page's language */
  readonly charts: string
  /** notes of the form (e.g. a monthly salary converted) */
  readonly notes: ReadonlyArray<string>
  readonly apiUrl: string
  readonly input: Record<string, unknown>
}

export const resultBody = (page: ResultPageInput) => {
  const { tool, language, output } = page
  const assumptions: ReadonlyArray<unknown> = Array.isArray(output.assumptions) ? output.assumptions : []
  const sources = Array.isArray(output.sources) ? (output.sources as Array<JsonObject>) : []
  const rules = new Map<string, Trace>()
  rulesOf(output, rules)
  const english = language === "en" ? "" : ` lang="en"`
  return `${page.notes.map((note) => `<p class="notice" role="status">${escapeHtml(note)}</p>`).join("")}
<section><h2>${M.summary[language]}</h2>${definitions(tool, "", output, language)}
<pre class="summary-text"${english}>${escapeHtml(page.summaryText)}</pre></section>
${page.charts}
<section><h2>${M.details[language]}</h2>${sections(tool, output, language)}</section>
<section><h2>${M.assumptions[language]}</h2>${M.assumptionsInEnglish[language] === "" ? "" : `<p class="help">${M.assumptionsInEnglish[language]}</p>`}<ul${english}>${assumptions.map((a) => `<li>${escapeHtml(assumptionText(a))}</li>`).join("")}</ul></section>
<section><h2>${M.rulesCited[language]}</h2><ul${english}>${[...rules.values()]
    .sort((a, b) => a.year - b.year || a.rule.localeCompare(b.rule))
    .map(({ rule, year }) => `<li>${escapeHtml(rule)} (${year})</li>`)
    .join("")}</ul>
<ul class="sources">${sources
    .map((source) => {
      const url = typeof source.url === "string" && /^https?:\/\//.test(source.url) ? source.url : undefined
      const title = escapeHtml(String(source.title ?? source.id ?? ""))
      return `<li${english}>${url === undefined ? title : `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${title}</a>`} <span class="badge">${escapeHtml(String(source.kind ?? ""))}</span></li>`
    })
    .join("")}</ul>
<p><a href="/${language}/rules">${M.allRules[language]}</a></p></section>
<details><summary>API</summary><p>${escapeHtml(filled(M.sameOverApi[language], { url: page.apiUrl }))}</p><pre><code>${escapeHtml(JSON.stringify(page.input, null, 1))}</code></pre></details>`
}
