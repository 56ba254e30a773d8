// The cost of the answer itself, in-process and without HTTP: what a REST call of a tool must do
// whatever serves it (decode and validate the input, calculate, encode the output, render the text,
// serialize the body), timed per call. bench/load.ts sets it against the time per request that its
// ratio target leaves above bare node:http, so that a target no HTTP layer can reach is shown as such.
import { Context, Effect } from "effect"
import { Catalogue, makeCatalogue } from "../src/core/catalogue.ts"
import { computeTool, type CallServices } from "../src/calls/pipeline.ts"
import { successBody } from "../src/core/result.ts"
import { TOOLS } from "../src/tools/catalogue.ts"

export interface AnswerCost {
  /** Decode, calculate, encode, text and JSON.stringify of the response body, µs per call. */
  readonly answerMicros: number
  /** JSON.stringify of the response body alone, µs per call. */
  readonly serializeMicros: number
}

const microsPerCall = (calls: number, once: () => void) => {
  for (let i = 0; i < Math.min(calls, 2_000); i++) once()
  const started = performance.now()
  for (let i = 0; i < calls; i++) once()
  return ((performance.now() - started) * 1000) / calls
}

export const measureAnswerCost = (toolName: string, input: unknown, calls = 20_000): AnswerCost => {
  const catalogue = makeCatalogue(TOOLS)
  const tool = catalogue.find(toolName)
  if (tool === undefined) throw new Error(`no tool ${toolName}`)
  // A calculator needs none of the storage services; the catalogue is all computeTool reads.
  const services = Context.make(Catalogue, catalogue) as unknown as Context.Context<CallServices>
  const environment = { caller: { kind: "anonymous", clientIp: "127.0.0.1", guestId: null }, today: "2026-11-23", baseUrl: "http://127.0.0.1" } as const
  const answer = () => {
    const { structuredContent, text } = Effect.runSync(computeTool(tool, input, environment).pipe(Effect.provideContext(services)))
    const lifecycle = catalogue.lifecycleAt(toolName, Date.now())!
    return JSON.stringify(successBody({ tool, lifecycle, structuredContent, text }))
  }
  const body = JSON.parse(answer()) as unknown
  return {
    answerMicros: microsPerCall(calls, answer),
    serializeMicros: microsPerCall(calls, () => JSON.stringify(body))
  }
}
