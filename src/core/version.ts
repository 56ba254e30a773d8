/** SPEC "Versioning": the API version every response carries, and the oldest client still served. */
export const API_VERSION = "5.0.0"
export const MINIMUM_CLIENT_VERSION = "1.0.0"

interface ChangelogEntry {
  readonly version: string
  readonly breaking: boolean
  readonly summary: string
  /** The three sections of the version's migration guide. */
  readonly whatChanged: string
  readonly toolChanges: string
  readonly updateSteps: ReadonlyArray<string>
}

/**
 * The known history (SPEC "Versioning" 4), oldest first; the migration guides are generated from it.
 * SPEC shows 1.2.0, 2.0.0, 2.0.1 and 3.0.1. It does not show the 4.x and 5.0.0 entries: no 4.x entry is
 * known, so none is listed, and 5.0.0 describes this implementation as it is.
 */
export const CHANGELOG: ReadonlyArray<ChangelogEntry> = [
  {
    version: "1.2.0",
    breaking: false,
    summary: "Added requestId and guestId to every error body, schema examples and ETag caching.",
    whatChanged:
      "Error bodies gained requestId (mirrored in the X-Request-Id header) and guestId (the x-guest-id sent, or null). Tool schemas gained examples, examples[0] being ready to send. Cacheable documents gained ETags.",
    toolChanges: "No tool was added, removed or renamed.",
    updateSteps: [
      "Log requestId with any error you report.",
      "Send x-guest-id to keep your anonymous quota separate from others behind the same address.",
      "Revalidate cached documents with If-None-Match."
    ]
  },
  {
    version: "2.0.0",
    breaking: true,
    summary: "Stricter calculator input requirements, with the same validation on MCP and REST.",
    whatChanged:
      "Calculators refuse missing or invalid required fields with a 400 carrying fieldErrors and a hint instead of estimating, on MCP and REST alike.",
    toolChanges:
      "Required fields became required on every calculator (see /schemas/<tool>); assumptions list the defaults actually used.",
    updateSteps: [
      "Read each tool's schema and send every required field.",
      "Handle 400 by asking the user for the fields named in fieldErrors, following the hint.",
      "Show structuredContent.assumptions to the user."
    ]
  },
  {
    version: "2.0.1",
    breaking: false,
    summary: "Guidance for the rent-vs-buy and mortgage tools only; no request or output changes.",
    whatChanged: "Descriptions of compare_rent_vs_buy and simulate_mortgage were clarified.",
    toolChanges: "No request field or output changed.",
    updateSteps: ["Re-import the tool descriptions if your platform caches them."]
  },
  {
    version: "3.0.1",
    breaking: false,
    summary:
      "Guidance on deposit units for rent-vs-buy and approved-scheme confirmation for stock options; no request or output changes.",
    whatChanged:
      "compare_rent_vs_buy asks for the unit of a down payment; calculate_stock_options asks for a confirmed approved-scheme status.",
    toolChanges: "No request field or output changed.",
    updateSteps: [
      "Ask the user for the down payment's unit (EUR or percent).",
      "Ask the user whether their share option plan is an approved scheme before calling calculate_stock_options."
    ]
  },
  {
    version: "5.0.0",
    breaking: true,
    summary:
      "This implementation: 25 tools from one catalogue over REST and MCP, with identical validation, error bodies and quotas.",
    whatChanged:
      "Every response carries X-API-Version 5.0.0 and apiVersion. Error bodies have error, code, requestId, guestId and apiVersion; 410 and 426 share the lifecycle body. Quotas: anonymous 10/50/200, keyed 60/1,000/5,000 per minute/day/week. Key-only tools need x-api-key.",
    toolChanges:
      "25 tools: 19 anonymous calculators and parsers and 6 key-only saved-calculation tools (list_saved_calculations, load_saved_calculation, save_calculation, update_calculation, delete_saved_calculation, compare_saved_calculations).",
    updateSteps: [
      "Send X-Client-Version with your client's version.",
      "Prefer structuredContent over content.",
      "Handle 429 with Retry-After, and 410/426 with the lifecycle body (branch on code).",
      "Get a free key on the account page for the saved-calculation tools."
    ]
  }
]

/** Parses "x.y.z" (a leading "v" and a pre-release suffix are tolerated); undefined when it is not a version. */
export const parseVersion = (text: string): readonly [number, number, number] | undefined => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim())
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

export const compareVersions = (a: readonly [number, number, number], b: readonly [number, number, number]): number =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** True when the caller's X-Client-Version is a version below the minimum (SPEC: then 426). */
export const isBelowMinimumClientVersion = (clientVersion: string): boolean => {
  const parsed = parseVersion(clientVersion)
  return parsed !== undefined && compareVersions(parsed, parseVersion(MINIMUM_CLIENT_VERSION)!) < 0
}
