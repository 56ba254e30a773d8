import { Schema } from "effect"
import { capNote, formatCap, lengthNote } from "../../core/input-bounds.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"
import { hasAtMostDecimals, isWholeCents } from "../../core/money.ts"

/** simulate_mortgage's request: fields, cross-field rules, examples and the disclosed scenario defaults. */

// ---------------------------------------------------------------------------------------------
// Disclosed defaults (never taken from the examples)
// ---------------------------------------------------------------------------------------------

/** Default best case: the variable rate 1 point lower for the whole variable period (illustrative, not a forecast). */
export const DEFAULT_BEST_SHIFT = -1
/** Default worst case: the variable rate 2 points higher for the whole variable period (illustrative, not a forecast).
 * */
export const DEFAULT_WORST_SHIFT = 2
/**
 * Default varied path: points added to the variable rate in year 1, 2, ... of the variable period; the 12-year
 * cycle repeats. It rises by 0.5 a year to +2, falls back by 0.5 a year to -1, then returns to 0: a deterministic
 * up-and-down path inside the best / worst band.
 */
export const DEFAULT_VARIED_CYCLE = [0.5, 1, 1.5, 2, 1.5, 1, 0.5, 0, -0.5, -1, -0.5, 0] as const

const MAX_AMOUNT = 100_000_000
const MAX_MONTHS = 600

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const inCents = Schema.makeFilter<number>((x) => isWholeCents(x) || "must have at most 2 decimals (cents)")
const fourDecimals = Schema.makeFilter<number>((x) => hasAtMostDecimals(x, 4) || "must have at most 4 decimal places")

// Descriptions go on the base: a custom filter (inCents, fourDecimals) has no JSON Schema form and would drop them.
const eur = (description: string) =>
  Schema.Finite.annotate({ description: `${description} ${capNote(0, MAX_AMOUNT, "EUR")}` }).check(
    Schema.isGreaterThanOrEqualTo(0),
    Schema.isLessThanOrEqualTo(MAX_AMOUNT),
    inCents
  )
const rate = (minimum: number, maximum: number, description: string) =>
  Schema.Finite.annotate({ description: `${description} ${capNote(minimum, maximum, "%")}` }).check(
    Schema.isBetween({ minimum, maximum }),
    fourDecimals
  )
const months = (minimum: number, description: string) =>
  Schema.Int.check(Schema.isBetween({ minimum, maximum: MAX_MONTHS })).annotate({
    description: `${description} ${capNote(minimum, MAX_MONTHS, "months")}`
  })
const MAX_SHIFTS = 50

const Shifts = (what: string) =>
  Schema.Array(rate(-20, 20, "percentage points"))
    .check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SHIFTS))
    .annotate({
      description:
        `${what}: percentage points added to the variable rate in year 1, 2, ... of the variable period (year 1 = the 12 ` +
        "months after the fixed period); the last value continues to maturity. E.g. [1, 2] = +1 point in the first " +
        `variable year, +2 from then on. The applied rate is never below 0. ${lengthNote(MAX_SHIFTS, 1, "values")} Each: ${capNote(-20, 20, "points")}`
    })

const LOAN_CONFIGURATIONS = ["standard", "kfik", "cash_collateral"] as const

const InputFields = Schema.Struct({
  principalAmount: Schema.Finite.annotate({
    description: `Loan amount (outstanding principal at month 1) in EUR. Required; never an example figure. Above 0, at most ${formatCap(MAX_AMOUNT)} EUR.`
  })
    .check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(MAX_AMOUNT), inCents)
    .annotateKey({ messageMissingKey: "principalAmount is required: the real loan amount in EUR (ask the user)" }),
  loanTermMonths: months(
    1,
    "Repayment term in MONTHS (25 years = 300), counted from month 1 of the simulation; for an existing loan, the " +
      "months left. Required."
  ).annotateKey({
    messageMissingKey: "loanTermMonths is required: the repayment term in months (years x 12; ask the user)"
  }),
  fixedPeriodMonths: months(
    0,
    "Months at the fixed rate from month 1 (3-year fix = 36); 0 = variable from the start; equal to loanTermMonths = " +
      "fixed for the whole term. Required (0 allowed). Months 1..fixedPeriodMonths use fixedRate, the rest the variable rate."
  ).annotateKey({
    messageMissingKey:
      "fixedPeriodMonths is required: the months of the fixed-rate period (0 if the loan is variable from the start; ask the user)"
  }),
  mortgageType: Schema.optionalKey(
    Schema.Literals(["capital_and_interest", "interest_only"]).annotate({
      description:
        '"capital_and_interest" (annuity: equal instalments of interest and principal) or "interest_only" (each ' +
        "month pays that month's interest on the remaining balance; the principal is due at maturity as a balloon). " +
        "Omitted: capital_and_interest, disclosed.",
      message: "mortgageType must be capital_and_interest or interest_only"
    })
  ),
  fixedRate: Schema.optionalKey(
    rate(
      0,
      30,
      "All-in fixed annual rate in % (e.g. 3.95) for months 1..fixedPeriodMonths. Required when fixedPeriodMonths > 0; " +
        "not allowed when it is 0."
    )
  ),
  variableBaseRate: Schema.optionalKey(
    rate(
      -5,
      30,
      "Variable period: the reference rate in % per year (e.g. Euribor 6M, or the bank's base rate for housing loans). " +
        "With bankMargin, required when the loan has a variable period (fixedPeriodMonths < loanTermMonths), unless " +
        "variableAllInRate is sent. Held constant in the main schedule; the scenarios move it."
    )
  ),
  bankMargin: Schema.optionalKey(
    rate(
      0,
      20,
      "Variable period: the bank's margin in percentage points per year over variableBaseRate (variable rate = base + " +
        "margin). Send with variableBaseRate. Never split an all-in rate into base + margin without the user's " +
        "confirmation: send variableAllInRate instead."
    )
  ),
  variableAllInRate: Schema.optionalKey(
    rate(
      0,
      30,
      "Variable period, instead of variableBaseRate + bankMargin: the all-in variable annual rate in % when the user " +
        "knows only the total. Not with variableBaseRate or bankMargin."
    )
  ),
  variableRateScenarios: Schema.optionalKey(
    Schema.Struct({
      best: Schema.optionalKey(Shifts("Best case")),
      worst: Schema.optionalKey(Shifts("Worst case")),
      varied: Schema.optionalKey(Shifts("Varied case"))
    }).annotate({
      description:
        `Caller's rate paths for the variable period. Each omitted path uses its disclosed default: best ${DEFAULT_BEST_SHIFT} ` +
        `point, worst +${DEFAULT_WORST_SHIFT} points, varied = the repeating 12-year cycle ${DEFAULT_VARIED_CYCLE.join(", ")} ` +
        "points by variable year. Only with a variable period."
    })
  ),
  monthlyOverpayment: Schema.optionalKey(
    eur(
      "Extra EUR paid every month from month 1, on top of the instalment, straight off the balance (the instalment " +
        "is not lowered, so the loan ends earlier). Omitted: none."
    )
  ),
  lumpSumPayments: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        month: months(1, "Loan month (1 = first instalment) after whose payment the lump sum is paid."),
        amount: Schema.Finite.annotate({
          description: `EUR paid off the balance. Above 0, at most ${formatCap(MAX_AMOUNT)} EUR.`
        }).check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(MAX_AMOUNT), inCents)
      })
    )
      .check(Schema.isMaxLength(MAX_MONTHS))
      .annotate({
        description: `One-off extra repayments [{ month, amount }]. Needs lumpSumStrategy on a capital_and_interest loan. Omitted: none. ${lengthNote(MAX_MONTHS, 0, "payments")}`
      })
  ),
  lumpSumStrategy: Schema.optionalKey(
    Schema.Literals(["reduce_term", "reduce_payment"]).annotate({
      description:
        'After a lump sum on a capital_and_interest loan: "reduce_term" keeps the instalment and moves maturity ' +
        'earlier; "reduce_payment" keeps maturity and recomputes a lower instalment. Required with lumpSumPayments ' +
        "(ask the user; never assumed); not used for interest_only.",
      message: "lumpSumStrategy must be reduce_term or reduce_payment"
    })
  ),
  ercPercentage: Schema.optionalKey(
    rate(
      0,
      10,
      "Early-repayment charge in % of each overpayment and lump sum paid during the fixed period (months " +
        "1..fixedPeriodMonths), paid on top. Omitted: no charge included, disclosed."
    )
  ),
  upfrontFees: Schema.optionalKey(
    eur(
      "Real fees paid at the start, EUR (arrangement, valuation, Land Registry mortgage registration, stamp duty). " +
        "0 only if the user confirms. Omitted: not included, disclosed."
    )
  ),
  closureFee: Schema.optionalKey(
    eur("Real fee paid when the loan is closed, EUR. 0 only if the user confirms. Omitted: not included, disclosed.")
  ),
  loanConfiguration: Schema.optionalKey(
    Schema.Literals(LOAN_CONFIGURATIONS).annotate({
      description:
        '"standard" (bank loan secured on property). "kfik" (KFIK) and "cash_collateral" configurations are not ' +
        "offered and are refused with a 400. Omitted: standard, disclosed.",
      message: `loanConfiguration must be one of ${LOAN_CONFIGURATIONS.join(", ")}`
    })
  )
})

type MortgageInputFields = typeof InputFields.Type

const has = (x: unknown) => x !== undefined

/** Cross-field rules, one issue per field (also run by the check, for callers that skip the decoder). */
export const crossFieldIssues = (i: MortgageInputFields): Array<{ path: [string]; issue: string }> => {
  const out: Array<{ path: [string]; issue: string }> = []
  const add = (field: string, issue: string) => out.push({ path: [field], issue })
  const N = i.loanTermMonths
  const F = i.fixedPeriodMonths
  if (i.loanConfiguration === "kfik")
    add(
      "loanConfiguration",
      "KFIK loans are not offered by this calculator (unavailable through the API); only standard bank mortgages are simulated"
    )
  if (i.loanConfiguration === "cash_collateral")
    add(
      "loanConfiguration",
      "cash-collateral configurations are not offered by this calculator (unavailable through the API); only standard bank mortgages are simulated"
    )
  if (F > N) add("fixedPeriodMonths", `fixedPeriodMonths (${F}) cannot exceed loanTermMonths (${N})`)
  if (F > 0 && !has(i.fixedRate))
    add(
      "fixedRate",
      `fixedRate is required: the all-in fixed annual rate in % for the ${F}-month fixed period (ask the user)`
    )
  if (F === 0 && has(i.fixedRate))
    add("fixedRate", "fixedRate applies only when fixedPeriodMonths > 0; send fixedPeriodMonths, or remove fixedRate")
  const variable = F < N
  const base = has(i.variableBaseRate)
  const margin = has(i.bankMargin)
  const allIn = has(i.variableAllInRate)
  if (variable) {
    const period = `the loan is variable from month ${F + 1} to ${N}`
    if (allIn && (base || margin))
      add("variableAllInRate", "send either variableAllInRate or variableBaseRate + bankMargin, not both")
    else if (!allIn && !base && !margin) {
      add(
        "variableBaseRate",
        `variableBaseRate (e.g. Euribor 6M %) is required with bankMargin, or send variableAllInRate: ${period}`
      )
      add(
        "bankMargin",
        `bankMargin (points over the base rate) is required with variableBaseRate, or send variableAllInRate: ${period}`
      )
    } else if (base && !margin)
      add(
        "bankMargin",
        "bankMargin is required with variableBaseRate (the bank's margin in points; ask the user, or send the all-in rate as variableAllInRate)"
      )
    else if (margin && !base)
      add(
        "variableBaseRate",
        "variableBaseRate is required with bankMargin (the reference rate, e.g. Euribor 6M %; ask the user)"
      )
  } else {
    for (const key of ["variableBaseRate", "bankMargin", "variableAllInRate", "variableRateScenarios"] as const) {
      if (has(i[key]))
        add(key, `${key} does not apply: the loan is fixed for its whole term (fixedPeriodMonths = loanTermMonths)`)
    }
  }
  const interestOnly = i.mortgageType === "interest_only"
  const lumps = i.lumpSumPayments ?? []
  lumps.forEach((l, k) => {
    if (l.month > N)
      out.push({
        path: ["lumpSumPayments"],
        issue: `lumpSumPayments[${k}].month ${l.month} is after the term (${N} months)`
      })
  })
  if (lumps.length > 0 && !interestOnly && !has(i.lumpSumStrategy))
    add(
      "lumpSumStrategy",
      "lumpSumStrategy is required with lumpSumPayments: reduce_term (same instalment, earlier end) or reduce_payment (same end, lower instalment); ask the user"
    )
  if (has(i.lumpSumStrategy) && interestOnly)
    add(
      "lumpSumStrategy",
      "lumpSumStrategy does not apply to an interest_only loan (a lump sum lowers the balance, the later interest and the balloon)"
    )
  else if (has(i.lumpSumStrategy) && lumps.length === 0)
    add("lumpSumStrategy", "lumpSumStrategy applies only with lumpSumPayments")
  return out
}

const INPUT_ANNOTATIONS = {
  title: "Mortgage simulation request",
  description: "EUR amounts, annual percentage rates, months counted from the first instalment.",
  examples: [
    {
      principalAmount: 250_000,
      loanTermMonths: 300,
      fixedPeriodMonths: 60,
      fixedRate: 3.95,
      variableBaseRate: 2.15,
      bankMargin: 2.25,
      mortgageType: "capital_and_interest",
      lumpSumPayments: [{ month: 36, amount: 20_000 }],
      lumpSumStrategy: "reduce_term",
      ercPercentage: 1,
      upfrontFees: 2_850,
      closureFee: 250
    },
    {
      principalAmount: 180_000,
      loanTermMonths: 240,
      fixedPeriodMonths: 0,
      variableAllInRate: 4.1,
      monthlyOverpayment: 150,
      upfrontFees: 2_100,
      closureFee: 200,
      variableRateScenarios: { best: [-0.75], worst: [1, 2.5], varied: [0.5, 1, 0, -0.5] }
    },
    {
      principalAmount: 120_000,
      loanTermMonths: 120,
      fixedPeriodMonths: 36,
      fixedRate: 4.25,
      variableBaseRate: 2.1,
      bankMargin: 2.5,
      mortgageType: "interest_only",
      upfrontFees: 1_650,
      closureFee: 150
    }
  ]
} satisfies Schema.Annotations.Bottom<MortgageInputFields, readonly []>

export const MortgageInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type MortgageInput = typeof MortgageInput.Type
