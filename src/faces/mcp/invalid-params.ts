import {
  type JSONRPCMessage,
  ProtocolErrorCode,
  type SpecTypeName,
  specTypeSchemas
} from "@modelcontextprotocol/server"
import { isRequestId } from "./outcomes.ts"

// A request of a known method whose params its schema refuses (`params: 5`, arguments that are not an object, a name
// that is not a string ...) is the client's mistake: -32602 (Invalid params) with the request's id and what is wrong,
// over HTTP and stdio alike. The SDK would answer some of them -32600 without the id's context, or drop them (stdio).

/** The requests this server answers, each with the SDK's schema of the whole request. */
const REQUEST_SCHEMAS: ReadonlyMap<string, SpecTypeName> = new Map<string, SpecTypeName>([
  ["initialize", "InitializeRequest"],
  ["ping", "PingRequest"],
  ["tools/list", "ListToolsRequest"],
  ["tools/call", "CallToolRequest"],
  ["resources/list", "ListResourcesRequest"],
  ["resources/templates/list", "ListResourceTemplatesRequest"],
  ["resources/read", "ReadResourceRequest"],
  ["prompts/list", "ListPromptsRequest"],
  ["prompts/get", "GetPromptRequest"],
  ["completion/complete", "CompleteRequest"],
  ["logging/setLevel", "SetLevelRequest"]
])

/** At most this many problems are named in one answer. */
const MAX_PROBLEMS = 5

/** The -32602 answer to `message`, or undefined when it is not a request of a known method with refused params. */
export const invalidParamsAnswer = (message: unknown): JSONRPCMessage | undefined => {
  if (message === null || typeof message !== "object" || Array.isArray(message)) return undefined
  const { jsonrpc, id, method } = message as { jsonrpc?: unknown; id?: unknown; method?: unknown }
  if (jsonrpc !== "2.0" || !isRequestId(id) || typeof method !== "string") return undefined
  const schema = REQUEST_SCHEMAS.get(method)
  if (schema === undefined) return undefined
  const checked = specTypeSchemas[schema]["~standard"].validate(message)
  if (checked instanceof Promise || checked.issues === undefined) return undefined
  const problems = checked.issues
    .slice(0, MAX_PROBLEMS)
    .map(
      (issue) =>
        `${(issue.path ?? []).map((key) => String(typeof key === "object" ? key.key : key)).join(".") || "params"}: ${issue.message}`
    )
  return {
    jsonrpc: "2.0",
    id,
    error: { code: ProtocolErrorCode.InvalidParams, message: `Invalid params for ${method}: ${problems.join("; ")}` }
  }
}
