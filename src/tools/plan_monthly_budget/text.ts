import { formatEur, greekNumber } from "../../core/format.ts"
import type { Tier } from "./input.ts"
import type { MonthlyBudgetOutput } from "./output.ts"

// The Greek lines of plan_monthly_budget's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })

const TIER: Record<Tier, string> = {
  T1: "T1 σταθερά βασικά",
  T2: "T2 μεταβλητά βασικά",
  T3: "T3 τρόπος ζωής",
  T4: "T4 προαιρετικά"
}

export const describeBudgetEl = (o: MonthlyBudgetOutput): Array<string> => [
  `Μηνιαίο εισόδημα ${eur(o.monthlyIncome)}· έξοδα ${eur(o.monthlyExpenses)} (${o.tiers.map((t) => `${TIER[t.tier]} ${eur(t.monthlyAmount)}`).join(", ")}).`,
  `Διαθέσιμο εισόδημα ${eur(o.disposableIncome)}${o.savingsRatePercent === null ? "" : ` (ποσοστό αποταμίευσης ${greekNumber(String(o.savingsRatePercent))}%)`}· επενδύσεις ${eur(o.monthlyInvestments)}· πλεόνασμα ${eur(o.monthlySurplus)} τον μήνα.`,
  o.biggestLeak === null
    ? "Κανένα έξοδο τρόπου ζωής (T3) ή προαιρετικό (T4) για περικοπή."
    : `Μεγαλύτερη διαρροή που μπορεί να περιοριστεί: ${o.biggestLeak.name} (${TIER[o.biggestLeak.tier]}), ${eur(o.biggestLeak.monthlyAmount)} τον μήνα· η περικοπή της εξοικονομεί ${eur(o.biggestLeak.saving12Months)} σε 12 μήνες.`,
  `Προβλεπόμενο πλεόνασμα: ${eur(o.projection.months12.surplus)} σε 12 μήνες, ${eur(o.projection.years5.surplus)} σε 5 χρόνια.`
]
