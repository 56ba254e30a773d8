import { Effect, type Schema } from "effect"
import {
  type AssumptionDetail,
  type AssumptionTexts,
  renderAssumption,
  renderAssumptions,
  type Assumption
} from "./assumptions.ts"
import type { Language } from "./language.ts"
import { type ComputeFailure, InvalidInput } from "./errors.ts"

/** The key a caller presented (an API key, or the key an OAuth access token stands for). */
export interface KeyHolder {
  readonly id: string
  readonly accountId: string
  readonly scopes: ReadonlyArray<string>
}

/** Who is calling: an anonymous caller, or the holder of a valid key (SPEC "Authentication"). */
export type Caller =
  | { readonly kind: "anonymous"; readonly clientIp: string; readonly guestId: string | null }
  | { readonly kind: "key"; readonly key: KeyHolder }

/** What the pipeline gives a tool besides its input: who calls, and today's date from the Clock. */
export interface CallEnvironment {
  readonly caller: Caller
  /** YYYY-MM-DD (UTC) of the call, from the Effect Clock (TestClock in tests). Only tools whose SPEC row allows a
   * "today" default may use it, and must disclose it. */
  readonly today: string
  /** Public base address of the API, for links in messages. */
  readonly baseUrl: string
  /**
   * Computes another tool of the catalogue, by name, on a payload exactly as a call of it would (decode,
   * run, encode; heavy ones in the worker pool): its structuredContent and text. How save_calculation and
   * update_calculation validate and compute the inputs they store. Given by the pipeline.
   */
  readonly compute?: ComputeTool | undefined
  /** Told how far a long calculation has come (MCP progress notifications); absent when nobody listens. */
  readonly reportProgress?: ProgressReporter | undefined
  /** The language of the content text (Accept-Language, or MCP's language hint); English when absent. */
  readonly language?: Language | undefined
}

/** See CallEnvironment.compute. */
export type ComputeTool = (
  tool: string,
  payload: unknown
) => Effect.Effect<{ readonly structuredContent: unknown; readonly text: string }, ComputeFailure>

/**
 * `done` of `total` steps of a long calculation are finished. A calculator calls it at most a few dozen
 * times a call (every few percent), never per step: it may cross a thread or a socket.
 */
export type ProgressReporter = (done: number, total: number) => void

/** Who may call a tool: anyone, or only a caller with an API key (SPEC "Authentication"). */
export type ToolAccess = "anonymous" | "key"

/** The group a tool is shown in on the front page (its titles and intros: src/faces/web/site/topics.ts). */
export type ToolTopic = "tax" | "pensions" | "home" | "money" | "saved"

/**
 * The toolsets of the MCP listing (docs/mcp.md "Toolsets"): an assistant that needs one subject loads only
 * its tools, by URL (/mcp/x/tax,mortgages) or by header (X-MCP-Toolsets). "saved" is the key-only tools'.
 */
export const TOOLSETS = ["tax", "social-insurance", "mortgages", "household", "portfolio", "saved"] as const
export type Toolset = (typeof TOOLSETS)[number]

/**
 * What tools/list shows the model for a tool: the full description and every field's description stay at
 * /schemas/<tool> and in the resource poliergaleio://tools/<tool>; the listing keeps what a model needs to choose
 * the tool and fill it (docs/mcp.md "Listing").
 */
export interface ToolListing {
  /** What the tool answers, what it needs, what it never infers: one to three sentences. */
  readonly summary: string
  /**
   * Briefs of the input fields whose name, type and choices do not say enough, by path: `salaryIncome`,
   * `lumpSumPayments[].amount` (`[]` for the items of a list). A field left out is listed without a description.
   */
  readonly fields: Readonly<Record<string, string>>
  /**
   * The facts SPEC says must be asked of the person, never inferred, by top-level field. A call refused for one
   * gets, from a client that can ask (MCP elicitation), its question with the field's schema, and completes with
   * the answer (src/faces/mcp/asking.ts); other clients get the 400.
   */
  readonly asks?: Readonly<Record<string, AskedFact>>
  /**
   * Yes/no questions a successful answer raises about the input (SPEC: both legs of an internal transfer are
   * confirmed first), read from the call's arguments and its structuredContent as JSON: asked by a client that can
   * ask, and a "yes" sends the arguments again as `confirmed` writes them.
   */
  readonly confirms?: (
    args: Readonly<Record<string, unknown>>,
    answer: Readonly<Record<string, unknown>>
  ) => ReadonlyArray<Confirmation>
}

/** One yes/no question about a call's input, under a key that stays the same while the input does. */
export interface Confirmation {
  readonly key: string
  readonly question: Readonly<Record<Language, string>>
  /** The arguments as they are when the person says yes. */
  readonly confirmed: (args: Readonly<Record<string, unknown>>) => Record<string, unknown>
}

/** A fact asked of the person: the plain question in each language ("?" in English, ";" in Greek). */
export interface AskedFact {
  readonly question: Readonly<Record<Language, string>>
  /**
   * Omitted: the field's value, asked when the call is refused for it.
   * "omitted": the tool answers without the field on a default it states (SPEC: the pension's zero dependants);
   * a client that can ask is asked after that answer, and a declined question leaves the stated default.
   * "annual-amount": an annual EUR amount, asked with its period (a year's, or a month's paid 12 or 13 times)
   * and sent as the year's (core/salary-period.ts): whether a salary is monthly or annual is never guessed.
   */
  readonly kind?: "omitted" | "annual-amount"
}

/** What a key-only tool does to the saves: nothing (reads), adds one, replaces one's content, deletes one. */
export type SaveEffect = "reads" | "adds" | "replaces" | "deletes"

/** A calculator's topic: "saved" is the key-only tools' (defineKeyTool sets it). */
type CalculatorTopic = Exclude<ToolTopic, "saved">

/**
 * What a tool's run may fail with: an InputProblem (turned into a 400 naming the tool), a saved
 * calculation that is not the caller's (404), or the worker pool's refusals, passed on as they are by
 * the tools that compute another one (save_calculation).
 */
export type ToolProblem = InputProblem | ComputeFailure

/**
 * One tool as every face sees it: REST, MCP, /schemas, OpenAPI and the front page are derived from it.
 * Written with defineCalculator (anonymous, pure) or defineKeyTool (src/core/key-tool.ts: key-only), never by
 * hand outside tests. What a tool's run returns: its output value; the pipeline renders content from it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the defaults stand for a tool of any input and output (see AnyToolDefinition)
export interface ToolDefinition<I = any, O = any, R = never> {
  /** Exact SPEC name, e.g. calculate_cyprus_income_tax. */
  readonly name: string
  readonly title: string
  /** What the tool does, what it requires and what it never infers; shown to people and to assistants. */
  readonly description: string
  readonly access: ToolAccess
  /** The front page's group of the tool. */
  readonly topic: ToolTopic
  /** The MCP toolset the tool is listed in. */
  readonly toolset: Toolset
  /** The tool as tools/list shows it to the model. */
  readonly listing: ToolListing
  /** Decodes the JSON request body. Carries field descriptions and `examples` (examples[0] ready to send). */
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly input: Schema.Codec<I, any>
  /** Encodes the result; its JSON Schema is the MCP outputSchema. Must include `assumptions`. */
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly output: Schema.Codec<O, any>
  /**
   * Given by the pipeline (computeTool) on every call: calculators read only its date (never the clock) and
   * progress reporter; key-only tools the caller's account and the compute of another tool.
   */
  readonly run: (input: I, environment: CallEnvironment) => Effect.Effect<O, ToolProblem, R>
  /** Short text rendering of the result for the MCP/REST `content`, in a language, ending with the assumptions used. */
  readonly summarize: (output: O, language?: Language) => string
  /** The Greek of the field messages the tool writes itself (its checks), by their English start. */
  readonly fieldMessagesEl?: ReadonlyArray<FieldMessageEl>
  /** What the tool does to stored data ("reads" for every calculator); readOnly is effect === "reads". */
  readonly effect: SaveEffect
  /** MCP tool annotations: read-only calculators are idempotent and non-destructive. */
  readonly readOnly: boolean
  /**
   * true for a calculator whose cost grows with its input (pasted texts, simulations, replays,
   * searches): the pipeline runs it in the worker pool, off the event loop and under a deadline
   * (src/services/workers). The others answer in well under a millisecond whatever their bounded input.
   */
  readonly heavy?: boolean
}

/**
 * A tool of any input, output and requirements, as the catalogue and the faces hold them side by side.
 * `any`, not `unknown`: a definition's run and describe take its own input type, which `unknown` would not accept.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyToolDefinition = ToolDefinition<any, any, any>

/**
 * Input that decoded but cannot be calculated (a rule across fields, a statement that does not add
 * up): the calculator returns it instead of a result, and the caller gets a 400 with these field
 * errors and this hint.
 */
export class InputProblem {
  readonly _tag = "InputProblem"
  readonly fieldErrors: InvalidInput["fieldErrors"]
  readonly hint: string
  constructor(fieldErrors: InvalidInput["fieldErrors"], hint: string) {
    this.fieldErrors = fieldErrors
    this.hint = hint
  }
}

/**
 * The Greek of one kind of field message a tool writes (a check of its own, not the schema's generic ones, which
 * calls/greek-errors.ts translates): the messages that start with `startsWith`, rewritten by `el` (which may read the
 * figures out of the English message with plain string operations).
 */
export interface FieldMessageEl {
  readonly startsWith: string
  /** also this text inside it, for a message that starts with the field's own name (`${key} applies only ...`) */
  readonly contains?: string
  readonly el: (message: string) => string
}

/** For a tool's fieldMessagesEl: the text between two markers of an English message (empty when the first is
 * missing; up to its end when the second is). */
export const textBetween = (message: string, from: string, to: string) => {
  const start = message.indexOf(from)
  if (start === -1) return ""
  const end = message.indexOf(to, start + from.length)
  return message.slice(start + from.length, end === -1 ? undefined : end)
}

/** For a tool's fieldMessagesEl: the field an English message starts with (`quantity does not apply ...` -> quantity). */
export const leadingField = (message: string) => message.slice(0, message.indexOf(" "))

const matches = (message: string, translation: FieldMessageEl) =>
  message.startsWith(translation.startsWith) &&
  (translation.contains === undefined || message.includes(translation.contains))

/** The fieldErrors of a refusal in Greek where the tool gave its Greek; other messages as they were. */
export const fieldErrorsInGreek = (
  fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>,
  translations: ReadonlyArray<FieldMessageEl>
): Record<string, ReadonlyArray<string>> => {
  const out: Record<string, ReadonlyArray<string>> = Object.create(null)
  for (const [field, messages] of Object.entries(fieldErrors))
    out[field] = messages.map((message) => translations.find((t) => matches(message, t))?.el(message) ?? message)
  return out
}

/** A calculator's result: it always says which assumptions it used (SPEC "Results" 3). */
export interface WithAssumptions {
  readonly assumptions: ReadonlyArray<string> | ReadonlyArray<Assumption>
  /**
   * The same assumptions as data, one per entry of `assumptions` (core/assumptions.ts AssumptionDetail). Every tool of
   * the catalogue gives it (test/core/assumption-details.test.ts, test/faces/mcp/listing.test.ts); optional here only
   * for the test fixtures' tools.
   */
  readonly assumptionDetails?: ReadonlyArray<AssumptionDetail>
}

/** What the calculation may know of the call: only the date (for the tools whose SPEC row allows a "today" default). */
export interface CalculationContext {
  readonly today: string
  /** See CallEnvironment.reportProgress: a calculator whose time grows with its input reports here. */
  readonly reportProgress?: ProgressReporter | undefined
}

interface CalculatorSpec<I, O extends WithAssumptions> {
  readonly name: string
  /** The front page's group of the calculator. */
  readonly topic: CalculatorTopic
  /** See ToolDefinition.toolset ("saved" is the key-only tools'). */
  readonly toolset: Exclude<Toolset, "saved">
  readonly listing: ToolListing
  readonly title: string
  readonly description: string
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly input: Schema.Codec<I, any>
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly output: Schema.Codec<O, any>
  /** Optional cross-field checks the input Schema cannot express; null when the input can be calculated. */
  readonly check?: (input: I) => InputProblem | null
  /** The pure calculation (no clock, network or storage): a result, or the reason the input cannot be calculated. */
  readonly calculate: (input: I, context: CalculationContext) => O | InputProblem
  /** The text of the result, line by line, in the language asked (the figures the same in both), without the
   * assumptions: the `Assumptions:` line is appended the same way for every tool. */
  readonly describe: (output: O, language: Language) => ReadonlyArray<string>
  /** The sentence of each of its assumption ids, in English and Greek (its `assumptionDetails`). */
  readonly assumptionTexts: AssumptionTexts
  /** See ToolDefinition.heavy. */
  readonly heavy?: boolean
  /** See ToolDefinition.fieldMessagesEl. */
  readonly fieldMessagesEl?: ReadonlyArray<FieldMessageEl>
}

/** The failure a tool answers when its input cannot be calculated as given (400 invalid_input). */
export const inputProblemFailure = (tool: string, problem: InputProblem) =>
  new InvalidInput({
    message: `The input to ${tool} cannot be calculated as given.`,
    fieldErrors: problem.fieldErrors,
    hint: problem.hint
  })

/**
 * The content text of every tool: its description lines, then one `Assumptions:` line ("none." when the
 * result assumed nothing).
 */
export const summaryOf =
  <O extends WithAssumptions>(
    describe: (output: O, language: Language) => ReadonlyArray<string>,
    texts: AssumptionTexts
  ) =>
  (output: O, language: Language = "en"): string =>
    [...describe(output, language), assumptionsLine(output, language, texts)].join("\n")

/**
 * The content's last line: the assumptions used, in the language asked (Greek from their data and the tool's catalogue
 * of their sentences), else as `assumptions` gives them.
 */
const assumptionsLine = (output: WithAssumptions, language: Language, texts: AssumptionTexts) => {
  const details = output.assumptionDetails
  if (language === "el" && details !== undefined && details.length === output.assumptions.length)
    return `Παραδοχές: ${details.length === 0 ? "καμία." : details.map((d) => renderAssumption(d, texts, "el")).join(" ")}`
  return `Assumptions: ${output.assumptions.length === 0 ? "none." : renderAssumptions(output.assumptions)}`
}

/**
 * An anonymous, read-only calculator: builds its `run` (check, then calculate, on the date the
 * environment gives) and its `summarize` (summaryOf), so that no tool writes that glue again.
 */
export const defineCalculator = <I, O extends WithAssumptions>(spec: CalculatorSpec<I, O>): ToolDefinition<I, O> => ({
  name: spec.name,
  title: spec.title,
  description: spec.description,
  access: "anonymous",
  topic: spec.topic,
  toolset: spec.toolset,
  listing: spec.listing,
  effect: "reads",
  readOnly: true,
  ...(spec.heavy ? { heavy: true } : {}),
  ...(spec.fieldMessagesEl ? { fieldMessagesEl: spec.fieldMessagesEl } : {}),
  input: spec.input,
  output: spec.output,
  run: (input, environment) => {
    const problem = spec.check?.(input) ?? null
    if (problem !== null) return Effect.fail(inputProblemFailure(spec.name, problem))
    const result = spec.calculate(input, { today: environment.today, reportProgress: environment.reportProgress })
    return result instanceof InputProblem ? Effect.fail(inputProblemFailure(spec.name, result)) : Effect.succeed(result)
  },
  summarize: summaryOf(spec.describe, spec.assumptionTexts)
})
