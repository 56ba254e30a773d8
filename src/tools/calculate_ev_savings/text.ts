import { formatEur, greekNumber } from "../../core/format.ts"
import type { ChargingSource } from "./input.ts"
import type { EvSavingsOutput } from "./output.ts"

// The Greek lines of calculate_ev_savings's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const num = (n: number) => greekNumber(String(n))

const SOURCE: Record<ChargingSource, string> = {
  solar: "πλεόνασμα φωτοβολταϊκών",
  homeGrid: "στο σπίτι από το δίκτυο",
  public: "δημόσιοι σταθμοί φόρτισης"
}

/** The payback note (calculate.ts) in Greek, by its four forms. */
const paybackEl = (note: string): string => {
  const paid = /^The extra EUR (\S+) is paid back in (\S+) years of savings\.$/.exec(note)
  if (paid !== null)
    return `Η επιπλέον τιμή αγοράς € ${greekNumber(paid[1] ?? "")} αποσβένεται σε ${greekNumber(paid[2] ?? "")} χρόνια εξοικονόμησης.`
  if (note.startsWith("No payback estimated"))
    return "Δεν εκτιμάται απόσβεση: δεν δόθηκε το extraEvCost (η επιπλέον τιμή αγοράς του ηλεκτρικού οχήματος)."
  if (note.startsWith("No extra purchase cost")) return "Καμία επιπλέον τιμή αγοράς: δεν υπάρχει κάτι να αποσβεστεί."
  if (note.startsWith("Never pays back"))
    return "Δεν αποσβένεται ποτέ: το ηλεκτρικό όχημα δεν κοστίζει λιγότερο να κινείται ανά έτος."
  return `(στα αγγλικά) ${note}`
}

export const describeSavingsEl = (o: EvSavingsOutput): Array<string> => [
  `Ηλεκτρικό όχημα: ${num(o.evEnergyKwh)} kWh τον χρόνο, φόρτιση ${eur(o.ev.energy)} (${o.charging.map((c) => `${SOURCE[c.source]} ${num(c.sharePercent)}%: ${eur(c.cost)}`).join(", ")})· συνολικό κόστος χρήσης ${eur(o.ev.total)} τον χρόνο.`,
  `Βενζινοκίνητο/πετρελαιοκίνητο όχημα: ${num(o.iceFuelLitres)} λίτρα, καύσιμα ${eur(o.ice.energy)}· συνολικό κόστος χρήσης ${eur(o.ice.total)} τον χρόνο.`,
  `Ετήσια εξοικονόμηση με το ηλεκτρικό όχημα: ${eur(o.annualSavings)} (${eur(o.monthlySavings)} τον μήνα).`,
  paybackEl(o.paybackNote)
]
