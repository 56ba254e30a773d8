import type { Source } from "../sources.ts"

/** Sources of the household planning rules (pensions, property costs, EV, budget, life insurance). */
export const HOUSEHOLD_SOURCES = [
] as const satisfies ReadonlyArray<Source>
