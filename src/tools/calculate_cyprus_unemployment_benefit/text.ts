import { formatEur, greekNumber } from "../../core/format.ts"
import type { UnemploymentBenefitOutput } from "./output.ts"

// The Greek lines of calculate_cyprus_unemployment_benefit's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const num = (text: string | number) => greekNumber(String(text))

const STATUS: Record<UnemploymentBenefitOutput["entitlement"]["status"], string> = {
  entitled: "δικαιούχος",
  "not entitled": "μη δικαιούχος",
  undetermined: "δεν μπορεί να κριθεί ακόμη"
}

type Translation = readonly [RegExp, (m: RegExpExecArray) => string]

const translate =
  (table: ReadonlyArray<Translation>) =>
  (english: string): string => {
    for (const [pattern, greek] of table) {
      const m = pattern.exec(english)
      if (m !== null) return greek(m)
    }
    return english
  }

/** The reasons of calculate.ts (conditions[].no) in Greek. */
const reason = translate([
  [
    /^Self-employed persons are not entitled to unemployment benefit\.$/,
    () => "Οι αυτοτελώς εργαζόμενοι δεν δικαιούνται επίδομα ανεργίας."
  ],
  [
    /^The minimum insurance history \((\S+) weeks and (\S+) paid basic unit\) is not met\.$/,
    (m) =>
      `Δεν πληρούται η ελάχιστη ασφάλιση (${num(m[1] ?? "")} εβδομάδες και ${num(m[2] ?? "")} καταβληθείσα βασική ασφαλιστική μονάδα).`
  ],
  [
    /^The relevant-year condition \((\S+) unit paid or credited in (\d+)\) is not met\.$/,
    (m) =>
      `Δεν πληρούται η προϋπόθεση του σχετικού έτους (${num(m[1] ?? "")} ασφαλιστική μονάδα καταβληθείσα ή πιστωθείσα το ${m[2]}).`
  ],
  [
    /^Not registered as unemployed: register at the District Labour Office first\.$/,
    () => "Δεν είναι εγγεγραμμένος ως άνεργος: πρέπει πρώτα να εγγραφεί στο Επαρχιακό Γραφείο Εργασίας."
  ],
  [
    /^The benefit is paid only while capable of and available for work\.$/,
    () => "Το επίδομα καταβάλλεται μόνο όσο ο δικαιούχος είναι ικανός και διαθέσιμος για εργασία."
  ]
])

/** The follow-up questions of calculate.ts in Greek. */
const question = translate([
  [
    /^Were you insured as an employee \(not self-employed\) when you became unemployed\?$/,
    () => "Ήσασταν ασφαλισμένος ως μισθωτός (όχι αυτοτελώς εργαζόμενος) όταν μείνατε άνεργος;"
  ],
  [
    /^Have at least (\S+) weeks passed since your Social Insurance began, and did you pay contributions on earnings of at least (\S+) times the weekly basic insurable earnings \((\S+) insurance unit\) before becoming unemployed\?$/,
    (m) =>
      `Έχουν περάσει τουλάχιστον ${num(m[1] ?? "")} εβδομάδες από την έναρξη της ασφάλισής σας στις Κοινωνικές Ασφαλίσεις και καταβάλατε εισφορές σε αποδοχές τουλάχιστον ${num(m[2] ?? "")} φορές τις εβδομαδιαίες βασικές ασφαλιστέες αποδοχές (${num(m[3] ?? "")} ασφαλιστική μονάδα) πριν μείνετε άνεργος;`
  ],
  [
    /^In (\d+), were your paid or credited insurable earnings at least (\S+) times that year's weekly basic insurable earnings \((\S+) insurance unit\)(?:, i\.e\. EUR ([\d,.]+))?\?$/,
    (m) =>
      `Το ${m[1]}, ήταν οι καταβληθείσες ή πιστωθείσες ασφαλιστέες αποδοχές σας τουλάχιστον ${num(m[2] ?? "")} φορές τις εβδομαδιαίες βασικές ασφαλιστέες αποδοχές εκείνου του έτους (${num(m[3] ?? "")} ασφαλιστική μονάδα)${m[4] === undefined ? "" : `, δηλαδή € ${num(m[4])}`};`
  ],
  [
    /^Are you registered as a job-seeker at the District Labour Office and as unemployed at the Social Insurance office\?$/,
    () =>
      "Είστε εγγεγραμμένος ως αιτητής εργασίας στο Επαρχιακό Γραφείο Εργασίας και ως άνεργος στο γραφείο Κοινωνικών Ασφαλίσεων;"
  ],
  [/^Are you capable of work and available for work\?$/, () => "Είστε ικανός για εργασία και διαθέσιμος για εργασία;"]
])

export const describeUnemploymentEl = (o: UnemploymentBenefitOutput): Array<string> => {
  const b = o.benefit
  const lines = [
    `Επίδομα ανεργίας Κύπρου, αίτηση της ${o.applicationDate}: σχετικό έτος εισφορών ${o.relevantContributionYear}.`
  ]
  if (b === null)
    lines.push(
      `Δεν εκτιμήθηκε ποσό: οι βασικές ασφαλιστέες αποδοχές του ${o.relevantContributionYear} δεν έχουν επιβεβαιωθεί (βλ. παραδοχές), οπότε δεν εκτιμάται ποσό αντί να δοθεί ένα ποσό κατ' εικασία.`
    )
  else {
    lines.push(
      `Βασικό ${eur(b.weeklyBasicBenefit)} (${num(b.basicRatePercent)}%, ${b.dependantsCounted} ${b.dependantsCounted === 1 ? "εξαρτώμενο πρόσωπο" : "εξαρτώμενα πρόσωπα"}) + συμπληρωματικό ${eur(b.weeklySupplementaryBenefit)} = ${eur(b.weeklyBenefit)} την εβδομάδα, ${eur(b.dailyBenefit)} την ημέρα.`,
      `Οι πρώτες ${b.waitingDays} ημέρες δεν πληρώνονται· το πολύ ${b.maxBenefitDays} ημέρες επιδόματος, ${eur(b.maximumTotalBenefit)} συνολικά.`
    )
  }
  lines.push(
    `Δικαίωμα: ${STATUS[o.entitlement.status]}.${o.entitlement.reasons.length > 0 ? ` ${o.entitlement.reasons.map(reason).join(" ")}` : ""}`
  )
  if (o.entitlement.followUpQuestions.length > 0)
    lines.push(`Ερωτήσεις προς τον χρήστη: ${o.entitlement.followUpQuestions.map(question).join(" ")}`)
  return lines
}
