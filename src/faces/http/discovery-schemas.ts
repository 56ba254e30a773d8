import { Schema } from "effect"

// The bodies of the discovery GETs, as OpenAPI documents them. The builders (discovery.ts,
// routes/discovery.ts, whoami.ts) are typed by these schemas, so the document cannot drift from the answer.

const Url = Schema.String.annotate({ format: "uri" })
const Day = Schema.String.annotate({ format: "date" })
const ApiVersion = Schema.String.annotate({ description: "Current API version (also in the X-API-Version header)." })
const ToolStatus = Schema.Literals(["stable", "beta", "deprecated", "removed"])

export const ToolList = Schema.Struct({
  apiVersion: ApiVersion,
  tools: Schema.Array(
    Schema.Struct({
      name: Schema.String.annotate({ description: "Exact tool name: POST /tools/<name>, MCP tools/call." }),
      title: Schema.String,
      description: Schema.String,
      status: ToolStatus,
      sunset: Schema.optionalKey(Day.annotate({ description: "Removal date of a deprecated tool." })),
      replacement: Schema.optionalKey(
        Schema.NullOr(Schema.String).annotate({ description: "Tool to call instead, or null." })
      ),
      access: Schema.Literals(["anonymous", "key"]),
      requiresApiKey: Schema.Boolean,
      url: Url,
      schemaUrl: Url
    })
  )
}).annotate({
  identifier: "ToolList",
  description: "Every tool with its lifecycle status and access; removed tools stay listed with status removed."
})
export type ToolList = typeof ToolList.Encoded

const JsonSchemaDocument = Schema.Record(Schema.String, Schema.Unknown).annotate({
  description:
    "A JSON Schema 2020-12 document of a tool's request body, with $id, examples (examples[0] is ready to send) and apiVersion."
})

export const ToolSchema = JsonSchemaDocument.annotate({ identifier: "ToolSchema" })

export const SchemaList = Schema.Struct({
  apiVersion: ApiVersion,
  schemas: Schema.Record(Schema.String, ToolSchema).annotate({
    description: "Each tool's request schema, by tool name."
  })
}).annotate({ identifier: "SchemaList", description: "The request schemas of all tools." })
export type SchemaList = typeof SchemaList.Encoded

const MigrationSections = Schema.Struct({ whatChanged: Url, toolChanges: Url, updateSteps: Url }).annotate({
  description: "Deep links into the migration guide's three sections."
})

export const VersionDocument = Schema.Struct({
  apiVersion: ApiVersion,
  version: Schema.String,
  minimumClientVersion: Schema.String.annotate({
    description: "Oldest X-Client-Version still served; below it calls answer 426."
  }),
  changelog: Schema.Array(
    Schema.Struct({
      version: Schema.String,
      breaking: Schema.Boolean,
      summary: Schema.String,
      whatChanged: Schema.String,
      toolChanges: Schema.String,
      updateSteps: Schema.Array(Schema.String),
      migrationGuide: Url
    })
  ).annotate({ description: "Newest first." })
}).annotate({
  identifier: "VersionDocument",
  description: "The current API version, the oldest supported client and the changelog."
})
export type VersionDocument = typeof VersionDocument.Encoded

export const Policy = Schema.Struct({
  apiVersion: ApiVersion,
  minimumClientVersion: Schema.String,
  deprecation: Schema.Struct({ noticePeriodDays: Schema.Number, announcement: Schema.String, atSunset: Schema.String }),
  errors: Schema.Struct({ 400: Schema.String, 410: Schema.String, 426: Schema.String }).annotate({
    description: "What the lifecycle statuses mean."
  }),
  migrationGuides: Schema.Struct({ index: Url, latest: Url, pattern: Schema.String }),
  lifecycleErrorSchema: Url,
  tools: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      status: ToolStatus,
      sunset: Schema.NullOr(Day),
      replacement: Schema.NullOr(Schema.String)
    })
  )
}).annotate({
  identifier: "Policy",
  description: "The deprecation and sunset policy, and every tool's lifecycle status."
})
export type Policy = typeof Policy.Encoded

const MigrationGuide = Schema.Struct({
  version: Schema.String,
  url: Url,
  summary: Schema.String,
  sections: MigrationSections
})

export const LatestMigration = Schema.Struct({
  apiVersion: ApiVersion,
  version: Schema.String,
  url: Url,
  sections: MigrationSections,
  anchors: MigrationSections,
  allGuides: Schema.Array(MigrationGuide).annotate({ description: "Every guide, oldest first." }),
  migrationsIndex: Url,
  minimumClientVersion: Schema.String
}).annotate({ identifier: "LatestMigration", description: "The newest migration guide and all the others." })
export type LatestMigration = typeof LatestMigration.Encoded

const QuotaRemaining = Schema.Array(
  Schema.Struct({
    window: Schema.Literals(["minute", "day", "week"]),
    limit: Schema.Number,
    remaining: Schema.Number
  })
)

export const Whoami = Schema.Struct({
  apiVersion: ApiVersion,
  key: Schema.Struct({
    prefix: Schema.String.annotate({ description: "The key's visible prefix." }),
    name: Schema.String,
    scopes: Schema.Array(Schema.String),
    createdAt: Schema.String.annotate({ format: "date-time" })
  }),
  accountId: Schema.String,
  quota: Schema.Struct({ key: QuotaRemaining, account: QuotaRemaining }).annotate({
    description: "Calls left in each window, for the key and for its account."
  })
}).annotate({
  identifier: "Whoami",
  description: "The key presented: its prefix, name, scopes, account and remaining quota."
})
export type Whoami = typeof Whoami.Encoded
