import { formatDecimals, formatEur, greekNumber } from "../../core/format.ts"
import type { RetirementStressTestOutput } from "./output.ts"

// The Greek lines of run_retirement_stress_test's text, one for each English line of tool.ts.

const eur = (x: number) => formatEur(x, { language: "el" })
/** An age, which the projection gives in years and fractions (70.25): the Greek decimal comma. */
const age = (x: number | string) => greekNumber(String(x))

export const describeStressTestEl = (o: RetirementStressTestOutput): Array<string> => {
  const last = o.series.at(-1)
  const d = o.deterministicProjection
  const p = (q: number) => o.endingWealthPercentiles.find((e) => e.percentile === q)?.nominal ?? 0
  const bad = o.depletionAgePercentiles.find((e) => e.percentile === 10)?.age ?? null
  const lines = [
    `Έλεγχος αντοχής αποταμιεύσεων για τη σύνταξη έως την ηλικία ${age(last?.age ?? "")}: ${o.simulations} προσομοιώσεις, seed ${o.seed}${o.seedSupplied ? "" : " (επιλέχθηκε τυχαία: στοχαστική εκτέλεση· στείλτε το seed για να την επαναλάβετε)"}.`,
    `Πιθανότητα να επαρκέσουν τα χρήματα: ${formatDecimals(o.successProbability * 100, 1, "el")}% (σε ${o.pathsRunningOut} από τις ${o.simulations} προσομοιώσεις τα χρήματα εξαντλούνται).`,
    `Προβολή χωρίς διακυμάνσεις: ${eur(d.balanceAtRetirement)} κατά τη συνταξιοδότηση· ` +
      (d.moneyRunsOutAtAge === null
        ? `${eur(d.endingBalance)} στο τέλος (${eur(d.endingBalanceInTodaysMoney)} σε σημερινές τιμές).`
        : `τα χρήματα εξαντλούνται στην ηλικία ${age(d.moneyRunsOutAtAge)}.`),
    `Τελική περιουσία (ονομαστική): 10ο εκατοστημόριο ${eur(p(10))}, διάμεσος ${eur(p(50))}, 90ό εκατοστημόριο ${eur(p(90))}.`,
    bad === null
      ? "Τα χρήματα εξαντλούνται σε λιγότερο από το 10% των προσομοιώσεων."
      : `Στο χειρότερο 10% των προσομοιώσεων τα χρήματα εξαντλούνται έως την ηλικία ${age(bad)}.`
  ]
  for (const row of o.pensionIncome)
    lines.push(
      `Από την ηλικία ${age(row.fromAge)}: συντάξεις ${eur(row.grossAnnual)} τον χρόνο μικτά, ${eur(row.netAnnual)} καθαρά (σε σημερινές τιμές).`
    )
  return lines
}
