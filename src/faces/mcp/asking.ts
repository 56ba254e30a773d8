import type { CataloguedTool } from "../../core/catalogue.ts"
import { isRecord, type JsonObject } from "../../core/json-schema.ts"
import type { Language } from "../../core/language.ts"
import { annualSalary, isSalaryPeriod, SALARY_PERIODS, type SalaryPeriod } from "../../core/salary-period.ts"
import type { AskedFact } from "../../core/tool.ts"

/**
 * Missing facts asked of the person (SPEC: employment type, monthly or annual salary, dependants, approved-scheme
 * status, a deposit's unit ... are asked, never inferred). A client that can ask gets, for each fact its tool's
 * listing `asks` names, an elicitation with a plain question and the field's schema when the call was refused
 * for that field, or (kind "omitted") when the call ran on the default the tool states for it. The answers are
 * merged into the arguments and the call runs again. Nothing is inferred: a value is the person's answer, checked
 * by the tool's full schema like any argument; a declined question leaves the call as any other client sees it.
 */

/** The keys of the answers in an elicitation's form: the field's value, or an annual amount's parts. */
const ANSWER = "value"
const AMOUNT = "amount"
const PERIOD = "period"

/** Above every bound of an amount the tools accept (and far below where x13 overflows). */
const MAX_CONVERTED = 1e15

/** The annual amount's form in each language (core/salary-period.ts holds the conversion). */
const AMOUNT_FORM: Readonly<
  Record<Language, { amount: string; period: string; periods: Readonly<Record<SalaryPeriod, string>> }>
> = {
  en: {
    amount: "The amount in euros, before tax and contributions",
    period: "How often this amount is paid",
    periods: {
      annual: "per year",
      "12": "per month, paid 12 times a year",
      "13": "per month, paid 13 times a year (a 13th salary)"
    }
  },
  el: {
    amount: "Το ποσό σε ευρώ, πριν από φόρους και εισφορές",
    period: "Πόσο συχνά καταβάλλεται το ποσό",
    periods: {
      annual: "ετησίως",
      "12": "μηνιαίως, 12 φορές τον χρόνο",
      "13": "μηνιαίως, 13 φορές τον χρόνο (13ος μισθός)"
    }
  }
}

/** At most this many characters of an error result are read to find its field errors. */
const MAX_ERROR_TEXT = 64 * 1024

export interface Question {
  readonly field: string
  readonly message: string
  /** The form-mode elicitation schema: primitive properties only (the field's own schema, or amount and period). */
  readonly requestedSchema: JsonObject
}

type Result = { readonly isError?: boolean | undefined; readonly content?: ReadonlyArray<unknown> | undefined }

/**
 * A property schema an elicitation form can carry (string, enum, number, integer, boolean), without caps text; the
 * field's (English) description only for an English question.
 */
const formField = (schema: unknown, language: Language): JsonObject | undefined => {
  if (!isRecord(schema)) return undefined
  const type = schema.type
  if (type !== "string" && type !== "number" && type !== "integer" && type !== "boolean") return undefined
  const kept = ["type", "enum", "minimum", "maximum", ...(language === "en" ? ["description"] : [])]
  return Object.fromEntries(Object.entries(schema).filter(([key]) => kept.includes(key)))
}

/** The form of a question: the field's value, or an annual amount as an amount and its period. */
const formOf = (kind: AskedFact["kind"], schema: JsonObject, language: Language): JsonObject => {
  const texts = AMOUNT_FORM[language]
  const properties =
    kind === "annual-amount"
      ? {
          [AMOUNT]: {
            type: "number",
            description: texts.amount,
            minimum: 0,
            ...(typeof schema.maximum === "number" && { maximum: schema.maximum })
          },
          [PERIOD]: {
            type: "string",
            description: texts.period,
            oneOf: SALARY_PERIODS.map((period) => ({ const: period, title: texts.periods[period] }))
          }
        }
      : { [ANSWER]: schema }
  return { type: "object", properties, required: Object.keys(properties) }
}

/** The fields an error result (the JSON of a REST error body in its text) names in fieldErrors. */
const fieldsInError = (result: Result) => {
  if (result.isError !== true) return []
  const text = (result.content?.[0] as { text?: unknown } | undefined)?.text
  if (typeof text !== "string" || text.length > MAX_ERROR_TEXT) return []
  try {
    const body = JSON.parse(text) as { code?: unknown; fieldErrors?: unknown }
    return body.code === "invalid_input" && isRecord(body.fieldErrors) ? Object.keys(body.fieldErrors) : []
  } catch {
    return []
  }
}

/** The yes/no confirmations a successful result raises (the tool's listing `confirms`); none for a refusal. */
const confirmationsOf = (tool: CataloguedTool | undefined, args: Readonly<Record<string, unknown>>, result: Result) => {
  const confirms = tool?.definition.listing.confirms
  const answer = (result as { readonly structuredContent?: unknown }).structuredContent
  return confirms === undefined || result.isError === true || !isRecord(answer) ? [] : confirms(args, answer)
}

const YES_OR_NO = { type: "object", properties: { [ANSWER]: { type: "boolean" } }, required: [ANSWER] }

/**
 * The questions for a call's result, all at once: the asked fields its refusal names; when it ran, the "omitted"
 * facts it ran without and the confirmations its answer raises. One asked before (in `asked`, whatever the answer)
 * is not asked again.
 */
export const questionsFor = (
  tool: CataloguedTool | undefined,
  args: Readonly<Record<string, unknown>> | undefined,
  result: Result,
  asked: ReadonlyArray<string>,
  language: Language = "en"
): ReadonlyArray<Question> => {
  // A call that has asked this much asks no more (a portfolio of many unconfirmed pairs): never a loop of rounds.
  if (tool === undefined || asked.length >= MAX_ASKED_KEYS) return []
  const properties = isRecord(tool.inputJsonSchema.properties) ? tool.inputJsonSchema.properties : {}
  const refused = new Set(fieldsInError(result))
  const questions: Array<Question> = []
  for (const [field, fact] of Object.entries(tool.definition.listing.asks ?? {})) {
    const due = fact.kind === "omitted" ? result.isError !== true && args?.[field] === undefined : refused.has(field)
    const schema = formField(properties[field], language)
    if (!due || schema === undefined || asked.includes(field)) continue
    questions.push({ field, message: fact.question[language], requestedSchema: formOf(fact.kind, schema, language) })
  }
  for (const confirmation of confirmationsOf(tool, args ?? {}, result))
    if (!asked.includes(confirmation.key))
      questions.push({ field: confirmation.key, message: confirmation.question[language], requestedSchema: YES_OR_NO })
  return questions
}

/**
 * The arguments with every confirmation the person said yes to written in, read from the result they were asked
 * about (the same arguments give the same questions under the same keys); undefined when there is none.
 */
export const confirmedArguments = (
  tool: CataloguedTool | undefined,
  args: Readonly<Record<string, unknown>> | undefined,
  result: Result,
  yes: ReadonlyArray<string>
): Record<string, unknown> | undefined => {
  if (yes.length === 0 || args === undefined) return undefined
  const confirmed = confirmationsOf(tool, args, result).filter((confirmation) => yes.includes(confirmation.key))
  return confirmed.length === 0
    ? undefined
    : confirmed.reduce((current, confirmation) => confirmation.confirmed(current), args)
}

/** One accepted answer as the field's value; undefined when it says nothing usable (the field stays unanswered). */
const answerValue = (kind: AskedFact["kind"], content: JsonObject): unknown => {
  if (kind !== "annual-amount") return content[ANSWER]
  const amount = content[AMOUNT]
  const period = content[PERIOD]
  if (!isSalaryPeriod(period)) return undefined
  // An amount that is no number, or beyond any a tool accepts, is passed on as it is, for the tool's schema to refuse.
  return typeof amount === "number" && Math.abs(amount) <= MAX_CONVERTED ? annualSalary(amount, period) : amount
}

/** The answers a retried call carries, as arguments: each accepted elicitation's value under its field. */
export const answeredArguments = (
  inputResponses: Readonly<Record<string, unknown>> | undefined,
  asks: Readonly<Record<string, AskedFact>> | undefined
): JsonObject => {
  if (inputResponses === undefined || asks === undefined) return {}
  const answers: JsonObject = {}
  for (const [field, fact] of Object.entries(asks)) {
    const response = inputResponses[field] as { action?: unknown; content?: unknown } | undefined
    if (response?.action !== "accept" || !isRecord(response.content)) continue
    const value = answerValue(fact.kind, response.content)
    if (value !== undefined) answers[field] = value
  }
  return answers
}

/**
 * What the rounds of one call have established: the answers (as arguments), the questions asked whatever their
 * answer, and the confirmations said yes to. A 2026 client carries it between rounds in `requestState`, signed
 * (adapter.ts), since a retry brings only the latest round's responses; the 2025 SDK shim hands it back itself.
 */
export interface AskedSoFar {
  readonly answers: JsonObject
  readonly asked: ReadonlyArray<string>
  readonly yes: ReadonlyArray<string>
}

export const NOTHING_ASKED: AskedSoFar = { answers: {}, asked: [], yes: [] }

/** At most this many questions are remembered for one call (the tools ask a handful), each key this long. */
const MAX_ASKED_KEYS = 64
const MAX_KEY_LENGTH = 200

const keysOf = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === "string") : []

const boundedKeys = (keys: Iterable<string>) =>
  [...new Set(keys)].filter((key) => key.length <= MAX_KEY_LENGTH).slice(0, MAX_ASKED_KEYS)

/** The earlier rounds' state (as the signed requestState decoded, or nothing) with this round's responses added. */
export const askedSoFar = (
  tool: CataloguedTool | undefined,
  state: unknown,
  inputResponses: Readonly<Record<string, unknown>> | undefined
): AskedSoFar => {
  const asks = tool?.definition.listing.asks
  const prior = isRecord(state) ? state : {}
  const priorAnswers = isRecord(prior.answers) ? prior.answers : {}
  const responses = inputResponses ?? {}
  const said = (key: string) => {
    const response = responses[key] as { action?: unknown; content?: unknown } | undefined
    return response?.action === "accept" && isRecord(response.content) && response.content[ANSWER] === true
  }
  return {
    answers: {
      ...Object.fromEntries(
        Object.keys(asks ?? {}).flatMap((f) => (Object.hasOwn(priorAnswers, f) ? [[f, priorAnswers[f]]] : []))
      ),
      ...answeredArguments(responses, asks)
    },
    asked: boundedKeys([...keysOf(prior.asked), ...Object.keys(responses)]),
    yes: boundedKeys([...keysOf(prior.yes), ...Object.keys(responses).filter(said)])
  }
}
