import { formatEur, greekNumber } from "../../core/format.ts"
import type { MortgageOutput } from "./output.ts"

// The Greek lines of simulate_mortgage's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const num = (n: number) => greekNumber(String(n))

const MORTGAGE_TYPE: Record<MortgageOutput["mortgageType"], string> = {
  capital_and_interest: "κεφάλαιο και τόκοι",
  interest_only: "μόνο τόκοι"
}

const PHASE: Record<string, string> = { fixed: "σταθερό επιτόκιο", variable: "κυμαινόμενο επιτόκιο" }

const REASON: Record<string, string> = {
  loan_start: "έναρξη δανείου",
  rate_change: "αλλαγή επιτοκίου",
  lump_sum_reduce_payment: "εφάπαξ πρόωρη αποπληρωμή, μείωση δόσης",
  lump_sum_reduce_term: "εφάπαξ πρόωρη αποπληρωμή, μείωση διάρκειας"
}

const SCENARIO: Record<string, string> = { best: "καλύτερο", worst: "χειρότερο", varied: "μεταβαλλόμενο" }
const ORIGIN: Record<string, string> = { caller: "δικά σας στοιχεία", default: "προεπιλογή" }

export const describeMortgageEl = (o: MortgageOutput): Array<string> => {
  const lines = [
    `Στεγαστικό δάνειο ${eur(o.principalAmount)} για ${o.loanTermMonths} μήνες (${MORTGAGE_TYPE[o.mortgageType]}): πρώτη μηνιαία δόση ${eur(o.monthlyPayment)}.`,
    ...o.phases.map(
      (p) =>
        `Μήνες ${p.fromMonth}-${p.toMonth}: ${PHASE[p.phase] ?? p.phase} ${num(p.annualRatePercent)}% (${greekNumber(p.rateInputs)}).`
    ),
    ...o.paymentRecalculations
      .filter((r) => r.reason !== "loan_start")
      .map(
        (r) =>
          `Από τον μήνα ${r.month} (${REASON[r.reason] ?? r.reason}): δόση ${eur(r.monthlyPayment)} επί υπολοίπου ${eur(r.balance)} με επιτόκιο ${num(r.annualRatePercent)}% για ${r.remainingMonths} μήνες.`
      ),
    `Συνολικοί τόκοι ${eur(o.totalInterest)}· συνολικό ποσό πληρωμών ${eur(o.totalPaid)}· εξόφληση τον μήνα ${o.payoffMonth}${o.monthsSaved > 0 ? ` (${o.monthsSaved} μήνες νωρίτερα)` : ""}.`
  ]
  if (o.balloonPayment !== null) lines.push(`Εφάπαξ καταβολή κεφαλαίου στη λήξη: ${eur(o.balloonPayment)}.`)
  if (o.totalEarlyRepaymentCharges > 0) lines.push(`Χρεώσεις πρόωρης αποπληρωμής ${eur(o.totalEarlyRepaymentCharges)}.`)
  if (o.withoutPrepayments !== null)
    lines.push(
      `Οι πρόωρες αποπληρωμές εξοικονομούν ${eur(o.withoutPrepayments.interestSaved)} τόκων (${eur(o.withoutPrepayments.totalInterest)} τόκοι χωρίς αυτές).`
    )
  for (const s of o.scenarios) {
    lines.push(
      `Σενάριο «${SCENARIO[s.name] ?? s.name}» (${ORIGIN[s.origin] ?? s.origin}): πρώτη δόση με κυμαινόμενο επιτόκιο ${eur(s.firstVariableMonthlyPayment)}, μέγιστη ${eur(s.highestMonthlyPayment)}, συνολικοί τόκοι ${eur(s.totalInterest)} (${s.interestDifference >= 0 ? "+" : "-"}${eur(Math.abs(s.interestDifference))}).`
    )
  }
  return lines
}
