import { execFile } from "node:child_process"
import { createServer, type Server } from "node:http"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer } from "../../support/server.ts"

// OpenTelemetry traces (docs/operations.md "Observability"): the server exports over OTLP/HTTP to a
// receiver started here, as it would to a collector; the spans are read from what it received.

interface OtlpValue {
  readonly stringValue?: string
  readonly intValue?: number | string
  readonly boolValue?: boolean
}
interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly kind: number
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: OtlpValue }>
}
interface OtlpExport {
  readonly resourceSpans: ReadonlyArray<{
    readonly resource: { readonly attributes: OtlpSpan["attributes"] }
    readonly scopeSpans: ReadonlyArray<{ readonly spans: ReadonlyArray<OtlpSpan> }>
  }>
}

const attribute = (attributes: OtlpSpan["attributes"], key: string) => {
  const value = attributes.find((one) => one.key === key)?.value
  return value === undefined
    ? undefined
    : (value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue)))
}

/** An OTLP/HTTP receiver: keeps every export POSTed to /v1/traces. */
const startReceiver = async () => {
  const exports: Array<OtlpExport> = []
  const paths: Array<string> = []
  const server: Server = createServer((request, response) => {
    let body = ""
    request
      .setEncoding("utf8")
      .on("data", (chunk: string) => {
        body += chunk
      })
      .on("end", () => {
        paths.push(request.url ?? "")
        if (request.headers["content-type"]?.startsWith("application/json"))
          exports.push(JSON.parse(body) as OtlpExport)
        response.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    paths,
    spans: () =>
      exports.flatMap((one) =>
        one.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans))
      ),
    resources: () => exports.flatMap((one) => one.resourceSpans.map((resource) => resource.resource.attributes)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

const INCOME = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const SERVER_KIND = 2
const QUERY_SECRET = "a-value-that-must-not-leave"

describe("with an OTLP endpoint", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const restId = `trace-rest-${Date.now()}`
  const mcpId = `trace-mcp-${Date.now()}`
  const queryId = `trace-query-${Date.now()}`
  beforeAll(async () => {
    receiver = await startReceiver()
    const server = await startServer(
      TOOLS,
      {},
      { tracing: { url: `${receiver.url}/v1/traces`, serviceName: "poliergaleio-test" } }
    )
    try {
      expect(
        (await postJson(`${server.url}/tools/calculate_cyprus_income_tax`, INCOME, { "x-request-id": restId })).status
      ).toBe(200)
      const mcp = await connectMcp(server.url, { "x-request-id": mcpId })
      await mcp.callTool({ name: "calculate_cyprus_income_tax", arguments: INCOME })
      await mcp.close()
      for (const path of ["/healthz", "/readyz"]) expect((await fetch(`${server.url}${path}`)).status).toBe(200)
      expect(
        (await fetch(`${server.url}/tools?probe=${QUERY_SECRET}`, { headers: { "x-request-id": queryId } })).status
      ).toBe(200)
    } finally {
      // Closing the server sends the spans still batched.
      await server.close()
    }
  }, 60_000)
  afterAll(async () => receiver?.close())

  it("a REST call has its request span (method, route, status, X-Request-Id) and, inside it, its tool span", () => {
    expect(receiver.paths.every((path) => path === "/v1/traces")).toBe(true)
    const spans = receiver.spans()
    const request = spans.find(
      (span) => span.kind === SERVER_KIND && attribute(span.attributes, "request.id") === restId
    )
    expect(request, JSON.stringify(spans.map((span) => span.name))).toBeDefined()
    expect(attribute(request!.attributes, "http.request.method")).toBe("POST")
    expect(attribute(request!.attributes, "http.route")).toBe("/tools/calculate_cyprus_income_tax")
    expect(attribute(request!.attributes, "http.response.status_code")).toBe(200)
    expect(attribute(request!.attributes, "tool.name")).toBe("calculate_cyprus_income_tax")
    const tool = spans.find(
      (span) => span.parentSpanId === request!.spanId && span.name === "tool calculate_cyprus_income_tax"
    )
    expect(tool).toBeDefined()
    expect(tool!.traceId).toBe(request!.traceId)
    expect(attribute(tool!.attributes, "tool.name")).toBe("calculate_cyprus_income_tax")
    expect(attribute(tool!.attributes, "request.id")).toBe(restId)
  })

  it("an MCP call's tool span carries the request's id too", () => {
    const spans = receiver.spans()
    const request = spans.find(
      (span) =>
        span.kind === SERVER_KIND &&
        attribute(span.attributes, "request.id") === mcpId &&
        attribute(span.attributes, "tool.name") !== undefined
    )
    expect(request).toBeDefined()
    expect(attribute(request!.attributes, "http.route")).toBe("/mcp")
    expect(
      spans.some(
        (span) => span.name === "tool calculate_cyprus_income_tax" && attribute(span.attributes, "request.id") === mcpId
      )
    ).toBe(true)
  })

  it("a query's values are redacted in the request span, its names kept", () => {
    const spans = receiver.spans()
    const request = spans.find((span) => attribute(span.attributes, "request.id") === queryId)
    expect(request).toBeDefined()
    expect(attribute(request!.attributes, "url.query")).toMatch(/^probe=/)
    expect(JSON.stringify(spans)).not.toContain(QUERY_SECRET)
  })

  it("probes make no span; the resource names the service", () => {
    const spans = receiver.spans()
    expect(
      spans.filter((span) => ["/healthz", "/readyz"].includes(String(attribute(span.attributes, "url.path"))))
    ).toEqual([])
    expect(spans.filter((span) => span.kind === SERVER_KIND).length).toBeGreaterThanOrEqual(2)
    expect(receiver.resources().every((resource) => attribute(resource, "service.name") === "poliergaleio-test")).toBe(
      true
    )
  })
})

/**
 * A fresh Node process starts a server and serves a call, then reports which modules of OpenTelemetry
 * and prom-client it resolved: none without OTEL_* and METRICS_TOKEN; with them, both (which shows the
 * hook sees such loads).
 */
const CHILD = `
import { registerHooks } from "node:module"
const loaded = new Set()
registerHooks({ resolve(specifier, context, next) {
  const result = next(specifier, context)
  const found = /node_modules\\/(@opentelemetry|@effect\\/opentelemetry|prom-client)\\//.exec(result.url)
  if (found) loaded.add(found[1])
  return result
} })
const { startServer } = await import(process.env.SERVER_MODULE)
const { TOOLS } = await import(process.env.CATALOGUE_MODULE)
const observed = process.argv[1] === "on"
const server = await startServer(TOOLS, {}, observed ? { metricsToken: "a-token-of-16-chars-or-more", tracing: { url: "http://127.0.0.1:9/v1/traces", serviceName: "x" } } : {})
const answer = await fetch(server.url + "/tools/calculate_cyprus_income_tax", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(${JSON.stringify(INCOME)}) })
await fetch(server.url + "/metrics")
await server.close()
process.stdout.write(JSON.stringify({ status: answer.status, loaded: [...loaded].sort() }))
`

const runChild = (mode: "on" | "off") =>
  new Promise<{ status: number; loaded: Array<string> }>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", CHILD, mode],
      {
        env: {
          PATH: process.env.PATH ?? "",
          SERVER_MODULE: fileURLToPath(new URL("../../support/server.ts", import.meta.url)),
          CATALOGUE_MODULE: fileURLToPath(new URL("../../../src/tools/catalogue.ts", import.meta.url))
        },
        timeout: 90_000
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${error.message}\n${stderr}`))
          : resolve(JSON.parse(stdout.slice(stdout.lastIndexOf('{"status"'))))
    )
  })

describe("off by default", () => {
  it("without OTEL_* and METRICS_TOKEN, no module of OpenTelemetry or prom-client is loaded; with them, they are", async () => {
    const off = await runChild("off")
    expect(off).toEqual({ status: 200, loaded: [] })
    const on = await runChild("on")
    expect(on).toEqual({ status: 200, loaded: ["@effect/opentelemetry", "@opentelemetry", "prom-client"] })
  }, 180_000)
})
