import { formatEur, greekNumber } from "../../core/format.ts"
import type { StatePensionOutput } from "./output.ts"

// The Greek lines of calculate_cyprus_state_pension's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const num = (n: number | string) => greekNumber(String(n))

const MODE: Record<StatePensionOutput["mode"], string> = {
  quick: "γρήγορος υπολογισμός",
  advanced: "λεπτομερής υπολογισμός"
}

/** A qualifying condition (calculate.ts) in Greek, from the figures of its English text; an unknown one as it is. */
const requirement = (english: string): string => {
  let m = /^paid basic insurance of at least (\S+) insurance points \((\S+) x weekly basic insurable earnings\)$/.exec(
    english
  )
  if (m !== null)
    return `καταβληθείσα βασική ασφάλιση τουλάχιστον ${num(m[1] ?? "")} ασφαλιστικών μονάδων (${num(m[2] ?? "")} x εβδομαδιαίες βασικές ασφαλιστέες αποδοχές)`
  m = /^insured for at least (\S+) weeks \((\S+) years\)$/.exec(english)
  if (m !== null) return `ασφάλιση για τουλάχιστον ${num(m[1] ?? "")} εβδομάδες (${num(m[2] ?? "")} έτη)`
  m =
    /^(?:pension before (\d+): )?paid \+ assimilated basic points at least (\S+)% of the (\S+) years of the reference period \((\S+) points\)$/.exec(
      english
    )
  if (m !== null)
    return `${m[1] === undefined ? "" : `σύνταξη πριν από τα ${m[1]}: `}καταβληθείσες και εξομοιωμένες βασικές ασφαλιστικές μονάδες τουλάχιστον ${num(m[2] ?? "")}% των ${num(m[3] ?? "")} ετών της περιόδου αναφοράς (${num(m[4] ?? "")} μονάδες)`
  return english
}

export const describeStatePensionEl = (
  o: StatePensionOutput,
  pensionAge: number,
  weeksAMonth: number,
  payments: number
): Array<string> => {
  const lines = [
    `Εκτίμηση σύνταξης γήρατος Κοινωνικών Ασφαλίσεων Κύπρου (${MODE[o.mode]}), από την ηλικία ${num(o.retirementAge)}, ${o.dependents} ${o.dependents === 1 ? "εξαρτώμενο πρόσωπο" : "εξαρτώμενα πρόσωπα"}${o.dependentsAssumed ? " (παραδοχή: δεν δόθηκαν)" : ""}, σε επίπεδα του ${o.valuationYear}.`,
    `Ασφαλιστικό ιστορικό: ${num(o.record.totalUnits)} ασφαλιστικές μονάδες, ${num(o.record.basicPoints)} βασικές μονάδες σε περίοδο αναφοράς ${num(o.record.referencePeriodYears)} ετών (μέσος όρος ${num(o.record.averageBasicPoints)}), ${num(o.record.supplementaryPoints)} συμπληρωματικές μονάδες.`
  ]
  for (const c of o.conditions)
    lines.push(`${c.met ? "Πληρούται" : "ΔΕΝ πληρούται"}: ${requirement(c.requirement)} (ιστορικό: ${num(c.actual)}).`)
  const pn = o.pension
  if (pn === null) {
    lines.push("Οι προϋποθέσεις δικαιούχου δεν πληρούνται, οπότε δεν δίνεται ποσό σύνταξης.")
  } else {
    lines.push(
      `Βασική σύνταξη ${eur(pn.basic.monthly)} τον μήνα· αύξηση για εξαρτώμενα πρόσωπα ${eur(pn.dependantsIncrease.monthly)}· συμπληρωματική σύνταξη ${eur(pn.supplementary.monthly)}.`
    )
    if (pn.earlyReduction.months > 0)
      lines.push(
        `Μείωση πρόωρης σύνταξης ${num(pn.earlyReduction.percent)}% (${pn.earlyReduction.months} μήνες): -${eur(pn.earlyReduction.amount.monthly)} τον μήνα.`
      )
    if (pn.deferralIncrease.months > 0)
      lines.push(
        `Αύξηση λόγω αναβολής ${num(pn.deferralIncrease.percent)}% (${pn.deferralIncrease.months} μήνες μετά τα ${pensionAge}): +${eur(pn.deferralIncrease.amount.monthly)} τον μήνα.`
      )
    if (pn.minimumPensionTopUp.monthly > 0)
      lines.push(`Συμπλήρωση έως την κατώτατη σύνταξη: ${eur(pn.minimumPensionTopUp.monthly)} τον μήνα.`)
    lines.push(
      `Σύνολο: ${eur(pn.total.monthly)} τον μήνα (${num(weeksAMonth)} εβδομάδες), ${eur(pn.total.weekly)} την εβδομάδα, ${eur(pn.total.yearly)} τον χρόνο (${num(payments)} καταβολές).`
    )
  }
  return lines
}
