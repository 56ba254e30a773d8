import { formatEur } from "../../core/format.ts"
import type { RentVsBuyOutput } from "./output.ts"

// The Greek lines of compare_rent_vs_buy's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })

export const describeRentVsBuyEl = (o: RentVsBuyOutput): Array<string> => [
  `Ενοίκιο ή αγορά κατοικίας σε ${o.horizonYears} χρόνια: στεγαστικό δάνειο ${eur(o.loanAmount)}, μηνιαία δόση ${eur(o.monthlyMortgagePayment)}.`,
  `Μετρητά στην αγορά ${eur(o.upfrontCash)} (προκαταβολή ${eur(o.downPaymentAmount)}· τέλη μεταβίβασης ${eur(o.purchaseCosts.transferFees)}, τέλη χαρτοσήμου ${eur(o.purchaseCosts.stampDuty)}, ΦΠΑ ${eur(o.purchaseCosts.vat)}, άλλα ${eur(o.purchaseCosts.other)}).`,
  `Καθαρή περιουσία στο τέλος: με αγορά ${eur(o.buyNetWorth)}, με ενοίκιο και επένδυση ${eur(o.rentNetWorth)}· ${o.better === "equal" ? "ίσες" : `${o.better === "buy" ? "η αγορά" : "το ενοίκιο"} υπερέχει κατά ${eur(Math.abs(o.difference))}`}.`,
  o.breakevenYear === null
    ? "Η αγορά δεν φτάνει στο σημείο εξισορρόπησης μέσα στον ορίζοντα."
    : `Η αγορά φτάνει στο σημείο εξισορρόπησης στο ${o.breakevenYear}ο έτος και παραμένει μπροστά.`
]
