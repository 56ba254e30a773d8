import { formatEur } from "../../core/format.ts"
import type { AuditMortgageStatementOutput } from "./output.ts"

// The Greek lines of audit_mortgage_statement's text, one for each English line of tool.ts.

const eur = (x: number) => formatEur(x, { language: "el" })
const amount = (x: number) => formatEur(x, { unit: false, language: "el" })

/** The parts of a convention's label (rules/day-count.ts), in Greek; a day count keeps its market name. */
const LABEL_PART: Record<string, string> = {
  "monthly capitalisation": "μηνιαία κεφαλαιοποίηση",
  "semi-annual capitalisation": "εξαμηνιαία κεφαλαιοποίηση",
  "annual capitalisation": "ετήσια κεφαλαιοποίηση",
  "daily interest unrounded": "ημερήσιος τόκος χωρίς στρογγυλοποίηση",
  "daily interest rounded to the cent": "ημερήσιος τόκος στρογγυλοποιημένος στο σεντ"
}

const conventionEl = (label: string) =>
  label
    .split(", ")
    .map((part) => LABEL_PART[part] ?? part)
    .join(", ")

const FIT: Record<AuditMortgageStatementOutput["fitStatus"], string> = {
  exact: "ακριβής",
  close: "πολύ κοντά",
  approximate: "κατά προσέγγιση",
  poor: "ασθενής"
}

const CONFIDENCE: Record<AuditMortgageStatementOutput["confidence"]["level"], string> = {
  high: "υψηλή",
  medium: "μέτρια",
  low: "χαμηλή",
  "not-searched": "χωρίς αναζήτηση"
}

export const describeAuditEl = (o: AuditMortgageStatementOutput): Array<string> => {
  const lines = [
    `Έλεγχος κατάστασης λογαριασμού στεγαστικού δανείου από ${o.periodStart} έως ${o.periodEnd}: συγκρίθηκαν ${o.checkpointsCompared} υπόλοιπα.`,
    `${o.conventionSource === "search" ? "Μέθοδος τοκισμού με την καλύτερη προσαρμογή (εκτίμηση, όχι επιβεβαιωμένος όρος της τράπεζας)" : "Μέθοδος τοκισμού που δόθηκε"}: ${conventionEl(o.bestFitLabel)}· τετραγωνική μέση απόκλιση (RMS) ${eur(o.rmsDelta)} (${FIT[o.fitStatus]})· τελική διαφορά ${eur(o.finalDelta)}.`,
    `Τόκοι στην κατάσταση λογαριασμού ${eur(o.bankInterest)}· τόκοι κατά την αναπαραγωγή ${eur(o.expectedInterest)}· καθαρή υπερχρέωση ${eur(o.netOvercharge)} (${eur(o.netOverchargePerYear)} τον χρόνο).`
  ]
  if (o.conventionSource === "search") {
    lines.push(
      `Βεβαιότητα ${CONFIDENCE[o.confidence.level]}${o.confidence.gapToNext === null ? "" : `: η επόμενη καλύτερη (${conventionEl(o.confidence.nextBestLabel ?? "")}) έχει RMS κατά ${eur(o.confidence.gapToNext)} χειρότερη`}· ισοδύναμες υποψήφιες μέθοδοι: ${o.equivalentCandidateCount}, εύρος υπερχρέωσης ${eur(o.netOverchargeRange.min)} έως ${amount(o.netOverchargeRange.max)}.`
    )
  }
  if (o.flaggedRows.length > 0)
    lines.push(
      `Γραμμές με άλμα απόκλισης: ${o.flaggedRows.map((f) => `${f.date} (${f.jump > 0 ? "+" : ""}${amount(f.jump)})`).join(", ")}.`
    )
  return lines
}
