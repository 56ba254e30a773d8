import { formatEur } from "../../core/format.ts"
import { MORTGAGE_AUDIT_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { AUDIT_MORTGAGE_STATEMENT_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeAuditEl } from "./text.ts"
import { MIN_CHECKPOINTS } from "../../domain/mortgage/statement-replay.ts"
import { auditMortgageStatementRows, checkAuditInput } from "./calculate.ts"
import { AuditMortgageStatementInput, DEFAULT_TOP_N } from "./input.ts"
import { AuditMortgageStatementOutput } from "./output.ts"

const amount = (x: number): string => formatEur(x, { unit: false })

const describeAudit = (o: AuditMortgageStatementOutput): Array<string> => {
  const lines = [
    `Mortgage statement audit ${o.periodStart} to ${o.periodEnd}: ${o.checkpointsCompared} balances compared.`,
    `${o.conventionSource === "search" ? "Best-fitting convention (an estimate, not a confirmed bank term)" : "Convention given"}: ${o.bestFitLabel}; RMS difference EUR ${amount(o.rmsDelta)} (${o.fitStatus}); final difference EUR ${amount(o.finalDelta)}.`,
    `Interest on the statement EUR ${amount(o.bankInterest)}; replayed EUR ${amount(o.expectedInterest)}; net overcharge EUR ${amount(o.netOvercharge)} (EUR ${amount(o.netOverchargePerYear)} a year).`
  ]
  if (o.conventionSource === "search") {
    lines.push(
      `Confidence ${o.confidence.level}${o.confidence.gapToNext === null ? "" : `: next best (${o.confidence.nextBestLabel}) is EUR ${amount(o.confidence.gapToNext)} worse in RMS`}; ${o.equivalentCandidateCount} equivalent candidate(s), overcharge range EUR ${amount(o.netOverchargeRange.min)} to ${amount(o.netOverchargeRange.max)}.`
    )
  }
  if (o.flaggedRows.length > 0)
    lines.push(
      `Flagged rows: ${o.flaggedRows.map((f) => `${f.date} (${f.jump > 0 ? "+" : ""}${amount(f.jump)})`).join(", ")}.`
    )
  return lines
}

export const auditMortgageStatement = defineCalculator({
  name: "audit_mortgage_statement",
  fieldMessagesEl: AUDIT_MORTGAGE_STATEMENT_FIELD_MESSAGES_EL,
  assumptionTexts: MORTGAGE_AUDIT_ASSUMPTIONS,
  topic: "home",
  toolset: "mortgages",
  title: "Mortgage statement audit: bank interest convention and overcharge",
  description:
    "Replays a loan day by day over a statement's period and searches 18 bank interest conventions (day count " +
    "Actual/365, Actual/360 or Actual/Actual (ISDA); capitalisation monthly, semi-annual or annual; daily interest exact " +
    "or rounded to the cent), applying the statement's own payments, fees, other movements and rate changes. Candidates " +
    "are ranked by the RMS difference between the replayed and the statement's running balance; the best is reported " +
    "with its error, confidence (gap to the next), equivalent candidates, flagged rows and the implied interest " +
    "overcharge (statement interest - replayed interest, over the period and per year). Requires rows in date order " +
    `with at least one ratePct and at least ${MIN_CHECKPOINTS} balances from the first rate onward. The inferred ` +
    "convention is an estimate, not a confirmed bank term; send rules to test one convention. Amounts EUR, rounded to the cent.",
  listing: {
    summary:
      "Replays a loan day by day under 18 bank interest conventions, ranks them by fit to the statement's balances and reports the implied interest overcharge. The best fit is an estimate, not a confirmed bank term. Rows from parse_mortgage_statement_text or the user.",
    fields: {
      rows: `In date order; one with ratePct, ${MIN_CHECKPOINTS} with balance from the first rate on`,
      "rows[].debit": "Other debits (e.g. drawdown), not interest",
      "rows[].amount": "Signed movement for one-column statements (+ owed more), not interest",
      "rows[].interestCharged": "Interest the bank debited (compared, not applied)",
      "rows[].balance": "Owed after the row (a checkpoint)",
      "rows[].ratePct": "Annual % from this row on",
      topN: `Conventions to return; omitted: ${DEFAULT_TOP_N}`,
      rules: "Test one convention (e.g. the contract's) instead of all 18"
    }
  },
  input: AuditMortgageStatementInput,
  output: AuditMortgageStatementOutput,
  check: checkAuditInput,
  calculate: auditMortgageStatementRows,
  describe: (o, language) => (language === "el" ? describeAuditEl(o) : describeAudit(o)),
  heavy: true
})
