import type { Source } from "./source.ts"

/** Sources of the portfolio and return-measurement rules. */
export const PORTFOLIO_SOURCES = [
  {
    id: "pf-gips-2020-firms",
    title:
      "Global Investment Performance Standards (GIPS) for Firms, 2020 edition, section 2 (input data and calculation " +
      "methodology): time-weighted returns that adjust for external cash flows, valuation at the time of large " +
      "external cash flows, returns for periods under one year not annualised; money-weighted return defined as " +
      "reflecting the timing and size of external cash flows",
    url: "https://www.gipsstandards.org/standards/gips-standards-for-firms/",
    publisher: "CFA Institute",
    kind: "official",
    date: "2019-06-30"
  },
  {
    id: "pf-gips-calculation-methodology",
    title:
      "GIPS Guidance Statement on Calculation Methodology: the time-weighted rate of return removes the effect of " +
      "client-driven external cash flows; sub-period returns between external cash flows are geometrically linked",
    url: "https://www.gipsstandards.org/wp-content/uploads/2021/03/calculation_methodology_gs_2011.pdf",
    publisher: "CFA Institute",
    kind: "official",
    date: "2011-01-01"
  }
] as const satisfies ReadonlyArray<Source>
