// A calculator's result as a page: the summary figures, each nested part and list as a section or table with labels
// in the page's language, the assumptions, the rules and sources cited, and the same call over the API.
import { isRecord, type JsonObject } from "../../../core/json-schema.ts"
import { CALCULATOR_MESSAGES as M, filled } from "../i18n/calculator-messages.ts"
import type { Language } from "../i18n/language.ts"
import { type AssumptionDetail, renderAssumption } from "../../../core/assumptions.ts"
import { RULE_IDS_BY_LAW } from "../../../rules/registry.ts"
import { ASSUMPTION_TEXTS } from "../../../tools/assumption-texts.ts"
import { escapeHtml, scrollingTable } from "../pages.ts"
import { rulePagePath } from "../rules-pages.ts"
import { outputChoiceOf, outputLabel, type ShownText } from "./texts.ts"

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

/** The number formats of each language, made once (a formatter costs far more to make than to use). */
const formatsOf = (locale: string) => ({
  number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  amount: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  plain: new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }),
  percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 })
})
const FORMATS = { en: formatsOf("en-GB"), el: formatsOf("el-GR") } as const

export const numberIn = (language: Language) => FORMATS[language].number

/** Counts, ages, years, units and rates are plain numbers; every other number of an output is an amount, to the cent. */
const PLAIN_NUMBER =
  /(year|age|count|months?|weeks?|units|percent|rate|days|children|dependents|simulations|seed|rank|index|number|points)$/i
/** Fractions of one (a chance, a return, a share), shown as percentages: 0.444 -> 44.4%. */
const FRACTION = /(probability|return|cagr|share|weight)$/i
/** Prices per unit (per km, per kWh) and exchange rates, shown to four decimals. */
const UNIT_PRICE = /(perkm|tariff|price|fxrate)$/i

const amountIn = (language: Language) => FORMATS[language].amount
const plainIn = (language: Language) => FORMATS[language].plain
const percentIn = (language: Language) => FORMATS[language].percent

/** A number of an output, formatted by what its field name says it is. */
export const shownNumber = (value: number, key: string, language: Language, integer = false) => {
  if (Number.isInteger(value) && /year$/i.test(key)) return String(value)
  if (integer) return plainIn(language).format(value)
  if (FRACTION.test(key) && Math.abs(value) <= 10) return percentIn(language).format(value)
  if (PLAIN_NUMBER.test(key) || UNIT_PRICE.test(key)) return plainIn(language).format(value)
  return amountIn(language).format(value)
}

/** The paths (`series[].age`) of an output schema's integer fields: counts, ages, months, shown without decimals. */
const integerPathsBySchema = new WeakMap<JsonObject, ReadonlySet<string>>()
const integerPathsOf = (schema: JsonObject | undefined): ReadonlySet<string> => {
  if (schema === undefined) return new Set()
  const known = integerPathsBySchema.get(schema)
  if (known !== undefined) return known
  const paths = new Set<string>()
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > 12 || node === null || typeof node !== "object") return
    const object = node as JsonObject
    if (object.type === "integer") paths.add(path)
    for (const [key, inner] of Object.entries((object.properties ?? {}) as Record<string, unknown>))
      walk(inner, path === "" ? key : `${path}.${key}`, depth + 1)
    if (object.items !== undefined) walk(object.items, `${path}[]`, depth + 1)
    for (const branch of (object.anyOf ?? []) as Array<unknown>) walk(branch, path, depth + 1)
  }
  walk(schema, "", 0)
  integerPathsBySchema.set(schema, paths)
  return paths
}

/** What the tables of one result share: the tool, the page's language and the output's integer fields. */
interface Shown {
  readonly tool: string
  readonly language: Language
  readonly integers: ReadonlySet<string>
}

const cell = (value: unknown, shown: Shown, key: string, path: string): string => {
  const { language, tool } = shown
  if (typeof value === "string") return escapeHtml(outputChoiceOf(tool, key, value, language).text)
  if (typeof value === "number") return escapeHtml(shownNumber(value, key, language, shown.integers.has(path)))
  if (typeof value === "boolean") return value ? M.yes[language] : M.no[language]
  if (value === null || value === undefined) return "—"
  return ""
}

const isPrimitive = (value: unknown) => value === null || ["number", "string", "boolean"].includes(typeof value)

/** The primitive fields of an object as a definition list. */
const definitions = (shown: Shown, path: string, object: Record<string, unknown>) => {
  const rows = Object.entries(object)
    .filter(([key, value]) => isShown(key, object) && isPrimitive(value))
    .map(([key, value]) => {
      const name = path === "" ? key : `${path}.${key}`
      return `<div><dt>${textHtml(outputLabel(shown.tool, name, shown.language))}</dt><dd>${cell(value, shown, key, name)}</dd></div>`
    })
  return rows.length === 0 ? "" : `<dl class="figures">${rows.join("")}</dl>`
}

/** A list of objects as a table of their primitive fields. */
const table = (shown: Shown, path: string, rows: ReadonlyArray<unknown>) => {
  const { tool, language } = shown
  const objects = rows.filter(isRecord)
  const columns = [
    ...new Set(
      objects.flatMap((row) => Object.keys(row).filter((key) => !TRACE_FIELDS.has(key) && isPrimitive(row[key])))
    )
  ]
  if (columns.length === 0) return ""
  const visible = objects.slice(0, MAX_TABLE_ROWS)
  const head = columns.map((key) => textHtml(outputLabel(tool, `${path}[].${key}`, language)))
  const body = visible
    .map(
      (row) => `<tr>${columns.map((key) => `<td>${cell(row[key], shown, key, `${path}[].${key}`)}</td>`).join("")}</tr>`
    )
    .join("")
  const more =
    objects.length > visible.length
      ? `<p class="help">${language === "el" ? `Εμφανίζονται ${visible.length} από ${objects.length} γραμμές· η απάντηση του API τις έχει όλες.` : `${visible.length} of ${objects.length} rows shown; the API answer has them all.`}</p>`
      : ""
  return scrollingTable(head, body) + more
}

/** Every part of the output: nested objects as sections, lists as tables, one level deep below the top. */
const sections = (shown: Shown, output: Record<string, unknown>) => {
  const { tool, language } = shown
  return Object.entries(output)
    .filter(([key]) => !["assumptions", "assumptionDetails", "sources", "comparison"].includes(key))
    .map(([key, value]) => {
      const title = `<h3>${textHtml(outputLabel(tool, key, language))}</h3>`
      if (Array.isArray(value) && value.some(isRecord)) {
        const rendered = table(shown, key, value)
        return rendered === "" ? "" : `<section>${title}${rendered}</section>`
      }
      if (isRecord(value)) {
        const nested = Object.entries(value)
          .filter(([inner]) => isShown(inner, value))
          .map(([inner, innerValue]) =>
            Array.isArray(innerValue) && innerValue.some(isRecord)
              ? `<h4>${textHtml(outputLabel(tool, `${key}.${inner}`, language))}</h4>${table(shown, `${key}.${inner}`, innerValue)}`
              : isRecord(innerValue)
                ? `<h4>${textHtml(outputLabel(tool, `${key}.${inner}`, language))}</h4>${definitions(shown, `${key}.${inner}`, innerValue)}`
                : ""
          )
          .join("")
        const own = definitions(shown, key, value)
        return own === "" && nested === "" ? "" : `<section>${title}${own}${nested}</section>`
      }
      return ""
    })
    .join("\n")
}

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

/** A cited rule, linked to the page of the parameter that states it (several: the rule, then a link to each). */
const citedRule = (rule: string, language: Language) => {
  const ids = RULE_IDS_BY_LAW.get(rule) ?? []
  if (ids.length === 1) return `<a href="${rulePagePath(language, ids[0]!)}">${escapeHtml(rule)}</a>`
  const links = ids.map((id) => `<a href="${rulePagePath(language, id)}"><code>${escapeHtml(id)}</code></a>`)
  return `${escapeHtml(rule)}${links.length === 0 ? "" : `: ${links.join(", ")}`}`
}

/**
 * The assumptions in the page's language, from their data (assumptionDetails) and the one catalogue of their sentences;
 * a result without that data shows its `assumptions` as given, marked English on a Greek page.
 */
const assumptionsList = (output: Record<string, unknown>, language: Language) => {
  const details = Array.isArray(output.assumptionDetails) ? (output.assumptionDetails as Array<AssumptionDetail>) : []
  const given: ReadonlyArray<unknown> = Array.isArray(output.assumptions) ? output.assumptions : []
  if (details.length === given.length && details.every((detail) => ASSUMPTION_TEXTS[detail.id] !== undefined))
    return `<ul>${details.map((detail) => `<li>${escapeHtml(renderAssumption(detail, ASSUMPTION_TEXTS, language))}</li>`).join("")}</ul>`
  const english = language === "en" ? "" : ` lang="en"`
  return `${M.assumptionsInEnglish[language] === "" ? "" : `<p class="help">${M.assumptionsInEnglish[language]}</p>`}<ul${english}>${given.map((a) => `<li>${escapeHtml(assumptionText(a))}</li>`).join("")}</ul>`
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
  /** the tool's output schema: its integer fields are shown without decimals */
  readonly outputSchema?: JsonObject
}

export const resultBody = (page: ResultPageInput) => {
  const { tool, language, output } = page
  const shown: Shown = { tool, language, integers: integerPathsOf(page.outputSchema) }
  const sources = Array.isArray(output.sources) ? (output.sources as Array<JsonObject>) : []
  const rules = new Map<string, Trace>()
  rulesOf(output, rules)
  const english = language === "en" ? "" : ` lang="en"`
  return `${page.notes.map((note) => `<p class="notice" role="status">${escapeHtml(note)}</p>`).join("")}
<section><h2>${M.summary[language]}</h2>${definitions(shown, "", output)}
${
  language === "en"
    ? `<pre class="summary-text">${escapeHtml(page.summaryText)}</pre>`
    : `<details><summary>${M.summaryTextInEnglish[language]}</summary><pre class="summary-text" lang="en">${escapeHtml(page.summaryText)}</pre></details>`
}</section>
${page.charts}
<section><h2>${M.details[language]}</h2>${sections(shown, output)}</section>
<section><h2>${M.assumptions[language]}</h2>${assumptionsList(output, language)}</section>
<section><h2>${M.rulesCited[language]}</h2><ul${english}>${[...rules.values()]
    .sort((a, b) => a.year - b.year || a.rule.localeCompare(b.rule))
    .map(({ rule, year }) => `<li>${citedRule(rule, language)} (${year})</li>`)
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
