import type { AssumptionTexts } from "./assumptions.ts"
import type { Language } from "./language.ts"
import { Effect, type Schema } from "effect"
import {
  summaryOf,
  type CallEnvironment,
  type ComputeTool,
  type SaveEffect,
  type ToolDefinition,
  type ToolListing,
  type ToolProblem,
  type WithAssumptions,
  type FieldMessageEl
} from "./tool.ts"

/**
 * What a key-only tool knows of its call, typed: the pipeline runs a key-only tool only after the
 * caller's key was checked (401 otherwise), and always with its compute (src/calls/pipeline.ts computeTool).
 */
export interface KeyEnvironment {
  /** The id of the account of the key that calls: the tool reads and writes only its saves. */
  readonly account: string
  /** YYYY-MM-DD (UTC) of the call, from the Effect Clock. */
  readonly today: string
  /** Public base address of the API, for links in messages. */
  readonly baseUrl: string
  /** Computes another tool of the catalogue exactly as a call of it would (CallEnvironment.compute). */
  readonly compute: ComputeTool
}

interface KeyToolSpec<I, O extends WithAssumptions, R> {
  readonly name: string
  readonly title: string
  readonly description: string
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly input: Schema.Codec<I, any>
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is whatever JSON the schema encodes to
  readonly output: Schema.Codec<O, any>
  /** What it does to the saves; the tools that change them take an Idempotency-Key and need the write scope. */
  readonly effect: SaveEffect
  readonly listing: ToolListing
  /** The work, on the caller's account. */
  readonly run: (input: I, environment: KeyEnvironment) => Effect.Effect<O, ToolProblem, R>
  /** The text of the result, line by line, in the language asked, without the assumptions (as a calculator's). */
  readonly describe: (output: O, language: Language) => ReadonlyArray<string>
  /** The sentence of each of its assumption ids, in English and Greek (as a calculator's). */
  readonly assumptionTexts: AssumptionTexts
  /** See ToolDefinition.fieldMessagesEl. */
  readonly fieldMessagesEl?: ReadonlyArray<FieldMessageEl>
}

/**
 * The KeyEnvironment of a call, or why there is none. Never the case through the pipeline (it checks
 * the key of a key-only tool first and gives every run its compute); a tool run by hand without them
 * gets a defect, not a call on nobody's account.
 */
const keyEnvironmentOf = (environment: CallEnvironment): KeyEnvironment | string => {
  const { caller, compute } = environment
  if (caller.kind !== "key") return "a key-only tool ran without a key: the pipeline checks the key first"
  if (compute === undefined) return "a key-only tool ran without the pipeline's compute"
  return { account: caller.key.accountId, today: environment.today, baseUrl: environment.baseUrl, compute }
}

/**
 * A tool only the holder of an API key may call (topic "saved"): the same definition as a calculator's
 * (describe, and the summary built by summaryOf), run on a KeyEnvironment.
 */
export const defineKeyTool = <I, O extends WithAssumptions, R>(
  spec: KeyToolSpec<I, O, R>
): ToolDefinition<I, O, R> => ({
  name: spec.name,
  title: spec.title,
  description: spec.description,
  access: "key",
  topic: "saved",
  toolset: "saved",
  listing: spec.listing,
  effect: spec.effect,
  readOnly: spec.effect === "reads",
  input: spec.input,
  output: spec.output,
  run: (input, environment) => {
    const key = keyEnvironmentOf(environment)
    return typeof key === "string" ? Effect.die(new Error(`${spec.name}: ${key}`)) : spec.run(input, key)
  },
  summarize: summaryOf(spec.describe, spec.assumptionTexts),
  ...(spec.fieldMessagesEl ? { fieldMessagesEl: spec.fieldMessagesEl } : {})
})
