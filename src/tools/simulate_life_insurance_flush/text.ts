import { formatEur, greekNumber } from "../../core/format.ts"
import { SCENARIOS } from "./input.ts"
import type { LifeInsuranceFlushOutput, ScenarioResult } from "./output.ts"

// The Greek lines of simulate_life_insurance_flush's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const pct = (x: number | null) => (x === null ? "μη διαθέσιμο" : `${greekNumber(String(x))}%`)

const SCENARIO: Record<(typeof SCENARIOS)[number], string> = {
  userInput: "με τις αναλήψεις σας",
  noWithdrawals: "χωρίς αναλήψεις",
  brokerAlternative: "μεταφορά σε χρηματιστή"
}

const scenarioLine = (r: ScenarioResult) =>
  `Σενάριο «${SCENARIO[r.scenario]}»: τελικό υπόλοιπο ${eur(r.endingBalance)}, αναλήψεις ${eur(r.totalWithdrawals)}, φόρος εξαγοράς ${eur(r.totalSurrenderTax + r.openingSurrenderTax + r.finalSurrenderTax)}, ` +
  `φοροαπαλλαγή ${eur(r.totalPremiumRelief)}, IRR ${pct(r.irrWithReliefPercent)} με φοροαπαλλαγή / ${pct(r.irrWithoutReliefPercent)} χωρίς.`

/** A warning (calculate.ts) in Greek, by its three forms. */
const warningEl = (w: string): string => {
  const surrendered = /^(\d+): the policy was already fully surrendered; /.exec(w)
  if (surrendered !== null)
    return `${surrendered[1]}: το ασφαλιστήριο είχε ήδη εξαγοραστεί πλήρως· το ασφάλιστρο και η ανάληψη του έτους δεν εκτελούνται.`
  const capped =
    /^(\d+): the request exceeded the fund; executed withdrawal EUR (\S+) and self-funded premium EUR (\S+)\. /.exec(w)
  if (capped !== null)
    return `${capped[1]}: το αίτημα ξεπέρασε την αξία του ταμείου· εκτελέστηκε ανάληψη € ${greekNumber(capped[2] ?? "")} και ασφάλιστρο από μονάδες του ασφαλιστηρίου € ${greekNumber(capped[3] ?? "")}. Ο φόρος και ο IRR υπολογίζονται με τα ποσά που εκτελέστηκαν.`
  const bracket = /^taxBracket (\S+)% is not one of the (\d+) Cyprus band rates \((.*)\)\.$/.exec(w)
  if (bracket !== null)
    return `Το taxBracket ${greekNumber(bracket[1] ?? "")}% δεν είναι ένας από τους συντελεστές των φορολογικών κλιμακίων της Κύπρου για το ${bracket[2]} (${(bracket[3] ?? "").split(", ").map(greekNumber).join("· ")}).`
  return `(στα αγγλικά) ${w}`
}

export const describeFlushEl = (o: LifeInsuranceFlushOutput): Array<string> => [
  `Ασφάλεια ζωής συνδεδεμένη με επενδύσεις (unit-linked) από ${eur(o.openingBalance)} για ${o.scenarios[o.scenario].series.length} έτος(-η)· κύριο σενάριο «${SCENARIO[o.scenario]}» (προβλεπόμενη απόδοση ${greekNumber(String(o.returnForecast.policyRatePercent))}%, παραδοχή).`,
  ...SCENARIOS.map((s) => scenarioLine(o.scenarios[s])),
  ...o.warnings.map(warningEl)
]
