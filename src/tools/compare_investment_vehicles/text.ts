import { formatEur, greekNumber } from "../../core/format.ts"
import type { CompareInvestmentVehiclesOutput } from "./output.ts"

// The Greek lines of compare_investment_vehicles's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const irr = (x: number | null) => (x === null ? "μη διαθέσιμο" : `${greekNumber(String(x))}%`)

const BETTER: Record<CompareInvestmentVehiclesOutput["betterOption"], string> = {
  option1: "επιλογή 1",
  option2: "επιλογή 2",
  equal: "ισοπαλία"
}

export const describeComparisonEl = (o: CompareInvestmentVehiclesOutput): Array<string> => [
  `Σε ${o.years} χρόνια, με ${eur(o.annualOutOfPocket)} τον χρόνο από την τσέπη σας:`,
  `Επιλογή 1 (φορολογητέα επένδυση): ${eur(o.option1.finalAfterTax)} μετά το τέλος εξόδου και τον φόρο (IRR ${irr(o.option1.irrPercent)}).`,
  `Επιλογή 2 (όχημα με φοροαπαλλαγή, ${eur(o.reliefMatching.option2GrossContribution)} τον χρόνο μαζί με ${eur(o.reliefMatching.annualTaxRelief)} φοροαπαλλαγή): ` +
    `${eur(o.option2.finalAfterTax)} (IRR ${irr(o.option2.irrPercent)}).`,
  `Διαφορά (επιλογή 2 - επιλογή 1): ${eur(o.difference)}· καλύτερη: ${BETTER[o.betterOption]}. Προβλέψεις, όχι εγγυήσεις.`
]
