/** SPEC "Versioning": the API version every response carries, and the oldest client still served. */
export const API_VERSION = "5.0.0"
export const MINIMUM_CLIENT_VERSION = "1.0.0"

export interface ChangelogEntry {
  readonly version: string
  readonly breaking: boolean
  readonly summary: string
}

/**
 * The known history (SPEC "Versioning" 4), oldest first. SPEC does not show the entries before 2.0.0
 * other than 1.2.0, nor the 4.x and 5.0.0 entries: 5.0.0 is described here as this implementation.
 */
export const CHANGELOG: ReadonlyArray<ChangelogEntry> = [
  { version: "1.2.0", breaking: false, summary: "Added requestId and guestId to every error body, schema examples and ETag caching." },
  { version: "2.0.0", breaking: true, summary: "Stricter calculator input requirements, with the same validation on MCP and REST." },
  { version: "2.0.1", breaking: false, summary: "Guidance for the rent-vs-buy and mortgage tools only; no request or output changes." },
  { version: "3.0.1", breaking: false, summary: "Guidance on deposit units for rent-vs-buy and approved-scheme confirmation for stock options; no request or output changes." },
  { version: "5.0.0", breaking: true, summary: "Current version: one tool catalogue served over REST and MCP with identical validation and error bodies." }
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
