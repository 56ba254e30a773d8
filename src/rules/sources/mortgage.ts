import type { Source } from "../sources.ts"

/** Sources of the mortgage, day-count and bank convention rules. */
export const MORTGAGE_SOURCES = [
] as const satisfies ReadonlyArray<Source>
