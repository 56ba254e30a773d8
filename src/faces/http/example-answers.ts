import { Context, Effect, Exit, Layer, type Schema } from "effect"
import { computeTool } from "../../calls/pipeline.ts"
import { Catalogue, type CatalogueService, type CataloguedTool } from "../../core/catalogue.ts"
import { successBody } from "../../core/result.ts"
import type { Caller, CallEnvironment } from "../../core/tool.ts"
import { CalculationId } from "../../domain/saved-calculations/schemas.ts"
import { savedCalculationsMemoryLayer } from "../../services/saved/saved-calculations.ts"

// The 200 example of each tool in the OpenAPI document (and so in /docs): the answer its request
// example gives, computed by the pipeline's own compute step (computeTool), never written by hand.
// Computed once, when the document is first generated (on the first request for it or for /docs): about
// 200 ms of one thread and 330 KB more of document (docs/benchmarks.md), which an instance nobody reads
// the docs of should not pay at start. Never per request. baseUrl is left empty: only refusals link to it.

/** An OpenAPI Example Object: what the example is, and the value when there is one. */
interface ExampleAnswer {
  readonly summary: string
  readonly description: string
  readonly value?: unknown
}

/** The tool whose example makes the saves the other key-only tools' examples refer to. */
const SAVE_TOOL = "save_calculation"
const EXAMPLE_NAME = "examples[0]"

const firstExample = (tool: CataloguedTool): Record<string, unknown> | undefined => {
  const example = (tool.inputJsonSchema.examples as ReadonlyArray<unknown> | undefined)?.[0]
  return example !== null && typeof example === "object" && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : undefined
}

/** The input fields that hold the id of a saved calculation (calculationId, leftCalculationId, ...). */
const savedIdFields = (tool: CataloguedTool): ReadonlyArray<string> => {
  const input: Schema.Top = tool.definition.input
  return "fields" in input
    ? Object.entries(input.fields as Record<string, unknown>)
        .filter(([, field]) => field === CalculationId)
        .map(([name]) => name)
    : []
}

/** computeTool, in this thread (no worker pool in `services`): what the worker pool would run too. */
const run = (
  tool: CataloguedTool,
  payload: unknown,
  environment: CallEnvironment,
  services: Context.Context<Catalogue>
) => Effect.runSyncExit(computeTool(tool, payload, environment).pipe(Effect.provideContext(services)))

const bodyOf = (
  catalogue: CatalogueService,
  tool: CataloguedTool,
  answer: { readonly structuredContent: unknown; readonly text: string },
  nowMillis: number
) =>
  successBody({
    tool,
    lifecycle: catalogue.lifecycleAt(tool.definition.name, nowMillis) ?? { status: "stable" },
    ...answer
  })

const anonymousAnswer = (
  catalogue: CatalogueService,
  tool: CataloguedTool,
  today: string,
  nowMillis: number
): ExampleAnswer => {
  const { name } = tool.definition
  const caller: Caller = { kind: "anonymous", clientIp: "0.0.0.0", guestId: null }
  const exit = run(tool, firstExample(tool), { caller, today, baseUrl: "" }, Context.make(Catalogue, catalogue))
  return Exit.isSuccess(exit)
    ? {
        summary: `The answer to ${EXAMPLE_NAME}`,
        description: `What POST /tools/${name} answers to the request example (${EXAMPLE_NAME} of /schemas/${name}), computed by the service with the code every call runs, on ${today}.`,
        value: bodyOf(catalogue, tool, exit.value, nowMillis)
      }
    : {
        summary: `${EXAMPLE_NAME} could not be computed`,
        description: `The request example of ${name} was refused; this is a defect of the service.`
      }
}

/**
 * The key-only tools need an account, and most need the id of a save: nothing is run on anyone's
 * account. Their examples run on a throwaway store and account instead: save_calculation's example
 * makes one save per placeholder id the examples use, and every id the store gave is shown as that
 * placeholder, so the answers read as the examples' own ids would. Read-only tools run first, so that
 * update and delete come after the reads.
 */
const keyAnswers = (
  catalogue: CatalogueService,
  tools: ReadonlyArray<CataloguedTool>,
  today: string,
  nowMillis: number
): ReadonlyMap<string, ExampleAnswer> => {
  const answers = new Map<string, ExampleAnswer>()
  const save = catalogue.find(SAVE_TOOL)
  const services = Context.add(
    Effect.runSync(Effect.scoped(Layer.build(savedCalculationsMemoryLayer))),
    Catalogue,
    catalogue
  )
  const caller: Caller = {
    kind: "key",
    key: { id: "example-key", accountId: "example-account", scopes: ["read", "write"] }
  }
  const environment: CallEnvironment = { caller, today, baseUrl: "" }
  const placeholders = [
    ...new Set(
      tools.flatMap((tool) =>
        savedIdFields(tool)
          .map((field) => firstExample(tool)?.[field])
          .filter((id) => typeof id === "string")
      )
    )
  ]
  const storeIds = new Map<string, string>()
  const shown = (value: unknown) => {
    let text = JSON.stringify(value)
    for (const [placeholder, id] of storeIds) text = text.replaceAll(id, placeholder)
    return JSON.parse(text) as unknown
  }
  const saveAnswers = (save === undefined ? [] : placeholders).map((placeholder) => {
    const exit = run(save!, firstExample(save!), environment, services)
    if (Exit.isSuccess(exit)) storeIds.set(placeholder, (exit.value.structuredContent as { id: string }).id)
    return exit
  })
  const ordered = [...tools].sort((a, b) => Number(b.definition.readOnly) - Number(a.definition.readOnly))
  for (const tool of ordered) {
    const { name } = tool.definition
    const idFields = savedIdFields(tool)
    const payload = Object.fromEntries(
      Object.entries(firstExample(tool) ?? {}).map(([field, value]) => [
        field,
        idFields.includes(field) && typeof value === "string" ? (storeIds.get(value) ?? value) : value
      ])
    )
    const exit =
      name === SAVE_TOOL
        ? (saveAnswers[0] ?? run(tool, payload, environment, services))
        : run(tool, payload, environment, services)
    const needs = idFields.length > 0 ? `needs an id from ${SAVE_TOOL}` : "needs an API key"
    const why =
      idFields.length > 0
        ? `A call needs an API key and, in ${idFields.join(" and ")}, the id of one of your own saves (from ${SAVE_TOOL} or list_saved_calculations): the id in ${EXAMPLE_NAME} is a placeholder, and sent as it is it answers 404.`
        : `A call needs an API key (x-api-key) and answers for the key's own account.`
    answers.set(
      name,
      Exit.isSuccess(exit)
        ? {
            summary: `Illustrative: ${needs}`,
            description: `${why} Illustrative answer, not from any account: computed by the tool itself on ${today} in a throwaway store${placeholders.length > 0 ? ` holding saves of ${SAVE_TOOL}'s ${EXAMPLE_NAME} under the ids of the examples` : ""}.`,
            value: shown(bodyOf(catalogue, tool, exit.value, nowMillis))
          }
        : { summary: `No example answer: ${needs}`, description: why }
    )
  }
  return answers
}

/** Every tool's example answer, by name: the anonymous tools' are real answers, the key-only tools' illustrative. */
export const computeExampleAnswers = (
  catalogue: CatalogueService,
  nowMillis: number
): ReadonlyMap<string, ExampleAnswer> => {
  const today = new Date(nowMillis).toISOString().slice(0, 10)
  const anonymous = catalogue.tools.filter((tool) => tool.definition.access === "anonymous")
  const answers = new Map<string, ExampleAnswer>(
    anonymous.map((tool) => [tool.definition.name, anonymousAnswer(catalogue, tool, today, nowMillis)])
  )
  for (const [name, answer] of keyAnswers(
    catalogue,
    catalogue.tools.filter((tool) => tool.definition.access === "key"),
    today,
    nowMillis
  ))
    answers.set(name, answer)
  return answers
}

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI operation object as generated, walked without a full OpenAPI type
type Operation = Record<string, any>

const withExample = (media: unknown, example: ExampleAnswer) => ({
  ...(media as object),
  examples: { [EXAMPLE_NAME]: example }
})

/**
 * The OpenAPI document with each tool's 200 response example, and, for a tool whose example holds a
 * placeholder id, a request example that says so. For OpenApi.annotations({ transform }) on the HttpApi.
 */
export const addExampleAnswers =
  (catalogue: CatalogueService, answers: () => ReadonlyMap<string, ExampleAnswer>) =>
  (spec: Operation): Operation => {
    const byName = answers()
    const paths = Object.fromEntries(
      Object.entries(spec.paths as Record<string, Operation>).map(([path, item]) => {
        const tool = path.startsWith("/tools/") ? catalogue.find(path.slice("/tools/".length)) : undefined
        const answer = tool && byName.get(tool.definition.name)
        if (tool === undefined || answer === undefined || item.post === undefined) return [path, item]
        const { post } = item
        const success = post.responses?.["200"]
        const json = success?.content?.["application/json"]
        const idFields = savedIdFields(tool)
        const request = post.requestBody?.content?.["application/json"]
        return [
          path,
          {
            ...item,
            post: {
              ...post,
              ...(idFields.length > 0 && request !== undefined
                ? {
                    requestBody: {
                      ...post.requestBody,
                      content: {
                        ...post.requestBody.content,
                        "application/json": withExample(request, {
                          summary: `Needs an id from ${SAVE_TOOL}`,
                          description: `Replace ${idFields.join(" and ")} with the id of one of your saves (from ${SAVE_TOOL} or list_saved_calculations): this placeholder answers 404.`,
                          value: firstExample(tool)
                        })
                      }
                    }
                  }
                : {}),
              ...(json === undefined
                ? {}
                : {
                    responses: {
                      ...post.responses,
                      "200": {
                        ...success,
                        content: { ...success.content, "application/json": withExample(json, answer) }
                      }
                    }
                  })
            }
          }
        ]
      })
    )
    return { ...spec, paths }
  }
