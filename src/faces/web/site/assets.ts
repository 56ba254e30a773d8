import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { TOOLSETS, type Toolset } from "../../../core/tool.ts"
import { toolsetIconPath } from "../../mcp/icons.ts"

/** A file served as it is, under a name that changes with its content, so that it can be cached for a year. */
export interface StaticAsset {
  readonly path: `/${string}`
  readonly contentType: string
  readonly body: string
  readonly etag: string
}

const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex")

const asset = (file: string, contentType: string, pathOf: (hash: string) => `/${string}`): StaticAsset => {
  const body = readFileSync(new URL(file, import.meta.url), "utf8")
  const hash = fingerprint(body)
  return { path: pathOf(hash.slice(0, 12)), contentType, body, etag: `"${hash.slice(0, 27)}"` }
}

/** The one stylesheet of every page. */
export const STYLESHEET = asset("./site.css", "text/css; charset=utf-8", (hash) => `/assets/site-${hash}.css`)

/** The icon, at a fixed name (browsers and the pages' `<link rel="icon">` ask for it by name), revalidated by ETag. */
export const FAVICON = asset("./favicon.svg", "image/svg+xml", () => "/favicon.svg")

/** The icon of each MCP toolset (tools, the site's mark with the subject's sign), at a fixed name like the icon. */
export const TOOLSET_ICONS: Readonly<Record<Toolset, StaticAsset>> = Object.fromEntries(
  TOOLSETS.map((toolset) => [toolset, asset(`./icons/${toolset}.svg`, "image/svg+xml", () => toolsetIconPath(toolset))])
) as Record<Toolset, StaticAsset>
