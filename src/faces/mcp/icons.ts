import type { Toolset } from "../../core/tool.ts"

/**
 * The icons MCP clients show (2025-11-25 `icons`): the site's mark for the server, its prompts and resources,
 * and the mark with the subject's sign for each toolset's tools. Self-hosted SVG (src/faces/web/site/icons),
 * served by the site at fixed names.
 */
export const SITE_MARK_PATH = "/favicon.svg"
export const toolsetIconPath = (toolset: Toolset): `/${string}` => `/icons/${toolset}.svg`

export type Icons = ReadonlyArray<{ readonly src: string; readonly mimeType: string; readonly sizes: Array<string> }>

const svgIcon = (siteUrl: string, path: string): Icons => [
  { src: `${siteUrl}${path}`, mimeType: "image/svg+xml", sizes: ["any"] }
]

export const siteMarkIcons = (siteUrl: string) => svgIcon(siteUrl, SITE_MARK_PATH)
export const toolsetIcons = (siteUrl: string, toolset: Toolset) => svgIcon(siteUrl, toolsetIconPath(toolset))
