import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ToolNotFound } from "../../../core/errors.ts"
import { migrationGuideUrl } from "../../../core/migrations.ts"
import { API_VERSION, CHANGELOG, MINIMUM_CLIENT_VERSION } from "../../../core/version.ts"
import { latestMigration, policy } from "../discovery.ts"
import type { SchemaList, ToolList, VersionDocument, Whoami } from "../discovery-schemas.ts"
import { cachedJsonDocument, json, prebuiltJson } from "../respond.ts"
import { discoveryApi } from "../api.ts"
import { whoami } from "../whoami.ts"
import { answerFailure, type HttpFace } from "./face.ts"

/**
 * The discovery GETs (SPEC "What the service does", "Versioning"): free (no quota) and served from
 * prebuilt answers with ETags; /whoami reads the key presented.
 */
export const discoveryRoutes = (face: HttpFace) => {
  const { config, catalogue } = face
  const toolList = (nowMillis: number): ToolList => ({
    apiVersion: API_VERSION,
    tools: catalogue.tools.map(({ definition }) => {
      const lifecycle = catalogue.lifecycleAt(definition.name, nowMillis)
      return {
        name: definition.name,
        title: definition.title,
        description: definition.description,
        status: lifecycle?.status ?? "stable",
        ...(lifecycle?.sunset ? { sunset: lifecycle.sunset } : {}),
        ...(lifecycle?.replacement !== undefined ? { replacement: lifecycle.replacement } : {}),
        access: definition.access,
        requiresApiKey: definition.access === "key",
        url: `${config.baseUrl}/tools/${definition.name}`,
        schemaUrl: `${config.baseUrl}/schemas/${definition.name}`
      }
    })
  })
  const schemaDocument = (name: string) => {
    const tool = catalogue.find(name)
    return tool && { ...tool.inputJsonSchema, $id: `${config.baseUrl}/schemas/${name}`, apiVersion: API_VERSION }
  }
  const schemaList: SchemaList = {
    apiVersion: API_VERSION,
    schemas: Object.fromEntries(
      catalogue.tools.map(({ definition }) => [definition.name, schemaDocument(definition.name) ?? {}])
    )
  }
  const versionDocument: VersionDocument = {
    apiVersion: API_VERSION,
    version: API_VERSION,
    minimumClientVersion: MINIMUM_CLIENT_VERSION,
    changelog: [...CHANGELOG]
      .reverse()
      .map((entry) => ({ ...entry, migrationGuide: migrationGuideUrl(config.siteUrl, entry.version) }))
  }
  const tools = prebuiltJson(catalogue, toolList)
  const schemas = cachedJsonDocument(schemaList)
  const toolSchemas = new Map(
    catalogue.tools.map(({ definition }) => [definition.name, cachedJsonDocument(schemaDocument(definition.name))])
  )
  const version = cachedJsonDocument(versionDocument)
  const policyDocument = prebuiltJson(catalogue, (now) => policy(config, catalogue, now))
  const latestGuide = cachedJsonDocument(latestMigration(config), "public, max-age=300, stale-while-revalidate=86400")
  const fail = answerFailure(face)

  return HttpApiBuilder.group(discoveryApi, "discovery", (handlers) =>
    handlers
      .handleRaw("listTools", ({ request }) => tools(request))
      .handleRaw("listSchemas", ({ request }) => Effect.succeed(schemas(request)))
      .handleRaw("toolSchema", ({ request, params }) => {
        const document = toolSchemas.get(params.name)
        return document ? Effect.succeed(document(request)) : fail(new ToolNotFound({ tool: params.name }))
      })
      .handleRaw("version", ({ request }) => Effect.succeed(version(request)))
      .handleRaw("policy", ({ request }) => policyDocument(request))
      .handleRaw("migrationsLatest", ({ request }) => Effect.succeed(latestGuide(request)))
      .handleRaw("whoami", ({ request }) =>
        whoami(request, config).pipe(
          Effect.map((body: Whoami) => json(200, body)),
          Effect.catch(fail),
          Effect.provideContext(face.services)
        )
      )
  )
}
