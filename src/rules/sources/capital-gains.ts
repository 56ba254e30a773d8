import type { Source } from "../sources.ts"

/** Sources of the capital gains tax, CPI and property transfer rules. */
export const CAPITAL_GAINS_SOURCES = [
] as const satisfies ReadonlyArray<Source>
