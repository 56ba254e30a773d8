import { CAPITAL_GAINS_SOURCES } from "./sources/capital-gains.ts"
import { COMPANY_SOURCES } from "./sources/company.ts"
import { HOUSEHOLD_SOURCES } from "./sources/household.ts"
import { INCOME_TAX_SOURCES } from "./sources/income-tax.ts"
import { MORTGAGE_SOURCES } from "./sources/mortgage.ts"
import { PORTFOLIO_SOURCES } from "./sources/portfolio.ts"
import { SOCIAL_INSURANCE_SOURCES } from "./sources/social-insurance.ts"
import { STATE_PENSION_SOURCES } from "./sources/state-pension.ts"
import { STOCK_OPTIONS_SOURCES } from "./sources/stock-options.ts"

import type { Source, SourceKind } from "./sources/source.ts"

export type { Source, SourceKind } from "./sources/source.ts"

/**
 * Registry of the sources behind the figures in src/rules/. Every rule value names the ids of the
 * sources it was checked against. The stored copies read were press, accounting-firm and Big-4
 * pages (kind "secondary" / "big4") plus official gov.cy pages; where only a secondary source was
 * found, the rule says so in its note. Dates are publication dates where the page shows one.
 */

/** One list per topic (src/rules/sources/), so that topics can be added side by side. */
const LIST = [
  ...INCOME_TAX_SOURCES,
  ...CAPITAL_GAINS_SOURCES,
  ...STOCK_OPTIONS_SOURCES,
  ...COMPANY_SOURCES,
  ...SOCIAL_INSURANCE_SOURCES,
  ...STATE_PENSION_SOURCES,
  ...MORTGAGE_SOURCES,
  ...HOUSEHOLD_SOURCES,
  ...PORTFOLIO_SOURCES
] as const

export type SourceId = (typeof LIST)[number]["id"]

export const SOURCES: Readonly<Record<SourceId, Source>> = Object.fromEntries(LIST.map((s) => [s.id, s])) as Record<
  SourceId,
  Source
>

/** Sources in order of first appearance, without duplicates, as `{ id, title, url, kind }`. */
export const citeSources = (
  ids: Iterable<SourceId>
): Array<{ id: SourceId; title: string; url: string; kind: SourceKind }> => {
  const seen = new Set<SourceId>()
  const out: Array<{ id: SourceId; title: string; url: string; kind: SourceKind }> = []
  for (const id of ids) {
    if (seen.has(id)) continue
    seen.add(id)
    const s = SOURCES[id]
    out.push({ id, title: s.title, url: s.url, kind: s.kind })
  }
  return out
}
