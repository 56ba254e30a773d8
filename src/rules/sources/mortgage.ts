import type { Source } from "./source.ts"

/** Sources of the mortgage, day-count and bank convention rules. */
export const MORTGAGE_SOURCES = [
  // --- simulate_mortgage ------------------------------------------------------------------------
  {
    id: "mtg-annuity-formula",
    title:
      "MathWorld, Mortgage: the monthly payment of a loan repaid in n monthly instalments at a monthly rate equal to the annual rate divided by 12",
    url: "https://mathworld.wolfram.com/Mortgage.html",
    publisher: "Wolfram MathWorld",
    kind: "secondary"
  },
  {
    id: "mtg-cy-variable-rate",
    title:
      "Cyprus housing loans: a variable rate is the reference rate (Euribor 6M or the bank's base rate) plus the contract margin; fixed periods (e.g. 3 or 5 years) revert to a variable rate; interest is charged on the daily balance",
    url: "https://urban-keys.com/your-home-loan",
    publisher: "Urban Keys (Cyprus)",
    kind: "secondary"
  },
  {
    id: "mtg-cy-rate-review",
    title:
      "How interest rates affect loan repayments in Cyprus: the final rate is the reference rate plus the contract margin; Euribor-linked instalments are revised at each review period (e.g. every six months)",
    url: "https://dom.com.cy/en/live/digest/how-interest-rates-affect-loan-repayments-in-cyprus/",
    publisher: "DOM (Cyprus)",
    kind: "secondary"
  },
  {
    id: "mtg-boc-restart-example",
    title:
      "Bank of Cyprus, Restart housing loan: Euribor 6M + margin; worked example EUR 100,000 over 20 years in 240 monthly instalments of EUR 517.86",
    url: "https://www.bankofcyprus.com.cy/en-gb/Personal/loans/Housing/restart-housing-loan/",
    publisher: "Bank of Cyprus",
    kind: "secondary"
  },
  {
    id: "mtg-isda-2006-4-16",
    title:
      "2006 ISDA Definitions, Section 4.16 Day Count Fraction: (b) Actual/Actual (ISDA), (d) Actual/365 (Fixed), (e) Actual/360, as listed in the FpML day-count-fraction coding scheme",
    url: "https://www.fpml.org/coding-scheme/day-count-fraction-2-0.xml",
    publisher: "FpML (ISDA)",
    kind: "secondary"
  },
  {
    id: "mtg-act-act-isda-formula",
    title: "Actual/Actual (ISDA): day count fraction = days in a leap year / 366 + days not in a leap year / 365",
    url: "https://cbonds.com/glossary/actual-actual-isda/",
    publisher: "Cbonds",
    kind: "secondary"
  }
] as const satisfies ReadonlyArray<Source>
