import { Schema } from "effect"
import type { CataloguedTool, LifecycleEntry } from "./catalogue.ts"
import { API_VERSION } from "./version.ts"

/** The `content` of a result: one text part, as in MCP, so both faces read the same way. */
const TextContent = Schema.Array(Schema.Struct({ type: Schema.Literal("text"), text: Schema.String }))

/** The body of a successful REST call; `structuredContent` is exactly what MCP returns. */
export const toolResultSchema = <Output extends Schema.Top>(output: Output) =>
  Schema.Struct({
    structuredContent: output,
    content: TextContent.annotate({
      description: "Text form of the result with a concise disclosure of the defaults and exclusions used."
    }),
    notice: Schema.optionalKey(
      Schema.String.annotate({
        description: "Plain-language notice of an announced breaking change (deprecated tools only)."
      })
    ),
    apiVersion: Schema.String
  })

/** What a successful call produced (the pipeline's ToolSuccess): the tool, its lifecycle, the encoded output and its
 * text. */
export interface AnsweredCall {
  readonly tool: CataloguedTool
  readonly structuredContent: unknown
  readonly text: string
  readonly lifecycle: LifecycleEntry
}

export const successBody = (success: AnsweredCall) => ({
  structuredContent: success.structuredContent,
  content: [{ type: "text" as const, text: success.text }],
  ...(success.lifecycle.status === "deprecated" && success.lifecycle.notice !== undefined
    ? { notice: success.lifecycle.notice }
    : {}),
  apiVersion: API_VERSION
})

/**
 * SPEC "Versioning" 5: a deprecated tool's responses announce its sunset: Deprecation as RFC 9745
 * (@ and the Unix time of the announcement), Sunset as RFC 8594 (an HTTP date), and Links to the
 * migration guide with the relations both RFCs define.
 */
export const deprecationHeaders = (success: AnsweredCall, migrationGuide: string): Record<string, string> => {
  const { lifecycle } = success
  if (lifecycle.status !== "deprecated") return {}
  const at = (day: string) => Date.parse(`${day}T00:00:00Z`)
  return {
    deprecation: `@${Math.floor(at(lifecycle.deprecatedAt!) / 1000)}`,
    sunset: new Date(at(lifecycle.sunset!)).toUTCString(),
    "x-migration-guide": migrationGuide,
    link: `<${migrationGuide}>; rel="deprecation"; type="text/html", <${migrationGuide}>; rel="sunset"; type="text/html"`
  }
}
