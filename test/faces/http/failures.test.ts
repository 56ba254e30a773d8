import { Cause } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { describeDefect, describeFailure, type ResponseMeta } from "../../../src/calls/error-response.ts"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import {
  answerOf,
  CalculationNotFound,
  CalculationTooCostly,
  failures,
  IdempotencyInProgress,
  IdempotencyKeyReused,
  IdempotentReplay,
  InternalError,
  InvalidInput,
  MethodNotAllowed,
  Overloaded,
  PayloadTooLarge,
  RateLimited,
  RouteNotFound,
  RuleNotFound,
  StorageRejectedInput,
  StorageUnavailable,
  TooManyHeavyCalls,
  ToolGone,
  ToolNotFound,
  toolOperationFailures,
  Unauthorized,
  UpgradeRequired,
  type Failure
} from "../../../src/core/errors.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// One list of failures (src/core/errors.ts): the runtime answer of each and the OpenAPI document both derive from it.

const catalogue = makeCatalogue(TOOLS, {})
const meta: ResponseMeta = {
  requestId: "req-1",
  guestId: null,
  baseUrl: "http://api.example",
  siteUrl: "https://site.example",
  nowMillis: Date.parse("2026-01-01")
}

/** One instance of every failure class (the mapped type makes a new class without a sample a type error). */
const samples: { readonly [Tag in keyof typeof failures]: ReadonlyArray<InstanceType<(typeof failures)[Tag]>> } = {
  InvalidInput: [new InvalidInput({ message: "Bad.", fieldErrors: { a: ["b"] }, hint: "Fix a." })],
  Unauthorized: [
    new Unauthorized({ message: "No key." }),
    new Unauthorized({ message: "Expired.", bearerError: "invalid_token" }),
    new Unauthorized({ message: "No scope.", bearerError: "insufficient_scope", scope: "write" })
  ],
  ToolNotFound: [new ToolNotFound({ tool: "nope" })],
  CalculationNotFound: [new CalculationNotFound({ calculationId: "c1" })],
  IdempotencyInProgress: [new IdempotencyInProgress({ tool: "save_calculation" })],
  ToolGone: [new ToolGone({ tool: "calculate_cyprus_income_tax" })],
  PayloadTooLarge: [new PayloadTooLarge({ limitBytes: 1024 })],
  CalculationTooCostly: [new CalculationTooCostly({ tool: "simulate_mortgage", deadlineMs: 2000, reason: "deadline" })],
  IdempotencyKeyReused: [new IdempotencyKeyReused({ tool: "save_calculation", firstTool: "update_calculation" })],
  UpgradeRequired: [new UpgradeRequired({ clientVersion: "0.9.0", tool: null })],
  RateLimited: [new RateLimited({ scope: "key", window: "minute", limit: 60, retryAfterSeconds: 12 })],
  TooManyHeavyCalls: [new TooManyHeavyCalls({ tool: "simulate_mortgage", limit: 4 })],
  Overloaded: [new Overloaded({ tool: "simulate_mortgage", retryAfterSeconds: 3 })],
  IdempotentReplay: [new IdempotentReplay({ status: 200, body: '{"a":1}' })],
  StorageRejectedInput: [new StorageRejectedInput({ sqlState: "22021" })],
  StorageUnavailable: [new StorageUnavailable({ store: "database" })],
  InternalError: [new InternalError()],
  RouteNotFound: [new RouteNotFound({ method: "GET", path: "/nowhere" })],
  MethodNotAllowed: [new MethodNotAllowed({ method: "GET", path: "/mcp", allowed: ["POST"] })],
  RuleNotFound: [new RuleNotFound({ rule: "income-tax.nope" }), new RuleNotFound({ rule: null })]
}

const answered = (failure: Failure) => {
  switch (failure._tag) {
    case "StorageRejectedInput":
    case "StorageUnavailable":
    case "InternalError":
      return describeDefect(Cause.die(failure), meta)
    default:
      return describeFailure(failure, meta, catalogue)
  }
}

const everySample = Object.values(samples)
  .flat()
  .filter((failure): failure is Exclude<Failure, IdempotentReplay> => failure._tag !== "IdempotentReplay")

describe("each failure answers with its class's status, code and headers", () => {
  it.each(everySample.map((failure) => [failure._tag, failure] as const))("%s", (_tag, failure) => {
    const answer = answerOf(failure)
    const response = answered(failure)
    expect(response.status).toBe(answer.status)
    expect(response.body.code).toBe(answer.code)
    expect(Object.keys(response.headers).sort()).toEqual([...answer.headers].sort())
  })

  it("an unknown defect is an internal_error; a refused value wins over an outage in the same cause", () => {
    expect(describeDefect(Cause.die(new Error("boom")), meta).status).toBe(InternalError.answers[0].status)
    const both = Cause.combine(
      Cause.die(new StorageUnavailable({ store: "database" })),
      Cause.die(new StorageRejectedInput({ sqlState: "22P05" }))
    )
    expect(describeDefect(both, meta).body.code).toBe("invalid_input")
  })
})

describe("the OpenAPI document lists every answer of every failure a tool call can end with", () => {
  let server: RunningServer
  let document: {
    paths: Record<
      string,
      Record<
        string,
        { responses: Record<string, { description: string; headers?: Record<string, { required?: boolean }> }> }
      >
    >
  }
  beforeAll(async () => {
    server = await startServer(TOOLS)
    document = await (await fetch(`${server.url}/poliergaleio-openapi.json`)).json()
  }, 60_000)
  afterAll(async () => server?.close())

  const toolOperations = () =>
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/tools/"))
      .map(([path, item]) => [path, item.post!] as const)

  it("every tool operation lists 429 and 500, and every response X-Request-Id", () => {
    expect(toolOperations()).toHaveLength(TOOLS.length)
    for (const [path, operation] of toolOperations()) {
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(["429", "500"]))
      for (const [status, response] of Object.entries(operation.responses))
        expect(response.headers?.["X-Request-Id"]?.required, `${path} ${status}`).toBe(true)
    }
  })

  it("the runtime status of each failure class is a documented status of every tool operation, with its description and headers", () => {
    const headerNames: Record<string, string> = {
      "retry-after": "Retry-After",
      "www-authenticate": "WWW-Authenticate",
      allow: "Allow",
      deprecation: "Deprecation",
      sunset: "Sunset",
      link: "Link",
      "x-migration-guide": "X-Migration-Guide"
    }
    const documented = new Set(toolOperationFailures)
    for (const failure of everySample.filter((sample) => documented.has(failures[sample._tag]))) {
      const status = String(answered(failure).status)
      for (const [path, operation] of toolOperations()) {
        const response = operation.responses[status]
        expect(response, `${path} ${failure._tag}`).toBeDefined()
        expect(response!.description).toContain(answerOf(failure).description)
        for (const header of answerOf(failure).headers)
          expect(response!.headers?.[headerNames[header]!], `${path} ${status} ${header}`).toBeDefined()
      }
    }
  })

  it("Retry-After is documented on 409, 429 and 503", () => {
    for (const [path, operation] of toolOperations()) {
      for (const status of ["409", "429", "503"])
        expect(operation.responses[status]!.headers?.["Retry-After"]?.required, `${path} ${status}`).toBe(true)
    }
  })

  it("the discovery GETs document their real answers, not an empty schema", () => {
    for (const path of [
      "/tools",
      "/schemas",
      "/schemas/{name}",
      "/version",
      "/policy",
      "/migrations/latest",
      "/whoami"
    ]) {
      const ok = document.paths[path]!.get!.responses["200"] as unknown as {
        content: { "application/json": { schema: { $ref?: string } } }
      }
      expect(ok.content["application/json"].schema.$ref, path).toMatch(/^#\/components\/schemas\//)
    }
  })
})
