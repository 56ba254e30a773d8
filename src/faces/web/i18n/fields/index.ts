import type { ToolTexts } from "./types.ts"

/** The page texts of each calculator, by tool name (a tool without texts gets the plain fallbacks of texts.ts). */
export const TOOL_TEXTS: Readonly<Record<string, ToolTexts>> = {}
