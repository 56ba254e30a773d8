import type { Source } from "../sources.ts"

/** Sources of the portfolio and return-measurement rules. */
export const PORTFOLIO_SOURCES = [
] as const satisfies ReadonlyArray<Source>
