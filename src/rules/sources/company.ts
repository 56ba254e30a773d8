import type { Source } from "../sources.ts"

/** Sources of the corporate tax, dividend SDC and employer contribution rules. */
export const COMPANY_SOURCES = [
] as const satisfies ReadonlyArray<Source>
