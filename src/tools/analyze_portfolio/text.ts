import { formatDecimals, formatEur, greekNumber } from "../../core/format.ts"
import type { AnalyzePortfolioOutput } from "./output.ts"

// The Greek lines of analyze_portfolio's text, one for each English line of tool.ts. The notes and questions the
// analysis writes are put in Greek by their known forms; names in quotes are the user's own.

const asPercent = (x: number | null) => (x === null ? "μη διαθέσιμη" : `${formatDecimals(x * 100, 2, "el")}%`)

type Table = ReadonlyArray<readonly [RegExp, (...m: Array<string>) => string]>

const NOTES: Table = [
  [
    /^Null: (.*) (?:is|are) given as holdings, with no dated flows or valuations, so no return over time can be measured\.$/s,
    (_, names) =>
      `Δεν υπολογίζεται: ${names} δόθηκαν ως διακρατήσεις, χωρίς χρονολογημένες ροές ή αποτιμήσεις, οπότε δεν μετριέται απόδοση στον χρόνο.`
  ],
  [
    /^Chain-linked time-weighted return over (\S+) to (\S+): /,
    (_, a, b) =>
      `Αλυσιδωτή χρονικά σταθμισμένη απόδοση από ${a} έως ${b}: οι αποδόσεις των υποπεριόδων μεταξύ εξωτερικών ταμειακών ροών, η καθεμία (αξία στο τέλος της ημέρας της ροής - η ροή της ημέρας) / αξία μετά την προηγούμενη ροή - 1, πολλαπλασιασμένες μεταξύ τους.`
  ],
  [
    /^Null: the TWR needs a valuation at the end of each date with an external cash flow after the first, and at (\S+); missing at (.*) \(see missingValuations\)\./s,
    (_, end, dates) =>
      `Δεν υπολογίζεται: η TWR χρειάζεται αποτίμηση στο τέλος κάθε ημέρας με εξωτερική ταμειακή ροή μετά την πρώτη, και στις ${end}· λείπει στις ${dates} (βλ. missingValuations). Δεν δίνεται προσέγγιση στη θέση της.`
  ],
  [/^Chain-linked over (\S+) to (\S+)\.$/, (_, a, b) => `Αλυσιδωτή σύνδεση από ${a} έως ${b}.`],
  [
    /^Null: valuations missing at the end of (.*) \(see missingValuations\)\.$/s,
    (_, dates) => `Δεν υπολογίζεται: λείπουν αποτιμήσεις στο τέλος των ημερών ${dates} (βλ. missingValuations).`
  ],
  [
    /^Null: the value was zero or negative at the start of the sub-period ending (\S+), so its return is undefined\.$/,
    (_, d) =>
      `Δεν υπολογίζεται: η αξία ήταν μηδέν ή αρνητική στην αρχή της υποπεριόδου που λήγει στις ${d}, οπότε η απόδοσή της δεν ορίζεται.`
  ],
  [
    /^Null: there is no external cash flow to start the measurement period\.$/,
    () => "Δεν υπολογίζεται: δεν υπάρχει εξωτερική ταμειακή ροή για να αρχίσει η περίοδος μέτρησης."
  ],
  [
    /^Not measured: holdings carry no dated flows or valuations\.$/,
    () => "Δεν μετρήθηκε: οι διακρατήσεις δεν έχουν χρονολογημένες ροές ή αποτιμήσεις."
  ],
  [
    /^CAGR and XIRR are null: holdings carry no dates\.$/,
    () => "CAGR και XIRR μη διαθέσιμες: οι διακρατήσεις δεν έχουν ημερομηνίες."
  ],
  [
    /^CAGR, annualised TWR and XIRR are not given for a period under one year \((\d+) days\)/,
    (_, d) =>
      `CAGR, ετησιοποιημένη TWR και XIRR δεν δίνονται για περίοδο κάτω του ενός έτους (${d} ημέρες): οι αποδόσεις συντομότερων περιόδων δεν ετησιοποιούνται.`
  ],
  [
    /^CAGR is null: the net invested capital is zero or negative/,
    () =>
      "CAGR μη διαθέσιμη: το καθαρό επενδυμένο κεφάλαιο είναι μηδέν ή αρνητικό (αποσύρθηκαν περισσότερα από όσα επενδύθηκαν)."
  ],
  [
    /^The money-weighted return \(XIRR\) has no solution/,
    () => "Η χρηματικά σταθμισμένη απόδοση (XIRR) δεν έχει λύση μεταξύ -99,99% και 1.000% τον χρόνο για αυτές τις ροές."
  ],
  [
    /^Sub-portfolio (".*"): cash fell below zero on (\S+) \((\S+) (\S+)\)/s,
    (_, name, date, amount, currency) =>
      `Υποχαρτοφυλάκιο ${name}: τα μετρητά έγιναν αρνητικά στις ${date} (${greekNumber(amount ?? "")} ${currency})· ίσως λείπει κατάθεση, ή πρόκειται για δανεισμό. Διατηρήθηκαν ως αρνητικά μετρητά.`
  ],
  [
    /^Sub-portfolio (".*") records no deposits or withdrawals: /s,
    (_, name) =>
      `Το υποχαρτοφυλάκιο ${name} δεν καταγράφει καταθέσεις ή αναλήψεις: κάθε αγορά ή χρέωση που δεν καλύπτεται από τα μετρητά του λογίζεται ως νέο κεφάλαιο εκείνη την ημέρα, και τα έσοδα πωλήσεων και οι αποδόσεις μένουν σε αυτό ως μετρητά.`
  ]
]

const QUESTIONS: Table = [
  [
    /^For the time-weighted return, ask for the value of the listed holdings \(or sub-portfolio totals\) at the end of (.*)\.$/s,
    (_, dates) =>
      `Για τη χρονικά σταθμισμένη απόδοση, ζητήστε την αξία των διακρατήσεων που αναφέρονται (ή τα σύνολα των υποχαρτοφυλακίων) στο τέλος των ημερών ${dates}.`
  ],
  [
    /^On (\S+), (\S+) left (".*") and the same amount arrived in (".*")\. /s,
    (_, date, amount, from, to) =>
      `Στις ${date}, ποσό ${greekNumber(amount ?? "")} βγήκε από το ${from} και το ίδιο ποσό μπήκε στο ${to}. Είναι μία μεταφορά μεταξύ των δύο υποχαρτοφυλακίων; Αν ναι, ορίστε isConfirmedInternalTransfer: true και στις δύο γραμμές.`
  ],
  [
    /^The transfer (into|out of) (".*") on (\S+) \((\S+)\) has no equal and opposite leg in another sub-portfolio that day, so it counts as money (?:brought in|taken out)\. (It is marked as internal)?/s,
    (_, direction, name, date, amount, confirmed) =>
      `Η μεταφορά ${direction === "into" ? "προς το" : "από το"} ${name} στις ${date} (${greekNumber(amount ?? "")}) δεν έχει ίση και αντίθετη κίνηση σε άλλο υποχαρτοφυλάκιο εκείνη την ημέρα, οπότε λογίζεται ως ${direction === "into" ? "νέο κεφάλαιο" : "ανάληψη κεφαλαίου"}. ${confirmed ? "Έχει σημειωθεί ως εσωτερική: πού είναι η άλλη κίνηση (η ημερομηνία ή το ποσό της μπορεί να διαφέρει);" : "Ισχύει αυτό, ή τα χρήματα ήρθαν από / πήγαν σε άλλο λογαριασμό του χρήστη;"}`
  ]
]

/** A text of the analysis in Greek by its known form; an unknown one as written, marked as English. */
const inGreek = (table: Table, text: string): string => {
  for (const [pattern, el] of table) {
    const m = pattern.exec(text)
    if (m !== null) return el(...m.map((g) => g ?? ""))
  }
  return `(στα αγγλικά) ${text}`
}

export const describePortfolioEl = (o: AnalyzePortfolioOutput): Array<string> => {
  const m = (x: number) =>
    o.baseCurrency === "EUR"
      ? formatEur(x, { language: "el" })
      : `${o.baseCurrency} ${formatEur(x, { unit: false, language: "el" })}`
  return [
    `Χαρτοφυλάκιο${o.portfolioName === null ? "" : ` «${o.portfolioName}»`} στις ${o.measurementPeriod.endDate}: αξία ${m(o.currentValue)}, καθαρό επενδυμένο κεφάλαιο ${m(o.totalInvested)}, κέρδος ${m(o.totalGain)}${o.totalGainPercent === null ? "" : ` (${formatDecimals(o.totalGainPercent, 2, "el")}%)`}.`,
    `Χρονικά σταθμισμένη απόδοση (TWR): ${asPercent(o.timeWeightedReturn)}${o.annualizedTimeWeightedReturn === null ? "" : ` (${asPercent(o.annualizedTimeWeightedReturn)} τον χρόνο)`}. ${o.timeWeightedReturnNote === "" ? "" : inGreek(NOTES, o.timeWeightedReturnNote)}`,
    `CAGR επί του καθαρού επενδυμένου κεφαλαίου: ${asPercent(o.cagr)}. Χρηματικά σταθμισμένη απόδοση (MWR, XIRR, διαφορετικό μέτρο): ${asPercent(o.moneyWeightedReturn)}.`,
    ...o.subPortfolios.map(
      (s) =>
        `- ${s.name}: αξία ${m(s.currentValue)}, επενδυμένο κεφάλαιο ${m(s.totalInvested)}, TWR ${asPercent(s.timeWeightedReturn)}.`
    ),
    ...o.followUpQuestions.map((q) => `Ερώτηση: ${inGreek(QUESTIONS, q)}`),
    ...o.performanceNotes.map((n) => inGreek(NOTES, n))
  ]
}
