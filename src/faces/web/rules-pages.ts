// The rules as pages for people: /<language>/rules (every parameter by topic, with its unit, latest value and status)
// and /<language>/rules/<id> (its values by tax year or period, the law, the sources, the status and notes). Built
// from the documents GET /rules/<id> serves (src/faces/http/rule-documents.ts), so the page and the JSON cannot
// differ. The rules' descriptions, notes, laws and source titles are English data: a Greek page shows them marked
// lang="en", with every heading, label, unit, status and topic in Greek.
import { isRecord } from "../../core/json-schema.ts"
import type { Status, Unit } from "../../rules/parameter.ts"
import { RULE_PARAMETERS } from "../../rules/registry.ts"
import { ruleDocument } from "../http/rule-documents.ts"
import type { RuleDocument } from "../http/rule-schemas.ts"
import { type Language, LANGUAGES, type Text } from "./i18n/language.ts"
import {
  FIELD_NAMES,
  RULE_MESSAGES as M,
  SOURCE_KINDS,
  STATUS_MEANINGS,
  STATUS_NAMES,
  topicName,
  UNIT_FORMATS,
  UNIT_NAMES
} from "./i18n/rule-messages.ts"
import { escapeHtml, layout } from "./pages.ts"

type Value = RuleDocument["values"][number]
type CitedSource = RuleDocument["sources"][number]

export const rulesIndexPath = (language: Language) => `/${language}/rules` as const
export const rulePagePath = (language: Language, id: string) => `/${language}/rules/${id}`

const alternates = (path: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, path(language)])) as Record<Language, string>

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** English data on a page: marked lang="en" on a Greek page, so that a screen reader reads it in English. */
const english = (text: string, language: Language, tag = "span") =>
  language === "en" ? escapeHtml(text) : `<${tag} lang="en">${escapeHtml(text)}</${tag}>`

const NUMBER_FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 4 }),
  el: new Intl.NumberFormat("el-GR", { maximumFractionDigits: 4 })
}
const number = (value: number, language: Language) => NUMBER_FORMATS[language].format(value)

/** Fields of a table whose empty value means "no upper bound" (the last band, the last row of limits). */
const OPEN_ENDED = new Set(["to", "upTo", "maxChildren"])

const fieldName = (key: string, language: Language) => {
  const name = FIELD_NAMES[key]
  return name === undefined ? `<code>${escapeHtml(key)}</code>` : escapeHtml(name[language])
}

/** A figure inside a table of the rule: a plain number (the column names its unit), yes/no, or English text. */
const cell = (value: unknown, language: Language, key = ""): string => {
  if (value === null) return escapeHtml(OPEN_ENDED.has(key) ? M.noLimit[language] : "—")
  if (typeof value === "number") return escapeHtml(number(value, language))
  if (typeof value === "boolean") return escapeHtml((value ? M.yes : M.no)[language])
  if (typeof value === "string") return english(value, language)
  if (Array.isArray(value) && value.every((item) => typeof item === "number"))
    return value.map((item) => escapeHtml(number(item, language))).join("; ")
  return `<code>${escapeHtml(JSON.stringify(value))}</code>`
}

/** A table the rule holds (bands, limits by number of children): one row per entry, its fields as columns. */
const nestedTable = (rows: ReadonlyArray<Record<string, unknown>>, language: Language) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return `<table class="rule-table"><thead><tr>${columns.map((key) => `<th scope="col">${fieldName(key, language)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${columns.map((key) => `<td>${cell(row[key], language, key)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`
}

/** A group of figures the rule holds (a relief's conditions): each field named. */
const nestedFields = (record: Record<string, unknown>, language: Language) =>
  `<dl class="rule-fields">${Object.entries(record)
    .map(([key, value]) => `<div><dt>${fieldName(key, language)}</dt><dd>${cell(value, language, key)}</dd></div>`)
    .join("")}</dl>`

/** A value in the parameter's unit; a table or a group of figures in full, or (compact) a pointer to the rule's page. */
const valueHtml = (value: unknown, unit: Unit, language: Language, compact = false): string => {
  if (value === null) return `<span class="rule-unknown">${escapeHtml(M.notKnown[language])}</span>`
  if (typeof value === "number") return escapeHtml(fill(UNIT_FORMATS[unit][language], { n: number(value, language) }))
  if (typeof value === "boolean") return escapeHtml((value ? M.yes : M.no)[language])
  if (typeof value === "string") return english(value, language)
  if (Array.isArray(value) && value.every((item) => typeof item === "number"))
    return value.map((item) => escapeHtml(fill(UNIT_FORMATS[unit][language], { n: number(item, language) }))).join("; ")
  if (compact) return escapeHtml(M.tableValue[language])
  if (Array.isArray(value) && value.every(isRecord)) return nestedTable(value, language)
  if (isRecord(value)) return nestedFields(value, language)
  return `<code>${escapeHtml(JSON.stringify(value))}</code>`
}

const statusHtml = (status: Status, language: Language) =>
  `<span class="rule-status rule-status-${status}">${escapeHtml(STATUS_NAMES[status][language])}</span>`

/** "2026", "2024 to 2025", "from 2025", as the language writes them. */
const periodLabel = (from: number, to: number | undefined, language: Language) =>
  to === undefined
    ? fill(M.fromYear[language], { from: String(from) })
    : from === to
      ? String(from)
      : fill(M.yearRange[language], { from: String(from), to: String(to) })

const yearsOf = (value: Value): { readonly from: number; readonly to: number | undefined } =>
  "year" in value ? { from: value.year, to: value.year } : { from: value.from, to: value.to }

const sourceList = (sources: ReadonlyArray<CitedSource>, language: Language) =>
  `<ul class="rule-sources">${sources
    .map(
      (source) =>
        `<li><a href="${escapeHtml(source.url)}"${language === "en" ? "" : ` lang="en"`}>${escapeHtml(source.title)}</a> <span class="rule-source-kind">(${escapeHtml(SOURCE_KINDS[source.kind][language])})</span></li>`
    )
    .join("")}</ul>`

const sameSources = (a: ReadonlyArray<CitedSource>, b: ReadonlyArray<CitedSource>) =>
  a.length === b.length && a.every((source, i) => source.id === b[i]!.id)

/** What backs a value besides the figure: values backed alike are shown as one group. */
const backing = (value: Value) =>
  JSON.stringify([value.status, value.note ?? "", value.rule, value.sources.map((source) => source.id)])

interface Row {
  readonly from: number
  readonly to: number | undefined
  readonly value: unknown
}
interface Group {
  readonly first: Value
  readonly rows: Array<Row>
}

/**
 * The values in order, in groups backed alike (status, note, law, sources); within a group, consecutive tax years
 * with the same figure are one row ("2024 to 2026").
 */
const groupsOf = (document: RuleDocument): ReadonlyArray<Group> => {
  const groups: Array<Group> = []
  for (const value of document.values) {
    const { from, to } = yearsOf(value)
    const last = groups.at(-1)
    if (last === undefined || backing(last.first) !== backing(value)) {
      groups.push({ first: value, rows: [{ from, to, value: value.value }] })
      continue
    }
    const previous = last.rows.at(-1)!
    const merges =
      document.valuesBy === "year" &&
      previous.to === from - 1 &&
      JSON.stringify(previous.value) === JSON.stringify(value.value)
    if (merges) last.rows[last.rows.length - 1] = { ...previous, to }
    else last.rows.push({ from, to, value: value.value })
  }
  return groups
}

/** A table that may be wider than a phone: it scrolls in its own box, which a keyboard can reach. */
const scrollBox = (label: string, table: string) =>
  `<div class="table-scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0">${table}</div>`

const definition = (term: Text, details: string, language: Language) =>
  `<div><dt>${escapeHtml(term[language])}</dt><dd>${details}</dd></div>`

const isTable = (value: unknown) => typeof value === "object" && value !== null && !valueIsNumbers(value)
const valueIsNumbers = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "number")

/**
 * A group of values backed alike: figures as a table of period and value; tables and groups of figures (bands,
 * limits, a relief's conditions) each under its period, in a box that scrolls sideways rather than widen a phone's page.
 */
const groupHtml = (document: RuleDocument, group: Group, language: Language) => {
  const { first, rows } = group
  const unit = document.unit as Unit
  const periodHead = (document.valuesBy === "year" ? M.taxYear : M.inForce)[language]
  const label = (row: Row) => escapeHtml(periodLabel(row.from, row.to, language))
  const values = rows.some((row) => isTable(row.value))
    ? rows
        .map((row) => {
          const shown = valueHtml(row.value, unit, language)
          return `<h3 class="rule-period">${label(row)}</h3>${isTable(row.value) && Array.isArray(row.value) ? scrollBox(`${M.value[language]}: ${periodLabel(row.from, row.to, language)}`, shown) : `<div>${shown}</div>`}`
        })
        .join("")
    : `<table class="rule-values"><thead><tr><th scope="col">${escapeHtml(periodHead)}</th><th scope="col">${escapeHtml(M.value[language])}</th></tr></thead><tbody>${rows
        .map((row) => `<tr><th scope="row">${label(row)}</th><td>${valueHtml(row.value, unit, language)}</td></tr>`)
        .join("")}</tbody></table>`
  const facts = [
    definition(M.status, statusHtml(first.status, language), language),
    first.rule === document.rule ? "" : definition(M.law, english(first.rule, language), language),
    first.note === undefined ? "" : definition(M.note, english(first.note, language), language),
    sameSources(first.sources, document.sources)
      ? ""
      : definition(M.sources, sourceList(first.sources, language), language)
  ].join("")
  return `<div class="rule-group">${values}<dl class="rule-facts">${facts}</dl></div>`
}

const englishDataNote = (language: Language) =>
  language === "en" ? "" : `<p class="rule-english-note">${escapeHtml(M.englishData[language])}</p>`

const topicOf = (id: string) => id.slice(0, id.indexOf("."))
const topicTitle = (topic: string, language: Language) => topicName(topic)?.[language] ?? topic

const latest = (document: RuleDocument) => document.values.at(-1)

/** GET /<language>/rules: every parameter by topic, with its unit, latest value and status. */
export const rulesIndexPage = (language: Language) => {
  const documents = [...RULE_PARAMETERS].map(([id, parameter]) => ruleDocument(id, parameter))
  const topics = [...new Set(documents.map((document) => topicOf(document.id)))]
  const item = (document: RuleDocument) => {
    const value = latest(document)
    const period = value === undefined ? undefined : yearsOf(value)
    const meta = [
      definition(M.unit, escapeHtml(UNIT_NAMES[document.unit as Unit][language]), language),
      value === undefined || period === undefined
        ? ""
        : `<div><dt>${escapeHtml(M.latestValue[language])} (${escapeHtml(periodLabel(period.from, period.to, language))})</dt><dd>${valueHtml(value.value, document.unit as Unit, language, true)}</dd></div>`,
      value === undefined ? "" : definition(M.status, statusHtml(value.status, language), language)
    ].join("")
    return `<li><a href="${rulePagePath(language, document.id)}"${language === "en" ? "" : ` lang="en"`}>${escapeHtml(document.description)}</a> <code class="rule-id">${escapeHtml(document.id)}</code><dl class="rule-meta">${meta}</dl></li>`
  }
  const sections = topics
    .map(
      (topic) =>
        `<section aria-labelledby="topic-${topic}"><h2 id="topic-${topic}">${escapeHtml(topicTitle(topic, language))}</h2><ul class="rule-list">${documents
          .filter((document) => topicOf(document.id) === topic)
          .map(item)
          .join("")}</ul></section>`
    )
    .join("")
  const legend = (["official", "derived", "unconfirmed"] as const)
    .map(
      (status) =>
        `<div><dt>${statusHtml(status, language)}</dt><dd>${escapeHtml(STATUS_MEANINGS[status][language])}</dd></div>`
    )
    .join("")
  const body = `<p class="lead">${escapeHtml(M.indexIntro[language])}</p>${englishDataNote(language)}
<p>${escapeHtml(M.apiNote[language])}</p>
<section aria-labelledby="status-legend"><h2 id="status-legend">${escapeHtml(M.statusLegendTitle[language])}</h2><dl class="rule-legend">${legend}</dl></section>
<nav aria-label="${escapeHtml(M.topicsNavigation[language])}"><ul class="rule-topics">${topics
    .map((topic) => `<li><a href="#topic-${topic}">${escapeHtml(topicTitle(topic, language))}</a></li>`)
    .join("")}</ul></nav>
${sections}`
  return layout(M.indexTitle[language], body, {
    language,
    current: rulesIndexPath(language),
    alternates: alternates(rulesIndexPath)
  })
}

/** GET /<language>/rules/<id>: the values by tax year or period, the law, the sources, the status and notes; undefined
 * for an id the registry does not hold. */
export const rulePage = (id: string, language: Language): string | undefined => {
  const parameter = RULE_PARAMETERS.get(id)
  if (parameter === undefined) return undefined
  const document = ruleDocument(id, parameter)
  const topic = topicOf(id)
  const value = latest(document)
  const facts = [
    definition(M.id, `<code>${escapeHtml(id)}</code>`, language),
    definition(
      M.topic,
      `<a href="${rulesIndexPath(language)}#topic-${topic}">${escapeHtml(topicTitle(topic, language))}</a>`,
      language
    ),
    definition(M.unit, escapeHtml(UNIT_NAMES[document.unit as Unit][language]), language),
    definition(M.law, english(document.rule, language), language),
    value === undefined ? "" : definition(M.status, statusHtml(value.status, language), language)
  ].join("")
  const groups = groupsOf(document)
    .map((group) => groupHtml(document, group, language))
    .join("")
  const body = `<p class="rule-back"><a href="${rulesIndexPath(language)}">${escapeHtml(M.allRules[language])}</a></p>
${language === "en" ? "" : `<p class="lead" lang="en">${escapeHtml(document.description)}</p>`}${englishDataNote(language)}
<dl class="rule-facts">${facts}</dl>
<section aria-labelledby="rule-values"><h2 id="rule-values">${escapeHtml((document.valuesBy === "year" ? M.valuesByYear : M.valuesByPeriod)[language])}</h2>${groups}</section>
<section aria-labelledby="rule-sources"><h2 id="rule-sources">${escapeHtml(M.sources[language])}</h2><p>${escapeHtml(M.sourcesIntro[language])}</p>${sourceList(document.sources, language)}</section>
<p>${escapeHtml(M.sameData[language])} <code>GET /rules/${escapeHtml(id)}</code></p>`
  const title = language === "en" ? document.description : `${M.ruleTitle[language]} ${id}`
  return layout(title, body, {
    language,
    current: rulesIndexPath(language),
    alternates: alternates((other) => rulePagePath(other, id))
  })
}
