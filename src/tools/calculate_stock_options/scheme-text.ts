import { formatEur } from "../../core/format.ts"
import { APPROVED_SCHEME } from "../../rules/stock-options.ts"

/** The approved scheme's flat rate, as the descriptions say it ("8%"). */
export const APPROVED_FLAT_RATE_TEXT = `${APPROVED_SCHEME.flatRatePercent.value}%`

/** The approved scheme's limits on the benefit taxed at the flat rate, as the descriptions say them. */
export const APPROVED_LIMITS_TEXT = `up to ${APPROVED_SCHEME.salaryMultipleCap.value} times the salary and ${formatEur(APPROVED_SCHEME.aggregateCap.value.amount, { prose: true })} over ${APPROVED_SCHEME.aggregateCap.value.years} years`
