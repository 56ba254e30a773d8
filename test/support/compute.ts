import { Cause, Effect, Exit, Option } from "effect"
import { computeTool } from "../../src/calls/pipeline.ts"
import type { CallFailure } from "../../src/core/errors.ts"
import type { CallEnvironment } from "../../src/core/tool.ts"
import { toolCatalogue } from "../../src/tools/catalogue.ts"

/**
 * Tool tests go through the pipeline's own computeTool (decode -> check -> calculate -> encode ->
 * text), in the calling thread, exactly as a call does after its quota: no test re-implements that glue.
 */
const catalogue = toolCatalogue()

/**
 * The environment of a test call: an anonymous caller on a fixed day (calculators never read the clock,
 * only the date given here). `tool.run(input, TEST_ENVIRONMENT)` for a test that calls a run directly.
 */
export const TEST_ENVIRONMENT: CallEnvironment = {
  caller: { kind: "anonymous", clientIp: "127.0.0.1", guestId: null },
  today: "2026-11-24",
  baseUrl: "http://localhost"
}

/** A tool of the catalogue as published (its input and output JSON Schemas), by name. */
export const toolByName = (name: string) => {
  const tool = catalogue.find(name)
  if (tool === undefined) throw new Error(`no tool ${name} in the catalogue`)
  return tool
}

const exitOf = (name: string, payload: unknown, environment: Partial<CallEnvironment>) => {
  const tool = catalogue.find(name)
  if (tool === undefined) throw new Error(`no tool ${name} in the catalogue`)
  return Effect.runSyncExit(
    computeTool(tool, payload, { ...TEST_ENVIRONMENT, ...environment }) as Effect.Effect<
      { structuredContent: unknown; text: string },
      CallFailure
    >
  )
}

/** The tool's answer (structuredContent as sent, and the content text); throws with the failure when the call fails. */
export const computeAnswer = <O = any>(
  name: string,
  payload: unknown,
  environment: Partial<CallEnvironment> = {}
): { output: O; text: string } => {
  const exit = exitOf(name, payload, environment)
  if (Exit.isSuccess(exit)) return { output: exit.value.structuredContent as O, text: exit.value.text }
  throw new Error(`${name} failed: ${Cause.pretty(exit.cause)}`)
}

/** The structuredContent of a successful call. */
export const computeOutput = <O = any>(name: string, payload: unknown, environment: Partial<CallEnvironment> = {}): O =>
  computeAnswer<O>(name, payload, environment).output

/** The typed failure of a call that must fail (a 400 InvalidInput carries fieldErrors and hint); throws if it succeeds.
 * */
export const computeFailure = (
  name: string,
  payload: unknown,
  environment: Partial<CallEnvironment> = {}
): CallFailure => {
  const exit = exitOf(name, payload, environment)
  if (Exit.isSuccess(exit)) throw new Error(`${name} succeeded where a failure was expected`)
  const failure = Cause.findErrorOption(exit.cause)
  if (Option.isNone(failure)) throw new Error(`${name} died: ${Cause.pretty(exit.cause)}`)
  return failure.value
}

/** The fieldErrors of a 400 (empty when the call succeeds), for tests of cross-field checks. */
export const computeFieldErrors = (
  name: string,
  payload: unknown,
  environment: Partial<CallEnvironment> = {}
): Readonly<Record<string, ReadonlyArray<string>>> => {
  const exit = exitOf(name, payload, environment)
  if (Exit.isSuccess(exit)) return {}
  const failure = Cause.findErrorOption(exit.cause)
  if (Option.isSome(failure) && failure.value._tag === "InvalidInput") return failure.value.fieldErrors
  throw new Error(`${name} failed otherwise than with invalid input: ${Cause.pretty(exit.cause)}`)
}
