import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import type { CatalogueService } from "../../core/catalogue.ts"
import { LifecycleErrorBody } from "../../core/lifecycle-error.ts"
import { toolResultSchema } from "../../core/result.ts"
import { API_VERSION } from "../../core/version.ts"

/** The envelope of every non-lifecycle error body (documented once, used for each status). */
export const ErrorBody = Schema.Struct({
  error: Schema.String,
  code: Schema.String,
  fieldErrors: Schema.optionalKey(Schema.Record(Schema.String, Schema.Array(Schema.String))),
  hint: Schema.optionalKey(Schema.String),
  requestId: Schema.String,
  guestId: Schema.NullOr(Schema.String),
  apiVersion: Schema.String
})

const errorAt = (status: number, description: string) =>
  ErrorBody.annotate({ description }).pipe(HttpApiSchema.status(status))

const toolErrors = [
  errorAt(400, "Validation failed: fieldErrors and one hint."),
  errorAt(401, "API key missing or invalid for a key-only tool."),
  errorAt(404, "Unknown tool."),
  errorAt(413, "Request body too large."),
  errorAt(409, "Write tools: a request with the same Idempotency-Key is still being answered (code idempotency_in_progress; Retry-After)."),
  errorAt(422, "The calculation ran past its deadline or memory cap on this input (code calculation_too_costly), or an Idempotency-Key was reused for another request (code idempotency_key_reused)."),
  errorAt(429, "A quota ran out (code rate_limited; Retry-After; scope key, account, anonymous or ip)."),
  errorAt(503, "Heavy calculations at capacity (code overloaded) or the database unreachable (code service_unavailable); Retry-After."),
  errorAt(403, "An OAuth access token without the scope the tool needs (code insufficient_scope)."),
  errorAt(500, "An unforeseen defect (code internal_error): the same envelope, never a stack trace; report the requestId."),
  LifecycleErrorBody.annotate({ description: "Tool removed after its sunset (code tool_gone)." }).pipe(HttpApiSchema.status(410)),
  LifecycleErrorBody.annotate({ description: "X-Client-Version below the minimum (code upgrade_required)." }).pipe(HttpApiSchema.status(426))
]

const AnyJson = Schema.Unknown

/**
 * The REST face as an HttpApi, derived from the catalogue: one POST endpoint per tool with its own
 * request and response schemas (so OpenAPI lists each tool), and the discovery documents.
 */
export const makeHttpApi = (catalogue: CatalogueService) => {
  const toolEndpoints = catalogue.tools.map(({ definition }) =>
    HttpApiEndpoint.post(definition.name, `/tools/${definition.name}`, {
      payload: definition.input,
      success: toolResultSchema(definition.output),
      error: toolErrors
    }).annotateMerge(OpenApi.annotations({ summary: definition.title, description: definition.description }))
  )
  const tools = (HttpApiGroup.make("tools") as any).add(...toolEndpoints) as HttpApiGroup.HttpApiGroup<"tools", never>
  // SPEC's eight service GETs minus /schemas/errors/lifecycle: the lifecycle body is already in this
  // document as the 410 and 426 response schema of every tool, so 25 tools + 7 GETs = 32 operations.
  const document = (summary: string) => OpenApi.annotations({ summary })
  const discovery = HttpApiGroup.make("discovery").add(
    HttpApiEndpoint.get("listTools", "/tools", { success: AnyJson }).annotateMerge(document("The tools, their status and access")),
    HttpApiEndpoint.get("listSchemas", "/schemas", { success: AnyJson }).annotateMerge(document("The request schemas of all tools (JSON Schema 2020-12)")),
    HttpApiEndpoint.get("toolSchema", "/schemas/:name", { params: { name: Schema.String }, success: AnyJson, error: errorAt(404, "Unknown tool.") })
      .annotateMerge(document("The request schema of one tool; examples[0] is ready to send")),
    HttpApiEndpoint.get("version", "/version", { success: AnyJson }).annotateMerge(document("Current API version and changelog (ETag, 304)")),
    HttpApiEndpoint.get("policy", "/policy", { success: AnyJson }).annotateMerge(document("Deprecation and sunset policy")),
    HttpApiEndpoint.get("migrationsLatest", "/migrations/latest", { success: AnyJson }).annotateMerge(document("Newest migration guide (ETag, 304)")),
    HttpApiEndpoint.get("whoami", "/whoami", { success: AnyJson, error: errorAt(401, "API key missing, malformed, unknown or revoked.") })
      .annotateMerge(document("Verifies the API key in x-api-key: its prefix, name, scopes, account and remaining quota"))
  )
  return HttpApi.make("poliergaleio")
    .add(tools as any)
    .add(discovery)
    .annotateMerge(OpenApi.annotations({
      title: "poliergaleio: Cyprus financial calculation service",
      version: API_VERSION,
      description: "Cyprus personal-finance and tax calculators. Results are estimates, not tax advice."
    }))
}
