import type { Language } from "../i18n/language.ts"

/** The charts of a tool's result page (none yet for a tool without). */
export const chartsFor = (_tool: string, _output: Record<string, unknown>, _language: Language): string => ""
