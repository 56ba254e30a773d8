import { formatEur, greekNumber } from "../../core/format.ts"
import type { CapitalGainsOutput } from "./output.ts"

// The Greek lines of calculate_cyprus_capital_gains' text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const num = (n: number) => greekNumber(String(n))

const PROPERTY: Record<CapitalGainsOutput["propertyType"], string> = {
  "main-residence": "κύρια κατοικία",
  "agricultural-land": "γεωργική γη",
  general: "ακίνητο (γενική περίπτωση)",
  other: "άλλο ακίνητο"
}

const METHOD: Record<CapitalGainsOutput["indexation"]["method"], string> = {
  monthly: "μηνιαίος",
  "annual-average": "μέσος ετήσιος",
  "monthly-and-annual-average": "μηνιαίος και μέσος ετήσιος"
}

export const describeCapitalGainsEl = (o: CapitalGainsOutput): Array<string> => {
  const ex = o.exemptionsUsed[0]
  return [
    `Φόρος Κεφαλαιουχικών Κερδών Κύπρου ${o.taxYear}${o.taxYearDefaulted ? " (προεπιλεγμένο έτος)" : ""}: ${PROPERTY[o.propertyType]}, τιμή πώλησης ${eur(o.salePrice)}.`,
    `Τιμαριθμοποιημένο κόστος ${eur(o.indexedCost)} (${METHOD[o.indexation.method]} τιμάριθμος ${o.indexation.acquisitionPeriod} -> ${o.indexation.disposalPeriod}, συντελεστής ${num(o.indexation.factor)})· κεφαλαιουχικό κέρδος ${eur(o.gain)}.`,
    ex === undefined
      ? "Δεν διεκδικήθηκε η εφ' όρου ζωής απαλλαγή."
      : `Χρησιμοποιήθηκε εφ' όρου ζωής απαλλαγή ${eur(ex.amount)} (απομένει για αυτό το είδος ακινήτου ${eur(ex.remainingForThisType)}).`,
    `Φορολογητέο κέρδος ${eur(o.taxableGain)}· Φόρος Κεφαλαιουχικών Κερδών ${num(o.capitalGainsTax.ratePercent)}% = ${eur(o.capitalGainsTax.amount)}.`,
    ...(o.alternativeConvention === null
      ? []
      : [
          `Με την άλλη αντιστοίχιση μηνών (${o.alternativeConvention.acquisitionPeriod} -> ${o.alternativeConvention.disposalPeriod}· κανένα επίσημο κείμενο δεν καθορίζει ποια ισχύει): φόρος ${eur(o.alternativeConvention.capitalGainsTax)}.`
        ]),
    `Τέλος μεταβίβασης ακινήτου ${num(o.propertyTransferFee.ratePercent)}% (παραδοχή του μοντέλου, όχι τέλος με παραπομπή σε πηγή) ${eur(o.propertyTransferFee.amount)}.`,
    `Καθαρό προϊόν της πώλησης ${eur(o.netProceeds)}.`
  ]
}
