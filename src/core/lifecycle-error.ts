import { Schema } from "effect"
import { toJsonSchema2020 } from "./json-schema.ts"

const Uri = Schema.String.annotate({ format: "uri" })
const Sections = Schema.Struct({ whatChanged: Uri, toolChanges: Uri, updateSteps: Uri }).annotate({
  description: "Deep links into the migration guide's three sections."
})

/** SPEC "Lifecycle error body": the one shape of the 410 and 426 bodies, so one handler parses both. */
export const LifecycleErrorBody = Schema.Struct({
  error: Schema.String.annotate({ description: "Human-readable explanation, safe to show to an end user." }),
  code: Schema.Literals(["tool_gone", "upgrade_required"]).annotate({
    description: "tool_gone (HTTP 410) or upgrade_required (HTTP 426)."
  }),
  tool: Schema.NullOr(Schema.String).annotate({
    description: "Tool the request targeted; null when the path names no tool."
  }),
  status: Schema.NullOr(Schema.Literals(["stable", "beta", "deprecated", "removed"])).annotate({
    description: "Lifecycle status of the named tool at request time, or null."
  }),
  replacement: Schema.NullOr(Schema.String).annotate({
    description: "Tool to call instead; null when there is no direct replacement."
  }),
  sunset: Schema.optionalKey(
    Schema.String.annotate({ format: "date", description: "Removal date (RFC 8594); 410 only." })
  ),
  notes: Schema.optionalKey(Schema.String.annotate({ description: "Extra guidance, usually a migration guide URL." })),
  migrationGuide: Uri.annotate({ description: "Exact migration guide page, {site_url}/migrations/v<x-y-z>." }),
  migrationSections: Sections,
  migrationPath: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        version: Schema.String,
        url: Uri,
        summary: Schema.optionalKey(Schema.String),
        sections: Schema.optionalKey(Sections)
      })
    ).annotate({
      description: "426 only: every guide between the caller's version and the current API version, oldest first."
    })
  ),
  latestMigrationGuide: Schema.optionalKey(Uri.annotate({ description: "426 only: newest guide." })),
  migrationNotes: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({ description: "426 only: ordered upgrade hints." })
  ),
  clientVersion: Schema.optionalKey(
    Schema.String.annotate({ description: "426 only: the X-Client-Version the caller sent." })
  ),
  minimumClientVersion: Schema.optionalKey(
    Schema.String.annotate({ description: "426 only: oldest client build still accepted." })
  ),
  apiVersion: Schema.optionalKey(Schema.String.annotate({ description: "Current API version." })),
  updateUrl: Schema.optionalKey(Uri.annotate({ description: "426 only: where to obtain an updated client." })),
  availableTools: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({ description: "410 only: every tool currently callable." })
  ),
  hint: Schema.optionalKey(Schema.String.annotate({ description: "One actionable next step." })),
  requestId: Schema.String.annotate({ description: "Correlation id, mirrored in X-Request-Id." }),
  guestId: Schema.optionalKey(
    Schema.NullOr(Schema.String).annotate({ description: "Opaque x-guest-id sent, or null." })
  )
})
export type LifecycleErrorBody = typeof LifecycleErrorBody.Type

/** Adds SPEC's conditional requirements (tool_gone needs sunset and availableTools; upgrade_required needs the version
 * fields). */
export const lifecycleErrorJsonSchema = (baseUrl: string) => ({
  ...toJsonSchema2020(LifecycleErrorBody, {
    $id: `${baseUrl}/schemas/errors/lifecycle`,
    title: "Lifecycle error body (HTTP 410 tool_gone, HTTP 426 upgrade_required)"
  }),
  allOf: [
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a thenable
    { if: { properties: { code: { const: "tool_gone" } } }, then: { required: ["sunset", "availableTools"] } },
    {
      if: { properties: { code: { const: "upgrade_required" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a thenable
      then: { required: ["migrationPath", "clientVersion", "minimumClientVersion"] }
    }
  ]
})
