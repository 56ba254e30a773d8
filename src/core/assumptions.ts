import { Schema } from "effect"
import { formatCents, formatDecimals, greekNumber } from "./format.ts"
import type { Language, Text } from "./language.ts"
import { cents } from "./money.ts"

/**
 * A machine-readable assumption: what was assumed, the value used, and why. Used by the tools that
 * model the future, where assumptions matter as much as results; the tools published before them list
 * assumptions as sentences (their wire form is part of the published interface, README "Assumptions").
 */
export const Assumption = Schema.Struct({
  what: Schema.String.annotate({ description: 'What was assumed, e.g. "annual investment return".' }),
  value: Schema.Union([Schema.String, Schema.Finite, Schema.Boolean, Schema.Null]).annotate({
    description: "The value used (a number in the unit the text states), or null for an exclusion."
  }),
  why: Schema.String.annotate({ description: "Why: the default's reason or source, or which input was omitted." })
})
export type Assumption = typeof Assumption.Type

/** The text form of structured assumptions. */
const assumptionText = (assumptions: ReadonlyArray<Assumption>) =>
  assumptions.map((a) => `${a.what}: ${a.value === null ? "excluded" : String(a.value)} (${a.why})`).join("; ")

/** The one text rendering of a result's assumptions, for every tool's content (sentences are joined by a space). */
export const renderAssumptions = (assumptions: ReadonlyArray<string> | ReadonlyArray<Assumption>): string =>
  assumptions.every((a): a is string => typeof a === "string")
    ? (assumptions as ReadonlyArray<string>).join(" ")
    : assumptionText(assumptions as ReadonlyArray<Assumption>)

/**
 * Why an assumption was made (AssumptionDetail.reason), a closed set a client can group by:
 * - omitted: an optional input was not sent; `value` is what was used instead.
 * - model: a modelling convention or estimate of the service, not the law (a return, a table, a rounding).
 * - rule: how the law is read or applied, including a reading that is disputed or not confirmed.
 * - excluded: something is left out of the calculation (`value` null).
 * - limit: an input was bounded to what the law or the model counts.
 * - input: how an input was read (a unit, a shape, a period).
 */
export const ASSUMPTION_REASONS = ["omitted", "model", "rule", "excluded", "limit", "input"] as const
export type AssumptionReason = (typeof ASSUMPTION_REASONS)[number]

/** A value a text puts in its place: numbers are written in the text's language. */
export type AssumptionParam = string | number | boolean

/**
 * One assumption as data (the same shape for every tool): a stable id, the input field or rule it concerns, the value
 * used (null for an exclusion) and why. Its sentence comes from the message of its id, in each language
 * (renderAssumption), so a client can translate, compare or tabulate assumptions without parsing sentences.
 */
export const AssumptionDetail = Schema.Struct({
  id: Schema.String.annotate({ description: "Stable id of the assumption, e.g. state-pension.dependants-zero." }),
  field: Schema.NullOr(Schema.String).annotate({ description: "The input field it concerns, or null." }),
  rule: Schema.NullOr(Schema.String).annotate({ description: "The rule it concerns (GET /rules/<id>), or null." }),
  value: Schema.Union([Schema.String, Schema.Finite, Schema.Boolean, Schema.Null]).annotate({
    description: "The value used, or null for an exclusion."
  }),
  reason: Schema.Literals(ASSUMPTION_REASONS).annotate({
    description: "omitted (input not sent), model, rule, excluded, limit or input."
  }),
  params: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Finite, Schema.Boolean]))
  ).annotate({ description: "The other values its sentence states, by name." })
})
export type AssumptionDetail = typeof AssumptionDetail.Type

/** Every assumption of a result as data, in the order of `assumptions`. */
export const AssumptionDetails = Schema.Array(AssumptionDetail).annotate({
  description: "The assumptions as data (id, field, rule, value, reason), one per entry of assumptions, in its order."
})

/**
 * The sentence of each assumption id, in each language. Placeholders: `{value}` (the detail's value) and `{name}` (a
 * param); a number is written in the language by its format: `{x}` plain (no grouping, up to 4 decimals: years,
 * ages, counts, percentages), `{x:amount}` grouped, up to 2 decimals, `{x:money}` grouped, to the cent,
 * `{x:exact}` every digit (a rate or a constant of a table). A boolean is
 * written yes / no in the language; a string as it is.
 */
export type AssumptionTexts = Readonly<Record<string, Text>>

/** A number as a text writes it, without Intl (a formatter call costs ~1 µs, and every answer renders its sentences). */
const writtenNumber = (value: number, format: string | undefined, language: Language) => {
  let english: string
  if (format === "exact") {
    english = String(value)
  } else if (format === "money" || format === "amount") {
    english = formatCents(cents(value))
    if (format === "amount") english = english.replace(/\.?0+$/, "")
  } else {
    english = formatDecimals(value, 4).replace(/\.?0+$/, "")
    if (english === "-0" || english === "") english = "0"
  }
  return language === "el" ? greekNumber(english) : english
}

const written = (value: unknown, format: string | undefined, language: Language) => {
  if (typeof value === "number") return writtenNumber(value, format, language)
  if (typeof value === "boolean") return language === "el" ? (value ? "ναι" : "όχι") : value ? "yes" : "no"
  return value === null || value === undefined ? "" : String(value)
}

/** A template split once into its text and its placeholders. */
type Part = string | { readonly name: string; readonly format: string | undefined }
const compiled = new Map<string, ReadonlyArray<Part>>()
const partsOf = (template: string): ReadonlyArray<Part> => {
  let parts = compiled.get(template)
  if (parts === undefined) {
    const found: Array<Part> = []
    let last = 0
    for (const match of template.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
      found.push(template.slice(last, match.index), { name: match[1]!, format: match[2] })
      last = match.index + match[0].length
    }
    found.push(template.slice(last))
    parts = found
    compiled.set(template, parts)
  }
  return parts
}

/** The sentence of one assumption in a language; the id itself when no text is known (a test keeps that from happening). */
export const renderAssumption = (detail: AssumptionDetail, texts: AssumptionTexts, language: Language): string => {
  const text = texts[detail.id]
  if (text === undefined) return detail.id
  let out = ""
  for (const part of partsOf(text[language])) {
    if (typeof part === "string") out += part
    else if (part.name === "value") out += written(detail.value, part.format, language)
    else {
      const param = detail.params?.[part.name]
      out +=
        param === undefined
          ? `{${part.name}${part.format === undefined ? "" : `:${part.format}`}}`
          : written(param, part.format, language)
    }
  }
  return out
}

/**
 * The assumptions of one result, built in order: `add` one by id (from `texts`); `details` is the data, `sentences` the
 * English sentences of `assumptions` (the form published first, kept beside the data).
 */
export const assumptionList = <Id extends string>(texts: Readonly<Record<Id, Text>>) => {
  const details: Array<AssumptionDetail> = []
  return {
    add: (
      id: Id,
      detail: {
        readonly field?: string | null
        readonly rule?: string | null
        readonly value?: string | number | boolean | null
        readonly reason: AssumptionReason
        readonly params?: Readonly<Record<string, AssumptionParam>>
      }
    ) => {
      details.push({
        id,
        field: detail.field ?? null,
        rule: detail.rule ?? null,
        value: detail.value ?? null,
        reason: detail.reason,
        ...(detail.params === undefined ? {} : { params: detail.params })
      })
    },
    details: (): ReadonlyArray<AssumptionDetail> => details,
    sentences: (): ReadonlyArray<string> => details.map((detail) => renderAssumption(detail, texts, "en"))
  }
}

/**
 * The assumptions of a calculator that publishes them as objects (`Assumption`: what, value, why): each one `assume`d
 * goes into the published list and, with the same value, into its data (`said`), so the two never drift apart.
 */
export const publishedAssumptionList = <Id extends string>(texts: Readonly<Record<Id, Text>>) => {
  const assumptions: Array<Assumption> = []
  const said = assumptionList(texts)
  const assume = (id: Id, a: Assumption, detail: Omit<Parameters<typeof said.add>[1], "value">) => {
    assumptions.push(a)
    said.add(id, { ...detail, value: a.value })
  }
  return { assumptions, said, assume }
}
