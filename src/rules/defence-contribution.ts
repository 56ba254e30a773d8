import { at, type DatedParameter, type Traced } from "./parameter.ts"
import { TAX_YEARS, type TaxYear } from "./years.ts"

/**
 * Special Defence Contribution (SDC) of individuals: on interest, dividends and (to 2025) rent, charged only on
 * Cyprus tax residents who are domiciled in Cyprus (art. 2, 3 of the law). Rates keyed by tax year: the 2026
 * reform changed two of them, so each new year's rates are read before the service answers for it.
 */

const SDCL = "Special Contribution for the Defence of the Republic Law 117(I)/2002"

export const SDC_INTEREST_RATE: DatedParameter<number, TaxYear> = {
  description: "SDC on interest received by Cyprus tax resident and domiciled individuals",
  unit: "percent",
  rule: `${SDCL}, art. 3 as amended by Law 157(I)/2023 (17% on interest from 1 Jan 2024)`,
  sources: ["mondaq-sdc-interest", "iclg-cyprus-passive-income"],
  values: {
    2024: { value: 17, sources: ["taxdep-sdc-rates-since-1991", "mondaq-sdc-interest", "iclg-cyprus-passive-income"] },
    2025: { value: 17, sources: ["taxdep-sdc-rates-since-1991", "mondaq-sdc-interest", "iclg-cyprus-passive-income"] },
    2026: {
      value: 17,
      note: "Unchanged by the 2026 reform as far as its summaries say (none reports a change for ordinary interest); a lower rate on qualifying bond interest is not modelled."
    }
  }
}

export const SDC_DIVIDEND_RATE: DatedParameter<number, TaxYear> = {
  description: "SDC on dividends received by Cyprus tax resident and domiciled individuals, by the year received",
  unit: "percent",
  rule: `${SDCL}, art. 3`,
  sources: ["ey-2026-reform"],
  values: {
    2024: { value: 17, sources: ["iclg-cyprus-passive-income", "co-pconstantinou-sdc"] },
    2025: { value: 17, sources: ["iclg-cyprus-passive-income", "co-pconstantinou-sdc"] },
    2026: {
      value: 5,
      rule: `${SDCL}, art. 3 as amended by the 2026 reform (published 31 Dec 2025): 5% on dividend payments`,
      sources: ["ey-2026-reform", "co-andersen-2026-reform", "dplaw-2026-dividends"],
      note:
        "EY reads the 5% as applying to dividend payments from 2026; other summaries (DP Law, Asterisk) apply it to " +
        "profits earned from 2026 only, leaving dividends paid out of 2025 or earlier profits at 17%. The answer " +
        "shows both figures."
    }
  }
}

/** The rate a dividend paid in 2026 out of earlier profits bears under the other reading (shown beside it). */
export const SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS = 17

export const SDC_RENT_RATE: DatedParameter<number, TaxYear> = {
  description:
    "SDC on rent received by Cyprus tax resident and domiciled individuals, on the taxable part of gross rent",
  unit: "percent",
  rule: `${SDCL}, art. 3: 3% on 75% of gross rent`,
  sources: ["taxdep-tax-rates-sdc-rent", "deloitte-rental-income", "sdc-rent-mondaq-2026"],
  values: {
    2024: { value: 3 },
    2025: { value: 3 },
    2026: {
      value: 0,
      rule: `${SDCL} as amended by the 2026 reform: no contribution on rent from 1 January 2026`,
      sources: ["sdc-rent-mondaq-2026", "sdc-rent-nproperties-2026", "ey-2026-reform"]
    }
  }
}

export const SDC_RENT_TAXABLE_PERCENT: DatedParameter<number> = {
  description: "Part of gross rent on which SDC is charged (while it is due)",
  unit: "percent",
  rule: `${SDCL}, art. 3 (rent reduced by 25%)`,
  sources: ["taxdep-tax-rates-sdc-rent", "deloitte-rental-income", "sdc-rent-nproperties-2026"],
  values: [{ from: 2024, value: 75 }]
}

export const SDC_DOMICILED_ONLY: DatedParameter<string> = {
  description: "Who pays SDC on interest, dividends and rent",
  unit: "units",
  rule: `${SDCL}, art. 2 and 3 as amended 16 Jul 2015 (domicile)`,
  sources: ["elsavco-non-dom", "co-stavraki-sdc-domicile"],
  values: [
    {
      from: 2024,
      value:
        "Cyprus tax residents who are domiciled in Cyprus; a resident is deemed domiciled after 17 of the last 20 years of residence"
    }
  ]
}

export interface DefenceContributionYearRules {
  readonly interestRatePercent: Traced<number>
  readonly dividendRatePercent: Traced<number>
  readonly rentRatePercent: Traced<number>
  readonly rentTaxablePercent: Traced<number>
  readonly domiciledOnly: Traced<string>
}

export const DEFENCE_CONTRIBUTION_RULES: Readonly<Record<TaxYear, DefenceContributionYearRules>> = Object.fromEntries(
  TAX_YEARS.map((year) => [
    year,
    {
      interestRatePercent: at(SDC_INTEREST_RATE, year),
      dividendRatePercent: at(SDC_DIVIDEND_RATE, year),
      rentRatePercent: at(SDC_RENT_RATE, year),
      rentTaxablePercent: at(SDC_RENT_TAXABLE_PERCENT, year),
      domiciledOnly: at(SDC_DOMICILED_ONLY, year)
    }
  ])
) as Record<TaxYear, DefenceContributionYearRules>
