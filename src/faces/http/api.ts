import { Array as Arr, Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import type { CatalogueService } from "../../core/catalogue.ts"
import {
  InternalError,
  RuleNotFound,
  StorageUnavailable,
  toolOperationFailures,
  ToolNotFound,
  Unauthorized
} from "../../core/errors.ts"
import { toolResultSchema } from "../../core/result.ts"
import { API_VERSION } from "../../core/version.ts"
import {
  LatestMigration,
  Policy,
  SchemaList,
  ToolList,
  ToolSchema,
  VersionDocument,
  Whoami
} from "./discovery-schemas.ts"
import { addExampleAnswers, computeExampleAnswers } from "./example-answers.ts"
import { answersOf, errorResponses } from "./failure-responses.ts"
import { documentRateLimitHeaders } from "./rate-limit-headers.ts"
import { RuleDocument, RuleList } from "./rule-schemas.ts"

const toolErrors = errorResponses(answersOf(toolOperationFailures))
const documentErrors = errorResponses(InternalError.answers)
const schemaErrors = errorResponses(answersOf([ToolNotFound, InternalError]))
const ruleErrors = errorResponses(answersOf([RuleNotFound, InternalError]))
// /whoami checks a key (never a tool's scope) and reads the key store.
const whoamiErrors = errorResponses([Unauthorized.answers[0], ...answersOf([StorageUnavailable, InternalError])])

type Definition = CatalogueService["tools"][number]["definition"]

/**
 * The catalogue's tools, checked non-empty and named in lowercase (SPEC: snake_case). The name is typed
 * Lowercase<string> rather than string: the HttpApi keys its endpoints by name, and a key type of
 * plain string also admits numbers, which no handler can be registered for, so the tools group could
 * never count as fully handled.
 */
export const restToolsOf = (
  catalogue: CatalogueService
): Arr.NonEmptyReadonlyArray<{ readonly name: Lowercase<string>; readonly definition: Definition }> => {
  const tools = catalogue.tools.flatMap(({ definition }) =>
    isLowercase(definition.name) ? [{ name: definition.name, definition }] : []
  )
  if (!Arr.isReadonlyArrayNonEmpty(tools) || tools.length !== catalogue.tools.length) {
    throw new Error(
      `The REST face needs at least one tool, all named in snake_case: ${catalogue.tools.map((tool) => tool.definition.name).join(", ")}`
    )
  }
  return tools
}

const isLowercase = (name: string): name is Lowercase<string> => name === name.toLowerCase()

const toolEndpoint = ({ name, definition }: { readonly name: Lowercase<string>; readonly definition: Definition }) =>
  HttpApiEndpoint.post(name, `/tools/${name}`, {
    payload: definition.input,
    success: toolResultSchema(definition.output),
    error: toolErrors.schemas
  })
    .annotateMerge(OpenApi.annotations({ summary: definition.title, description: definition.description }))
    .annotateMerge(toolErrors.annotations)

const discoveryGet = <const Name extends string, const Path extends HttpRouter.PathInput, S extends Schema.Top>(
  name: Name,
  path: Path,
  success: S,
  summary: string,
  errors = documentErrors
) =>
  HttpApiEndpoint.get(name, path, { success, error: errors.schemas })
    .annotateMerge(OpenApi.annotations({ summary }))
    .annotateMerge(errors.annotations)

const API_ANNOTATIONS = OpenApi.annotations({
  title: "poliergaleio: Cyprus financial calculation service",
  version: API_VERSION,
  description: "Cyprus personal-finance and tax calculators. Results are estimates, not tax advice."
})

// SPEC's eight service GETs minus /schemas/errors/lifecycle: the lifecycle body is already in the
// document as the 410 and 426 response schema of every tool, so 25 tools + 7 GETs = 32 operations.
const discoveryGroup = HttpApiGroup.make("discovery")
  .add(
    discoveryGet("listTools", "/tools", ToolList, "The tools, their status and access"),
    discoveryGet("listSchemas", "/schemas", SchemaList, "The request schemas of all tools (JSON Schema 2020-12)"),
    HttpApiEndpoint.get("toolSchema", "/schemas/:name", {
      params: { name: Schema.String },
      success: ToolSchema,
      error: schemaErrors.schemas
    })
      .annotateMerge(OpenApi.annotations({ summary: "The request schema of one tool; examples[0] is ready to send" }))
      .annotateMerge(schemaErrors.annotations),
    discoveryGet("version", "/version", VersionDocument, "Current API version and changelog (ETag, 304)"),
    discoveryGet("policy", "/policy", Policy, "Deprecation and sunset policy"),
    discoveryGet("migrationsLatest", "/migrations/latest", LatestMigration, "Newest migration guide (ETag, 304)"),
    discoveryGet(
      "whoami",
      "/whoami",
      Whoami,
      "Verifies the API key in x-api-key: its prefix, name, scopes, account and remaining quota",
      whoamiErrors
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      description: "What the service offers, its versions and policy, and the key presented. Free: no quota."
    })
  )

// The rules over REST: in the HttpApi (so in /docs and in their own OpenAPI document, /poliergaleio-openapi-rules.json),
// and outside the full document, which keeps its 32 operations (discovery.ts openApiDocuments).
const rulesGroup = HttpApiGroup.make("rules")
  .add(
    discoveryGet(
      "listRules",
      "/rules",
      RuleList,
      "Every rule parameter: id, description, unit, law, status (ETag, 304)"
    ),
    HttpApiEndpoint.get("rule", "/rules/:id", {
      params: { id: Schema.String.annotate({ description: "A rule id from GET /rules, e.g. income-tax.bands." }) },
      success: RuleDocument,
      error: ruleErrors.schemas
    })
      .annotateMerge(
        OpenApi.annotations({ summary: "One rule parameter's dated values, each with its sources (ETag, 304)" })
      )
      .annotateMerge(ruleErrors.annotations)
  )
  .annotateMerge(
    OpenApi.annotations({
      description:
        "The Cyprus rules the calculators use, as dated parameters (tax year or period), each with its law and sources. Free: no quota."
    })
  )

/**
 * The REST face as an HttpApi, derived from the catalogue: one POST endpoint per tool with its own
 * request and response schemas (so OpenAPI lists each tool), and the discovery documents. Every error
 * response comes from the failures' answers (core/errors.ts), and every tool's 200 example is the answer
 * its request example gets (example-answers.ts), computed when the document is first generated (on the
 * first request for it or for /docs, not at start). This is the API as documented
 * (OpenAPI, /docs); what HttpApiBuilder serves is `discoveryApi` (see there).
 */
export const makeHttpApi = (catalogue: CatalogueService) => {
  const tools = HttpApiGroup.make("tools")
    .add(...Arr.map(restToolsOf(catalogue), toolEndpoint))
    .annotateMerge(
      OpenApi.annotations({
        description: "The calculators and the saved-calculation tools: POST the tool's input as JSON."
      })
    )
  // Not memoized here: OpenApi.fromApi runs the transform once per HttpApi and caches the document.
  return HttpApi.make("poliergaleio")
    .add(tools)
    .add(discoveryGroup)
    .add(rulesGroup)
    .annotateMerge(API_ANNOTATIONS)
    .annotateMerge(
      OpenApi.annotations({
        transform: (spec) =>
          documentRateLimitHeaders(
            addExampleAnswers(catalogue, () => computeExampleAnswers(catalogue, Date.now()))(spec)
          )
      })
    )
}

/**
 * The part of the API that HttpApiBuilder serves: the discovery GETs and the rules. The tool endpoints read and check
 * their body in the call pipeline (as MCP does), so HttpApiBuilder has nothing to decode for them, and
 * they are served by plain router routes (routes/tools.ts): HttpApiBuilder's per-request work (a
 * generator, the route's context provided anew, error reporting) was a tenth of a call's CPU.
 */
export const discoveryApi = HttpApi.make("poliergaleio")
  .add(discoveryGroup)
  .add(rulesGroup)
  .annotateMerge(API_ANNOTATIONS)

export type PoliergaleioApi = ReturnType<typeof makeHttpApi>
