// Income Tax Law art. 8 exemptions of employment income (20% and 50%), tested condition by condition.
import { traceOf } from "../../core/cells.ts"
import { cents, euros, pct } from "../../core/money.ts"
import { formatCents as fmt } from "../../core/format.ts"
import type { Article8Rules, Cited } from "../../rules/income-tax.ts"
import type { TaxYear } from "../../rules/years.ts"
import type { SourceId } from "../../rules/sources.ts"
import type { IncomeTaxInput } from "./input.ts"
import type { IncomeTaxOutput } from "./output.ts"

type ExemptionResult = NonNullable<IncomeTaxOutput["employmentExemption"]>

/** Tests an Income Tax Law art. 8 employment-income exemption against the tax year; the amount is 0 unless every
 * condition holds. */
export const evaluateExemption = (
  req: NonNullable<IncomeTaxInput["employmentExemption"]>,
  year: TaxYear,
  salaryC: number,
  rules: Article8Rules
): { result: ExemptionResult; amountCents: number; sourceIds: ReadonlyArray<SourceId> } => {
  const y = Number(year)
  const startYear = Number(req.employmentStartDate.slice(0, 4))
  const met: Array<string> = []
  const failed: Array<string> = []
  const check = (ok: boolean, yes: string, no: string) => (ok ? met : failed).push(ok ? yes : no)
  let cited: Cited<unknown>
  let amountC = 0

  if (req.type === "20-percent") {
    const useNew = req.employmentStartDate >= rules.twentyPercent.value.firstStartDate
    const legacy = rules.twentyPercentLegacy.value
    if (useNew) {
      const r = rules.twentyPercent.value
      cited = rules.twentyPercent
      check(
        req.consecutiveNonResidentYearsBeforeStart >= r.minNonResidentYears,
        `Not resident for ${req.consecutiveNonResidentYearsBeforeStart} consecutive years before starting (at least ${r.minNonResidentYears} needed).`,
        `Not resident for only ${req.consecutiveNonResidentYearsBeforeStart} consecutive years before starting; at least ${r.minNonResidentYears} are needed.`
      )
      if (req.employedAbroadBeforeStart === undefined) {
        failed.push(
          "employedAbroadBeforeStart was not given: the condition of employment abroad by a non-resident employer immediately before starting cannot be checked (never assumed)."
        )
      } else {
        check(
          req.employedAbroadBeforeStart,
          "Employed abroad by a non-resident employer immediately before starting.",
          "Not employed abroad by a non-resident employer immediately before starting, which art. 8(21A) requires."
        )
      }
      check(
        y >= startYear + r.firstYearOffset && y <= startYear + r.lastYearOffset,
        `Tax year ${year} is within the 7 tax years ${startYear + r.firstYearOffset}-${startYear + r.lastYearOffset}.`,
        `Tax year ${year} is outside the 7 tax years ${startYear + r.firstYearOffset}-${startYear + r.lastYearOffset} (the exemption starts in the tax year after employment starts).`
      )
      amountC = Math.min(pct(salaryC, r.percent), cents(r.maxAmount))
    } else if (req.employmentStartDate >= legacy.firstStartDate) {
      cited = rules.twentyPercentLegacy
      check(
        req.consecutiveNonResidentYearsBeforeStart >= legacy.minNonResidentYears,
        "Resident outside Cyprus in the year before employment started.",
        "Not resident outside Cyprus in the year before employment started, which art. 8(21) requires."
      )
      check(
        y >= startYear + legacy.firstYearOffset && y <= startYear + legacy.lastYearOffset,
        `Tax year ${year} is within the 5 tax years ${startYear + legacy.firstYearOffset}-${startYear + legacy.lastYearOffset} (employment started before 26 Jul 2022: old art. 8(21)).`,
        `Tax year ${year} is outside the 5 tax years ${startYear + legacy.firstYearOffset}-${startYear + legacy.lastYearOffset} of old art. 8(21) (employment started before 26 Jul 2022).`
      )
      amountC = Math.min(pct(salaryC, legacy.percent), cents(legacy.maxAmount))
    } else {
      cited = rules.twentyPercentLegacy
      failed.push(
        "Employment started before 2012: the earlier versions of art. 8(21) are not modelled, and their periods have ended."
      )
    }
  } else {
    const r = rules.fiftyPercent.value
    cited = rules.fiftyPercent
    if (req.employmentStartDate < r.firstStartDate) {
      failed.push(
        "Employment started before 1 Jan 2022: the transitional rules of art. 8(23A) and the old art. 8(23) are not modelled."
      )
    }
    check(
      req.consecutiveNonResidentYearsBeforeStart >= r.minNonResidentYears,
      `Not resident for ${req.consecutiveNonResidentYearsBeforeStart} consecutive years before starting (at least ${r.minNonResidentYears} needed).`,
      `Not resident for only ${req.consecutiveNonResidentYearsBeforeStart} consecutive years before starting; at least ${r.minNonResidentYears} are needed (art. 8(23A) as amended 2023).`
    )
    check(
      salaryC > cents(r.remunerationThreshold),
      `Employment income ${fmt(salaryC)} exceeds EUR 55,000.`,
      `Employment income ${fmt(salaryC)} does not exceed EUR 55,000.`
    )
    check(
      y >= startYear + r.firstYearOffset && y <= startYear + r.lastYearOffset,
      `Tax year ${year} is within the 17 tax years ${startYear}-${startYear + r.lastYearOffset}.`,
      `Tax year ${year} is outside the 17 tax years ${startYear}-${startYear + r.lastYearOffset}.`
    )
    amountC = pct(salaryC, r.percent)
  }
  if (startYear > y) failed.push(`Employment starts in ${startYear}, after tax year ${year}.`)
  if (salaryC === 0) failed.push("There is no employment income (salaryIncome is 0) to exempt.")
  const applied = failed.length === 0
  return {
    result: {
      type: req.type,
      applied,
      amount: applied ? euros(amountC) : 0,
      reasons: applied ? met : failed,
      ...traceOf(year, cited)
    },
    amountCents: applied ? amountC : 0,
    sourceIds: cited.sources
  }
}
