import { isLanguage, type Language } from "../../core/language.ts"
import {
  type CallToolRequestParams,
  type CallToolResult,
  ProtocolError,
  ProtocolErrorCode,
  type Tool
} from "@modelcontextprotocol/server"
import { Cause, Clock, Effect, Option } from "effect"
import { describeDefect, describeFailure, type ResponseMeta } from "../../calls/error-response.ts"
import { callTool, type CallContext, type CallServices } from "../../calls/pipeline.ts"
import { memoByLifecycle, type CatalogueService } from "../../core/catalogue.ts"
import { successBody, type AnsweredCall } from "../../core/result.ts"
import type { Toolset } from "../../core/tool.ts"
import { API_VERSION } from "../../core/version.ts"
import { siteMarkIcons } from "./icons.ts"
import { listedTool } from "./listing.ts"
import { ruleLinksOf } from "./resource-links.ts"

// What every MCP answer is made of, whatever the revision or transport: the server's self-description, the tool
// list and tools/call through the same pipeline as REST (adapter.ts serves them; fast-path.ts answers plain 2025
// tools/call requests with the same call).

export const INSTRUCTIONS =
  "Cyprus tax and personal-finance calculators. The calculators need no sign-in; the saved-calculation tools need an API key " +
  "(x-api-key) or OAuth. Never infer an input a tool requires: ask the person. Every result states its assumptions and sources. " +
  "The rules themselves are resources (poliergaleio://rules/{topic}/{year}, poliergaleio://cpi, poliergaleio://changelog); prompts start common questions."

/** The server's self-description (serverInfo.description), as MCP directories and clients show it. */
const SERVER_DESCRIPTION =
  "Cyprus income tax, social insurance, GESY, pensions, mortgages, capital gains and household finance, calculated under the rules of each tax year, every figure with the law and sources behind it; assumptions stated, inputs never guessed."

/** serverInfo: the same on every revision and transport. */
export const serverInfoOf = (siteUrl: string) => ({
  name: "poliergaleio",
  version: API_VERSION,
  title: "poliergaleio: Cyprus tax and personal-finance calculators",
  description: SERVER_DESCRIPTION,
  websiteUrl: siteUrl,
  icons: [...siteMarkIcons(siteUrl)]
})

/**
 * tools/list is the same for every caller: built once per catalogue and again only when a tool's
 * lifecycle status changes, never per request; a request that chose toolsets gets the tools of those.
 */
const listedToolsByCatalogue = new WeakMap<
  CatalogueService,
  Map<string, (nowMillis: number) => ReadonlyArray<{ readonly toolset: Toolset; readonly tool: Tool }>>
>()

export const toolListOf = (catalogue: CatalogueService, siteUrl: string) => {
  let bySite = listedToolsByCatalogue.get(catalogue)
  if (bySite === undefined) {
    bySite = new Map()
    listedToolsByCatalogue.set(catalogue, bySite)
  }
  const listed =
    bySite.get(siteUrl) ??
    memoByLifecycle(catalogue, (now) =>
      catalogue.tools
        .filter(({ definition }) => catalogue.lifecycleAt(definition.name, now)?.status !== "removed")
        .map((tool) => ({ toolset: tool.definition.toolset, tool: listedTool(tool, siteUrl) }))
    )
  bySite.set(siteUrl, listed)
  return (nowMillis: number, toolsets: ReadonlyArray<Toolset> | undefined): { tools: Array<Tool> } => ({
    tools: listed(nowMillis)
      .filter(({ toolset }) => toolsets === undefined || toolsets.includes(toolset))
      .map(({ tool }) => tool)
  })
}

/**
 * tools/call: the same pipeline as REST. A validation or domain failure is an isError result, an unknown
 * tool a JSON-RPC error (the ProtocolError it fails with). `links`: the result lists the rule resources its
 * figures cite (resource-links.ts), for revisions that know resource_link content.
 */
export const makeToolCall =
  (catalogue: CatalogueService, siteUrl: string) =>
  (
    params: Pick<CallToolRequestParams, "name" | "arguments" | "_meta">,
    requestContext: CallContext,
    links = false
  ): Effect.Effect<CallToolResult, ProtocolError, CallServices> => {
    const hinted = languageHintOf(params._meta)
    const context = hinted === undefined ? requestContext : { ...requestContext, language: hinted }
    return Effect.matchCauseEffectEager(callTool(params.name, Effect.succeed(params.arguments ?? {}), context), {
      onSuccess: (success) => Effect.succeed(successResult(success, links)),
      onFailure: (cause) => {
        const meta: ResponseMeta = {
          requestId: context.requestId,
          guestId: context.guestId,
          baseUrl: context.baseUrl,
          siteUrl,
          nowMillis: 0,
          language: context.language
        }
        // As Effect.result would split it: a defect (or an interruption alone) is not the caller's failure.
        const failure = Cause.hasDies(cause) ? Option.none() : Cause.findErrorOption(cause)
        if (Option.isNone(failure)) return Effect.succeed(errorResult(describeDefect(cause, meta).body))
        if (failure.value._tag === "ToolNotFound") {
          return Effect.fail(
            new ProtocolError(
              ProtocolErrorCode.InvalidParams,
              `There is no tool named "${params.name}"; tools/list gives the exact names.`
            )
          )
        }
        return Effect.map(Clock.currentTimeMillis, (nowMillis) =>
          errorResult(describeFailure(failure.value, { ...meta, nowMillis }, catalogue).body)
        )
      }
    })
  }

/**
 * The language a tools/call asks for in its `_meta` ("poliergaleio/language": "el" or "en"), over the request's
 * Accept-Language (a stdio client has no header): docs/mcp.md "Language".
 */
export const LANGUAGE_META_KEY = "poliergaleio/language"
export const languageHintOf = (meta: Readonly<Record<string, unknown>> | undefined): Language | undefined => {
  const hint = meta?.[LANGUAGE_META_KEY]
  return isLanguage(hint) ? hint : undefined
}

/** A successful call's result. A deprecated tool's notice goes in the text and in _meta: structuredContent follows the
 * outputSchema. */
const successResult = (success: AnsweredCall, links: boolean): CallToolResult => {
  const answered = successBody(success)
  const body = links
    ? { ...answered, content: [...answered.content, ...ruleLinksOf(answered.structuredContent)] }
    : answered
  // Keys in the wire schema's order (_meta, content, structuredContent, isError).
  return body.notice === undefined
    ? { content: body.content, structuredContent: body.structuredContent as Record<string, unknown> }
    : {
        _meta: { "poliergaleio/notice": body.notice, "poliergaleio/sunset": success.lifecycle.sunset },
        content: [{ type: "text", text: `Notice: ${body.notice}` }, ...body.content],
        structuredContent: body.structuredContent as Record<string, unknown>
      }
}

/**
 * A validation or domain failure is a tool result with isError whose text content is the JSON of the
 * same body REST returns. It is not put in structuredContent: the official SDK clients validate any
 * structuredContent against the tool's outputSchema, error results included, and would reject it.
 */
export const errorResult = (body: Record<string, unknown>): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(body) }],
  isError: true
})
