import type { Source } from "../sources.ts"

/** Sources of the share option rules. */
export const STOCK_OPTIONS_SOURCES = [
] as const satisfies ReadonlyArray<Source>
