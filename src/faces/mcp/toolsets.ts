import { TOOLSETS, type Toolset } from "../../core/tool.ts"

/**
 * Toolsets (docs/mcp.md "Toolsets"): an assistant that needs one subject loads only its tools, by URL
 * (`/mcp/x/tax` or `/mcp/x/tax,mortgages`) or by header (`X-MCP-Toolsets: tax,mortgages` on `/mcp`). The
 * choice narrows tools/list only: a call of a tool outside it is still answered (a client that knows a
 * tool's name may call it), and resources and prompts are the same for all.
 */

export const MCP_PATH = "/mcp"
const TOOLSET_PATH_PREFIX = "/mcp/x/"
export const TOOLSETS_HEADER = "x-mcp-toolsets"

/** At most this many characters of a toolset list are read (every toolset named once is 63). */
const MAX_TOOLSETS_TEXT = 200

/** The path of the MCP endpoint for the given toolsets. */
export const toolsetPath = (toolsets: ReadonlyArray<Toolset>) => `${TOOLSET_PATH_PREFIX}${toolsets.join(",")}`

/** Whether a path is the MCP endpoint, whole or narrowed to toolsets. */
export const isMcpPath = (path: string) => path === MCP_PATH || path.startsWith(TOOLSET_PATH_PREFIX)

/** A toolset list as written in the URL or the header, or the sentence saying what is wrong with it. */
export const parseToolsets = (text: string): ReadonlyArray<Toolset> | string => {
  if (text.length > MAX_TOOLSETS_TEXT) return `A toolset list has at most ${MAX_TOOLSETS_TEXT} characters.`
  const names = text
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "")
  const unknown = names.filter((name) => !(TOOLSETS as ReadonlyArray<string>).includes(name))
  if (names.length === 0 || unknown.length > 0)
    return `${unknown.length > 0 ? `Unknown toolset "${unknown[0]}"` : "No toolset named"}: the toolsets are ${TOOLSETS.join(", ")} (for example /mcp/x/tax,mortgages or the header X-MCP-Toolsets: tax).`
  return TOOLSETS.filter((toolset) => names.includes(toolset))
}

/**
 * The toolsets a request chose: from the path `/mcp/x/<list>` or, on `/mcp`, from the header; undefined
 * for all tools; a string saying what is wrong.
 */
export const toolsetsOfRequest = (
  path: string,
  header: string | undefined
): ReadonlyArray<Toolset> | undefined | string => {
  if (path.startsWith(TOOLSET_PATH_PREFIX)) {
    let list: string
    try {
      list = decodeURIComponent(path.slice(TOOLSET_PATH_PREFIX.length))
    } catch {
      return "The toolset list in the path is not valid percent-encoding."
    }
    return parseToolsets(list)
  }
  return header === undefined || header.trim() === "" ? undefined : parseToolsets(header)
}
