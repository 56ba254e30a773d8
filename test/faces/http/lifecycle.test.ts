import { assert, describe, it } from "@effect/vitest"
import { Ajv2020 } from "ajv/dist/2020.js"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { TestClock } from "effect/testing"
import type { ServiceConfig } from "../../../src/services/config.ts"
import { Catalogue, makeCatalogue } from "../../../src/core/catalogue.ts"
import { lifecycleErrorJsonSchema } from "../../../src/core/lifecycle-error.ts"
import { makeAppLayer } from "../../../src/faces/http/app.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { anonymousOnlyServices } from "../../support/memory-services.ts"
import { UNLIMITED } from "../../support/server.ts"

// The lifecycle driven by the Clock, through the whole HTTP app (REST and MCP) in the test fiber.
const config: ServiceConfig = {
  port: 0,
  host: "127.0.0.1",
  baseUrl: "https://api.example",
  siteUrl: "https://site.example",
  maxBodyBytes: 65536,
  requestLog: "off",
  database: { kind: "embedded", dataDir: "" },
  redisUrl: undefined,
  redisKeyPrefix: "unused:",
  trustProxy: 0,
  limits: UNLIMITED
}
const SUNSET = Date.parse("2026-12-01T00:00:00Z")
const DAY = 24 * 60 * 60 * 1000
const catalogue = makeCatalogue([echoTool("stable_tool"), echoTool("old_tool"), echoTool("beta_tool")], {
  old_tool: { status: "deprecated", deprecatedAt: "2026-09-01", sunset: "2026-12-01", replacement: "stable_tool" },
  beta_tool: { status: "beta" },
  retired_tool: { status: "removed", sunset: "2025-06-30", replacement: null }
})
const validateLifecycleBody = new Ajv2020({ strict: false, validateFormats: false }).compile(
  lifecycleErrorJsonSchema(config.baseUrl)
)

const send = (
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, any>,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
) =>
  app.pipe(
    Effect.provideService(
      HttpServerRequest.HttpServerRequest,
      HttpServerRequest.fromWeb(
        new Request(`http://local${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) })
        })
      )
    ),
    Effect.flatMap((response) =>
      Effect.promise(async () => {
        const web = HttpServerResponse.toWeb(response)
        const text = await web.text()
        return { status: web.status, headers: web.headers, json: text ? JSON.parse(text) : undefined }
      })
    )
  )
const mcp = (method: string, params: unknown) => ({ jsonrpc: "2.0", id: 1, method, params })
// The services are built once and given to the app's build and to every request, as src/server.ts gives
// them to the server: the REST route reads the pipeline's services from the request's context.
const withApp = <A, E>(
  f: (app: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, any>) => Effect.Effect<A, E, any>
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const services = yield* Layer.build(Layer.merge(anonymousOnlyServices, Layer.succeed(Catalogue, catalogue)))
      const app = yield* Effect.provideContext(HttpRouter.toHttpEffect(makeAppLayer(config, catalogue)), services)
      return yield* f(Effect.provideContext(app, services))
    })
  )

describe("tool lifecycle over the Clock (TestClock)", () => {
  it.effect("the day before the sunset: the deprecated tool works and announces its sunset on REST and MCP", () =>
    withApp((app) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(SUNSET - DAY)
        const r = yield* send(app, "/tools/old_tool", { amount: 2 })
        assert.strictEqual(r.status, 200)
        assert.strictEqual(r.headers.get("deprecation"), `@${Date.parse("2026-09-01T00:00:00Z") / 1000}`)
        assert.strictEqual(r.headers.get("sunset"), "Tue, 01 Dec 2026 00:00:00 GMT")
        assert.include(r.headers.get("link"), 'rel="deprecation"')
        assert.strictEqual(r.headers.get("x-migration-guide"), "https://site.example/migrations/v5-0-0")
        assert.match(
          r.json.notice,
          /deprecated since 2026-09-01 and will be removed on 2026-12-01\. Use stable_tool instead/
        )
        const list = yield* send(app, "/mcp", mcp("tools/list", {}))
        assert.include(
          list.json.result.tools.map((t: { name: string }) => t.name),
          "old_tool"
        )
        const call = yield* send(app, "/mcp", mcp("tools/call", { name: "old_tool", arguments: { amount: 2 } }))
        assert.deepStrictEqual(call.json.result.structuredContent, r.json.structuredContent)
        assert.match(call.json.result._meta["poliergaleio/notice"], /will be removed on 2026-12-01/)
        const tools = yield* send(app, "/tools")
        assert.deepStrictEqual(
          tools.json.tools.map((t: { name: string; status: string }) => [t.name, t.status]),
          [
            ["stable_tool", "stable"],
            ["old_tool", "deprecated"],
            ["beta_tool", "beta"]
          ]
        )
      })
    )
  )

  for (const [label, at] of [
    ["the instant of the sunset", SUNSET],
    ["the day after", SUNSET + DAY]
  ] as const) {
    it.effect(`${label}: 410 tool_gone with the lifecycle body and headers on REST, gone from MCP`, () =>
      withApp((app) =>
        Effect.gen(function* () {
          yield* TestClock.setTime(at)
          const r = yield* send(app, "/tools/old_tool", { amount: 2 }, { "x-guest-id": "g-1", "x-request-id": "r-410" })
          assert.strictEqual(r.status, 410)
          assert.isTrue(validateLifecycleBody(r.json), JSON.stringify(validateLifecycleBody.errors))
          assert.deepInclude(r.json, {
            code: "tool_gone",
            tool: "old_tool",
            status: "removed",
            replacement: "stable_tool",
            sunset: "2026-12-01",
            requestId: "r-410",
            guestId: "g-1"
          })
          assert.deepStrictEqual(r.json.availableTools, ["stable_tool", "beta_tool"])
          assert.deepStrictEqual(r.json.migrationSections, {
            whatChanged: "https://site.example/migrations/v5-0-0#what-changed",
            toolChanges: "https://site.example/migrations/v5-0-0#tool-changes",
            updateSteps: "https://site.example/migrations/v5-0-0#update-steps"
          })
          assert.strictEqual(r.headers.get("deprecation"), "true")
          assert.strictEqual(r.headers.get("sunset"), "Tue, 01 Dec 2026 00:00:00 GMT")
          assert.strictEqual(r.headers.get("x-migration-guide"), "https://site.example/migrations/v5-0-0")
          assert.include(r.headers.get("link"), 'rel="successor-version"')
          const list = yield* send(app, "/mcp", mcp("tools/list", {}))
          assert.notInclude(
            list.json.result.tools.map((t: { name: string }) => t.name),
            "old_tool"
          )
          const call = yield* send(app, "/mcp", mcp("tools/call", { name: "old_tool", arguments: { amount: 2 } }))
          assert.isTrue(call.json.result.isError)
          const body = JSON.parse(call.json.result.content[0].text)
          assert.isTrue(validateLifecycleBody(body))
          assert.strictEqual(body.code, "tool_gone")
        })
      )
    )
  }

  it.effect("a tool removed without a definition still answers 410 (not 404), and 426 bodies validate too", () =>
    withApp((app) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(SUNSET)
        const gone = yield* send(app, "/tools/retired_tool", { amount: 1 })
        assert.strictEqual(gone.status, 410)
        assert.isTrue(validateLifecycleBody(gone.json))
        assert.strictEqual(gone.json.replacement, null)
        for (const path of ["/tools/stable_tool", "/mcp"]) {
          const old = yield* send(app, path, path === "/mcp" ? mcp("tools/list", {}) : { amount: 1 }, {
            "x-client-version": "0.4.2"
          })
          assert.strictEqual(old.status, 426)
          assert.isTrue(validateLifecycleBody(old.json), JSON.stringify(validateLifecycleBody.errors))
          assert.strictEqual(old.json.tool, path === "/mcp" ? null : "stable_tool")
        }
        const malformed = yield* send(app, "/tools/stable_tool", { amount: 1 }, { "x-client-version": "five" })
        assert.strictEqual(malformed.status, 400)
        assert.match(malformed.json.fieldErrors["headers.x-client-version"][0], /x\.y\.z/)
      })
    )
  )

  it("refuses an inconsistent lifecycle table at start", () => {
    assert.throws(
      () => makeCatalogue([echoTool("a")], { a: { status: "deprecated", sunset: "2027-01-01", replacement: "nope" } }),
      /deprecatedAt and sunset[\s\S]*replacement nope/
    )
    assert.throws(
      () =>
        makeCatalogue([echoTool("a")], {
          ghost: { status: "deprecated", deprecatedAt: "2026-01-01", sunset: "2027-01-01" }
        }),
      /not in the catalogue/
    )
  })
})
