// The charts of the result pages, drawn from a tool's output with the chart module (src/faces/web/charts/): where
// people would rather look than read. Tools without charts here show their tables only.
import { allocationChart } from "../charts/allocation.ts"
import { type FanPoint, fanChart } from "../charts/fan-chart.ts"
import { groupedBarChart } from "../charts/grouped-bar.ts"
import { type Marker, lineChart } from "../charts/line-chart.ts"
import { stackedBarChart } from "../charts/stacked-bar.ts"
import { CALCULATOR_MESSAGES as M } from "../i18n/calculator-messages.ts"
import type { Language, Text } from "../i18n/language.ts"

const T = {
  net: { en: "Net income", el: "Καθαρό εισόδημα" },
  incomeTax: { en: "Income tax", el: "Φόρος εισοδήματος" },
  socialInsurance: { en: "Social insurance", el: "Κοινωνικές Ασφαλίσεις" },
  gesy: { en: "GESY", el: "ΓεΣΥ" },
  sdc: { en: "Special Defence Contribution", el: "Έκτακτη Αμυντική Εισφορά" },
  band: { en: "Band", el: "Κλίμακα" },
  taxInBand: { en: "Tax in the band", el: "Φόρος στην κλίμακα" },
  eachEuroDescription: {
    en: "The total income split into what is left and each tax and contribution.",
    el: "Το συνολικό εισόδημα χωρισμένο στο καθαρό ποσό και σε κάθε φόρο και εισφορά."
  },
  bandDescription: {
    en: "The income tax charged in each band of the scale.",
    el: "Ο φόρος εισοδήματος σε κάθε κλίμακα."
  },
  yearsDescription: {
    en: "The headline figures under each year's rules.",
    el: "Τα βασικά ποσά με τους κανόνες κάθε έτους."
  }
} as const satisfies Record<string, Text>

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0)
const record = (value: unknown) =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {}

const incomeTaxCharts = (o: Record<string, unknown>, language: Language) => {
  const charts: Array<string> = []
  const segments = [
    { label: T.net[language], value: num(o.netAnnualIncome) },
    { label: T.incomeTax[language], value: num(o.incomeTax) },
    { label: T.socialInsurance[language], value: num(record(o.socialInsurance).amount) },
    { label: T.gesy[language], value: num(record(o.gesy).amount) },
    { label: T.sdc[language], value: num(record(o.defenceContribution).amount) }
  ]
  if (segments.some((s) => s.value > 0))
    charts.push(
      stackedBarChart({
        id: "each-euro",
        title: M.whereEachEuroGoes[language],
        description: T.eachEuroDescription[language],
        language,
        segments
      })
    )
  const bands = Array.isArray(o.incomeTaxByBand) ? o.incomeTaxByBand.map(record) : []
  if (bands.length > 0)
    charts.push(
      groupedBarChart({
        id: "tax-by-band",
        title: M.taxByBand[language],
        description: T.bandDescription[language],
        language,
        categoryHeading: T.band[language],
        categories: bands.map((b) => `${num(b.ratePercent)}%: ${num(b.from)}–${b.to === null ? "…" : num(b.to)}`),
        series: [{ label: T.taxInBand[language], values: bands.map((b) => num(b.tax)) }]
      })
    )
  const comparison = record(o.comparison)
  const figures = Array.isArray(comparison.figures) ? comparison.figures.map(record) : []
  const wanted = ["incomeTax", "socialInsurance", "gesy", "defenceContribution", "netAnnualIncome"]
  const shown = figures.filter((f) => wanted.includes(String(f.figure)))
  if (shown.length > 0) {
    const label: Record<string, Text> = {
      incomeTax: T.incomeTax,
      socialInsurance: T.socialInsurance,
      gesy: T.gesy,
      defenceContribution: T.sdc,
      netAnnualIncome: T.net
    }
    charts.push(
      groupedBarChart({
        id: "years",
        title: M.comparedYears[language],
        description: T.yearsDescription[language],
        language,
        categories: shown.map((f) => label[String(f.figure)]![language]),
        series: [
          { label: String(o.legislationVersion), values: shown.map((f) => num(record(f.thisYear).amount)) },
          { label: String(comparison.year), values: shown.map((f) => num(record(f.otherYear).amount)) }
        ]
      })
    )
  }
  return charts
}

const L = {
  year: { en: "Year", el: "Έτος" },
  age: { en: "Age", el: "Ηλικία" },
  amount: { en: "Amount", el: "Ποσό" },
  loanYear: { en: "Year of the loan", el: "Έτος δανείου" },
  balance: { en: "Balance outstanding", el: "Υπόλοιπο δανείου" },
  cumulativeInterest: { en: "Interest paid to date", el: "Σωρευτικοί τόκοι" },
  mortgageTitle: { en: "Balance and interest over the years", el: "Υπόλοιπο και τόκοι ανά έτος" },
  mortgageDescription: {
    en: "The loan balance at the end of each year of the loan and the interest paid up to then.",
    el: "Το υπόλοιπο του δανείου στο τέλος κάθε έτους και οι τόκοι που καταβλήθηκαν μέχρι τότε."
  },
  scenariosTitle: { en: "Balance under the rate scenarios", el: "Υπόλοιπο δανείου με τα σενάρια επιτοκίου" },
  scenariosDescription: {
    en: "The balance at the end of each year with the variable rate as expected, lower (best case), higher (worst case) and varied.",
    el: "Το υπόλοιπο στο τέλος κάθε έτους με το κυμαινόμενο επιτόκιο όπως αναμένεται, χαμηλότερο (καλύτερο σενάριο), υψηλότερο (χειρότερο σενάριο) και μεταβαλλόμενο."
  },
  expectedRate: { en: "Expected rate", el: "Αναμενόμενο επιτόκιο" },
  bestCase: { en: "Best case", el: "Καλύτερο σενάριο" },
  worstCase: { en: "Worst case", el: "Χειρότερο σενάριο" },
  variedRates: { en: "Varied rates", el: "Μεταβαλλόμενα επιτόκια" },
  auditTitle: { en: "Statement against the replay", el: "Κατάσταση λογαριασμού και επανυπολογισμός" },
  auditDescription: {
    en: "The interest charged on the statement each year against the interest replayed with the best-fitting convention.",
    el: "Οι τόκοι της κατάστασης λογαριασμού κάθε έτους σε σύγκριση με τους τόκους του επανυπολογισμού με τη μέθοδο που ταιριάζει καλύτερα."
  },
  statementInterest: { en: "Interest on the statement", el: "Τόκοι στην κατάσταση λογαριασμού" },
  replayedInterest: { en: "Replayed interest", el: "Τόκοι επανυπολογισμού" },
  retirementTitle: { en: "Savings by age", el: "Αποταμιεύσεις ανά ηλικία" },
  fanDescription: {
    en: "The savings at the end of each year of age across the simulations: the range of 80% and of 50% of the outcomes, and the median.",
    el: "Οι αποταμιεύσεις στο τέλος κάθε έτους ηλικίας στις προσομοιώσεις: το εύρος του 80% και του 50% των αποτελεσμάτων και η διάμεσος."
  },
  percentileDescription: {
    en: "The savings at the end of each year of age in the simulations (10th percentile, median, 90th percentile) and in the projection at the expected return.",
    el: "Οι αποταμιεύσεις στο τέλος κάθε έτους ηλικίας στις προσομοιώσεις (10ο εκατοστημόριο, διάμεσος, 90ό εκατοστημόριο) και στην προβολή με την αναμενόμενη απόδοση."
  },
  p10: { en: "10th percentile", el: "10ο εκατοστημόριο" },
  median: { en: "Median", el: "Διάμεσος" },
  p90: { en: "90th percentile", el: "90ό εκατοστημόριο" },
  projection: { en: "Projection at the expected return", el: "Προβολή με την αναμενόμενη απόδοση" },
  moneyRunsOut: { en: "Money runs out", el: "Εξάντληση κεφαλαίου" },
  rentBuyTitle: { en: "Net worth: renting or buying", el: "Καθαρή περιουσία: ενοικίαση ή αγορά" },
  rentBuyDescription: {
    en: "The net worth at the end of each year if you buy and if you rent and invest the difference; the breakeven year is marked.",
    el: "Η καθαρή περιουσία στο τέλος κάθε έτους αν αγοράσετε και αν ενοικιάζετε και επενδύετε τη διαφορά· σημειώνεται το έτος εξίσωσης."
  },
  buying: { en: "Buying", el: "Αγορά" },
  renting: { en: "Renting", el: "Ενοικίαση" },
  breakeven: { en: "Breakeven", el: "Έτος εξίσωσης" },
  directorTitle: { en: "Net cash by salary", el: "Καθαρό ποσό ανά ύψος μισθού" },
  directorDescription: {
    en: "The director's net cash for each salary, the rest of the profit paid as dividend; the best split is marked.",
    el: "Το καθαρό ποσό του διευθυντή για κάθε ύψος μισθού, με το υπόλοιπο κέρδος να διανέμεται ως μέρισμα· σημειώνεται η βέλτιστη κατανομή."
  },
  salary: { en: "Salary (EUR)", el: "Μισθός (€)" },
  netCash: { en: "Net cash", el: "Καθαρό ποσό" },
  taxesAndContributions: { en: "Taxes and contributions", el: "Φόροι και εισφορές" },
  bestSplit: { en: "Best split", el: "Βέλτιστη κατανομή" },
  portfolioTitle: { en: "Portfolio value over time", el: "Αξία χαρτοφυλακίου διαχρονικά" },
  portfolioDescription: {
    en: "The value of the portfolio at each valuation date against the net amount invested.",
    el: "Η αξία του χαρτοφυλακίου σε κάθε ημερομηνία αποτίμησης σε σύγκριση με το καθαρό επενδεδυμένο ποσό."
  },
  value: { en: "Value", el: "Αξία" },
  netInvested: { en: "Net invested", el: "Καθαρό επενδεδυμένο ποσό" },
  holdingsTitle: { en: "Allocation by holding", el: "Κατανομή ανά επένδυση" },
  holdingsDescription: {
    en: "The value of each holding and its share of the portfolio.",
    el: "Η αξία κάθε επένδυσης και το μερίδιό της στο χαρτοφυλάκιο."
  },
  holding: { en: "Holding", el: "Επένδυση" },
  currencyTitle: { en: "Allocation by currency", el: "Κατανομή ανά νόμισμα" },
  currencyDescription: {
    en: "The value held in each currency and its share of the portfolio.",
    el: "Η αξία σε κάθε νόμισμα και το μερίδιό της στο χαρτοφυλάκιο."
  },
  currency: { en: "Currency", el: "Νόμισμα" },
  gainsTitle: { en: "Cost and sale price", el: "Τιμή κτήσης και τιμή πώλησης" },
  gainsDescription: {
    en: "The cost of acquisition, the cost adjusted for inflation and the sale price.",
    el: "Η τιμή κτήσης, η τιμή κτήσης αναπροσαρμοσμένη με βάση τον Δείκτη Τιμών Καταναλωτή και η τιμή πώλησης."
  },
  cost: { en: "Cost", el: "Τιμή κτήσης" },
  indexedCost: { en: "Indexed cost", el: "Αναπροσαρμοσμένη τιμή κτήσης" },
  salePrice: { en: "Sale price", el: "Τιμή πώλησης" },
  tiersTitle: { en: "Spending by tier", el: "Δαπάνες ανά κατηγορία" },
  tiersDescription: {
    en: "The monthly spending of each tier and its share of all spending.",
    el: "Οι μηνιαίες δαπάνες κάθε κατηγορίας και το μερίδιό τους στο σύνολο των δαπανών."
  },
  tier: { en: "Tier", el: "Κατηγορία" },
  T1: { en: "Fixed essentials", el: "Σταθερές βασικές δαπάνες" },
  T2: { en: "Variable essentials", el: "Μεταβλητές βασικές δαπάνες" },
  T3: { en: "Lifestyle", el: "Δαπάνες τρόπου ζωής" },
  T4: { en: "Discretionary", el: "Προαιρετικές δαπάνες" },
  incomeTitle: { en: "Where the monthly income goes", el: "Πού πηγαίνει το μηνιαίο εισόδημα" },
  incomeDescription: {
    en: "The monthly income split into the spending of each tier, investments and what is left.",
    el: "Το μηνιαίο εισόδημα χωρισμένο στις δαπάνες κάθε κατηγορίας, στις επενδύσεις και στο πλεόνασμα."
  },
  investments: { en: "Investments", el: "Επενδύσεις" },
  leftOver: { en: "Left over", el: "Πλεόνασμα" },
  evTitle: { en: "Savings over the years", el: "Σωρευτική εξοικονόμηση ανά έτος" },
  evDescription: {
    en: "The total saved with the electric car against the fuel car up to each year and, when the electric car's extra price is given, the net position.",
    el: "Η συνολική εξοικονόμηση με το ηλεκτρικό όχημα σε σύγκριση με το συμβατικό μέχρι κάθε έτος και, όταν δίνεται η επιπλέον τιμή αγοράς του, η καθαρή θέση."
  },
  savingsToDate: { en: "Savings to date", el: "Σωρευτική εξοικονόμηση" },
  netPosition: { en: "Net position", el: "Καθαρή θέση" },
  payback: { en: "Payback", el: "Απόσβεση" },
  runningTitle: { en: "Yearly running costs", el: "Ετήσιο κόστος χρήσης" },
  runningDescription: {
    en: "The yearly cost of each car, part by part.",
    el: "Το ετήσιο κόστος κάθε οχήματος ανά στοιχείο."
  },
  electricCar: { en: "Electric car", el: "Ηλεκτρικό όχημα" },
  fuelCar: { en: "Fuel car", el: "Συμβατικό όχημα" },
  energy: { en: "Energy", el: "Ενέργεια" },
  insurance: { en: "Insurance", el: "Ασφάλιση" },
  roadTax: { en: "Road tax", el: "Τέλη κυκλοφορίας" },
  service: { en: "Servicing", el: "Συντήρηση" },
  other: { en: "Other", el: "Άλλα" },
  total: { en: "Total", el: "Σύνολο" },
  vehiclesTitle: { en: "Value over the years", el: "Αξία ανά έτος" },
  vehiclesDescription: {
    en: "The value of each option at the end of each year and the total paid out of pocket up to then.",
    el: "Η αξία κάθε επιλογής στο τέλος κάθε έτους και το συνολικό ποσό που καταβλήθηκε από την τσέπη σας μέχρι τότε."
  },
  option1: { en: "Option 1", el: "Επιλογή 1" },
  option2: { en: "Option 2", el: "Επιλογή 2" },
  outOfPocket: { en: "Paid out of pocket", el: "Καταβολές από την τσέπη σας" },
  pensionTitle: { en: "Parts of the pension", el: "Τα μέρη της σύνταξης" },
  pensionDescription: {
    en: "The monthly pension split into its parts.",
    el: "Η μηνιαία σύνταξη χωρισμένη στα μέρη της."
  },
  pensionBeforeReductionDescription: {
    en: "The monthly pension before the reduction for an early start, split into its parts.",
    el: "Η μηνιαία σύνταξη πριν από τη μείωση λόγω πρόωρης συνταξιοδότησης, χωρισμένη στα μέρη της."
  },
  basicPension: { en: "Basic pension", el: "Βασική σύνταξη" },
  dependantsIncrease: { en: "Increase for dependants", el: "Αύξηση για εξαρτώμενα πρόσωπα" },
  supplementaryPension: { en: "Supplementary pension", el: "Συμπληρωματική σύνταξη" },
  deferralIncrease: { en: "Increase for deferral", el: "Αύξηση λόγω αναβολής" },
  minimumTopUp: { en: "Top-up to the minimum pension", el: "Συμπλήρωση μέχρι την κατώτατη σύνταξη" },
  pensionByAgeTitle: { en: "Monthly pension by starting age", el: "Μηνιαία σύνταξη ανά ηλικία έναρξης" },
  pensionByAgeDescription: {
    en: "The monthly pension if it starts at each age; none where the conditions are not met.",
    el: "Η μηνιαία σύνταξη ανάλογα με την ηλικία έναρξης· καμία όπου δεν πληρούνται οι προϋποθέσεις."
  },
  monthlyPension: { en: "Monthly pension", el: "Μηνιαία σύνταξη" }
} as const satisfies Record<string, Text>

type Row = Record<string, unknown>

/** The rows of an array of the output (none when it is not an array). */
const rows = (value: unknown): Array<Row> => (Array.isArray(value) ? value.map(record) : [])
/** A finite number, or null: what a chart takes for a missing value. */
const numOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null
/** A label from the output, bounded; the fallback when it is not a string. */
const str = (value: unknown, fallback: string) =>
  typeof value === "string" && value.trim() !== "" ? value.slice(0, 60) : fallback

interface LineOf {
  readonly label: string
  readonly value: (row: Row, index: number) => unknown
}

/**
 * A line chart of rows of the output: the rows with a finite x, in order of x; the series with at least one value.
 * Undefined when nothing would be drawn.
 */
const linesOf = (options: {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly language: Language
  readonly xTitle: string
  readonly points: ReadonlyArray<Row>
  readonly x: (row: Row) => number | null
  readonly series: ReadonlyArray<LineOf>
  readonly markers?: (points: ReadonlyArray<{ readonly x: number; readonly row: Row }>) => ReadonlyArray<Marker>
}): string | undefined => {
  const points = options.points
    .map((row) => ({ x: options.x(row), row }))
    .filter((p): p is { x: number; row: Row } => p.x !== null)
    .sort((a, b) => a.x - b.x)
  const series = options.series
    .map((s) => ({ label: s.label, values: points.map((p, i) => numOrNull(s.value(p.row, i))) }))
    .filter((s) => s.values.some((v) => v !== null))
  if (series.length === 0) return undefined
  return lineChart({
    id: options.id,
    title: options.title,
    description: options.description,
    language: options.language,
    xTitle: options.xTitle,
    x: points.map((p) => p.x),
    series,
    markers: options.markers?.(points) ?? []
  })
}

const defined = (charts: ReadonlyArray<string | undefined>): Array<string> =>
  charts.filter((c): c is string => c !== undefined)

/** A marker at x where x is a finite number, with a dot on the value of `key` in the row at x when there is one. */
const markerAt = (
  x: unknown,
  label: string,
  points: ReadonlyArray<{ readonly x: number; readonly row: Row }>,
  key?: string
): Array<Marker> => {
  const at = numOrNull(x)
  if (at === null) return []
  const y = key === undefined ? null : numOrNull(points.find((p) => p.x === at)?.row[key])
  return [y === null ? { x: at, label } : { x: at, label, y }]
}

const mortgageCharts = (o: Row, language: Language) => {
  const series = rows(o.series)
  return defined([
    linesOf({
      id: "balance",
      title: L.mortgageTitle[language],
      description: L.mortgageDescription[language],
      language,
      xTitle: L.loanYear[language],
      points: series,
      x: (row) => numOrNull(row.year),
      series: [
        { label: L.balance[language], value: (row) => row.balance },
        { label: L.cumulativeInterest[language], value: (row) => row.cumulativeInterest }
      ]
    }),
    rows(o.scenarios).length === 0
      ? undefined
      : linesOf({
          id: "scenarios",
          title: L.scenariosTitle[language],
          description: L.scenariosDescription[language],
          language,
          xTitle: L.loanYear[language],
          points: series,
          x: (row) => numOrNull(row.year),
          series: [
            { label: L.expectedRate[language], value: (row) => row.balance },
            { label: L.bestCase[language], value: (row) => row.bestScenarioBalance },
            { label: L.worstCase[language], value: (row) => row.worstScenarioBalance },
            { label: L.variedRates[language], value: (row) => row.variedScenarioBalance }
          ]
        })
  ])
}

const auditCharts = (o: Row, language: Language) => {
  const years = rows(o.series).filter((row) => numOrNull(row.year) !== null)
  const both = years.some((row) => numOrNull(row.bankInterest) !== null && numOrNull(row.expectedInterest) !== null)
  if (!both) return []
  const base = {
    id: "statement-replay",
    title: L.auditTitle[language],
    description: L.auditDescription[language],
    language
  }
  // One year is two bars rather than two dots.
  if (years.length === 1)
    return [
      groupedBarChart({
        ...base,
        categoryHeading: L.year[language],
        categories: years.map((row) => String(numOrNull(row.year))),
        series: [
          { label: L.statementInterest[language], values: years.map((row) => numOrNull(row.bankInterest)) },
          { label: L.replayedInterest[language], values: years.map((row) => numOrNull(row.expectedInterest)) }
        ]
      })
    ]
  return defined([
    linesOf({
      ...base,
      xTitle: L.year[language],
      points: years,
      x: (row) => numOrNull(row.year),
      series: [
        { label: L.statementInterest[language], value: (row) => row.bankInterest },
        { label: L.replayedInterest[language], value: (row) => row.expectedInterest }
      ]
    })
  ])
}

const retirementCharts = (o: Row, language: Language) => {
  const series = rows(o.series).filter((row) => numOrNull(row.age) !== null)
  const runsOut = record(o.deterministicProjection).moneyRunsOutAtAge
  const base = { id: "savings-by-age", title: L.retirementTitle[language], language, xTitle: L.age[language] }
  // A full fan when the output has the quartiles too; otherwise the percentiles it has, as lines.
  const fan = series.filter((row) =>
    ["simulatedP10", "simulatedP25", "simulatedMedian", "simulatedP75", "simulatedP90"].every(
      (key) => numOrNull(row[key]) !== null
    )
  )
  if (fan.length > 0) {
    const points: Array<FanPoint> = fan
      .map((row) => ({
        x: num(row.age),
        p10: num(row.simulatedP10),
        p25: num(row.simulatedP25),
        p50: num(row.simulatedMedian),
        p75: num(row.simulatedP75),
        p90: num(row.simulatedP90)
      }))
      .sort((a, b) => a.x - b.x)
    const marker = numOrNull(runsOut)
    return [
      fanChart({
        ...base,
        description: L.fanDescription[language],
        points,
        markers: marker === null ? [] : [{ x: marker, label: L.moneyRunsOut[language] }]
      })
    ]
  }
  const percentiles = series.some((row) =>
    ["simulatedP10", "simulatedMedian", "simulatedP90"].some((key) => numOrNull(row[key]) !== null)
  )
  if (!percentiles) return []
  return defined([
    linesOf({
      ...base,
      description: L.percentileDescription[language],
      points: series,
      x: (row) => numOrNull(row.age),
      series: [
        { label: L.p10[language], value: (row) => row.simulatedP10 },
        { label: L.median[language], value: (row) => row.simulatedMedian },
        { label: L.p90[language], value: (row) => row.simulatedP90 },
        { label: L.projection[language], value: (row) => row.endBalance }
      ],
      markers: () => markerAt(runsOut, L.moneyRunsOut[language], [])
    })
  ])
}

const rentVsBuyCharts = (o: Row, language: Language) =>
  defined([
    linesOf({
      id: "net-worth",
      title: L.rentBuyTitle[language],
      description: L.rentBuyDescription[language],
      language,
      xTitle: L.year[language],
      points: rows(o.series),
      x: (row) => numOrNull(row.year),
      series: [
        { label: L.buying[language], value: (row) => row.buyNetWorth },
        { label: L.renting[language], value: (row) => row.rentNetWorth }
      ],
      markers: (points) => markerAt(o.breakevenYear, L.breakeven[language], points, "buyNetWorth")
    })
  ])

const directorCharts = (o: Row, language: Language) =>
  defined([
    linesOf({
      id: "net-cash",
      title: L.directorTitle[language],
      description: L.directorDescription[language],
      language,
      xTitle: L.salary[language],
      points: rows(o.series),
      x: (row) => numOrNull(row.salary),
      series: [
        { label: L.netCash[language], value: (row) => row.netCash },
        { label: L.taxesAndContributions[language], value: (row) => row.taxesAndContributions }
      ],
      markers: (points) => markerAt(o.optimalSalary, L.bestSplit[language], points, "netCash")
    })
  ])

/** A date "2024-07-01" as a year with its fraction ("2024.5"), to 2 decimals; null when it is not a date. */
const yearOf = (value: unknown): number | null => {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  if (match === null) return null
  const year = Number(match[1])
  const start = Date.UTC(year, 0, 1)
  const time = Date.UTC(year, Number(match[2]) - 1, Number(match[3]))
  const fraction = (time - start) / (Date.UTC(year + 1, 0, 1) - start)
  return Number.isFinite(fraction) ? Math.round((year + fraction) * 100) / 100 : null
}

const portfolioCharts = (o: Row, language: Language) => {
  const shares = record(o.allocationShares)
  const holdings = rows(shares.byHolding)
    .map((row) => ({ label: str(row.ticker, "?"), value: num(row.value) }))
    .filter((slice) => slice.value > 0)
  const currencies = rows(shares.byCurrency)
    .map((row) => ({ label: str(row.key, "?"), value: num(row.value) }))
    .filter((slice) => slice.value > 0)
  return defined([
    linesOf({
      id: "portfolio-value",
      title: L.portfolioTitle[language],
      description: L.portfolioDescription[language],
      language,
      xTitle: L.year[language],
      points: rows(o.series),
      x: (row) => yearOf(row.date),
      series: [
        { label: L.value[language], value: (row) => row.value },
        { label: L.netInvested[language], value: (row) => row.netInvested }
      ]
    }),
    holdings.length === 0
      ? undefined
      : allocationChart({
          id: "holdings",
          title: L.holdingsTitle[language],
          description: L.holdingsDescription[language],
          language,
          labelHeading: L.holding[language],
          slices: holdings
        }),
    currencies.length < 2
      ? undefined
      : allocationChart({
          id: "currencies",
          title: L.currencyTitle[language],
          description: L.currencyDescription[language],
          language,
          labelHeading: L.currency[language],
          slices: currencies
        })
  ])
}

const capitalGainsCharts = (o: Row, language: Language) => {
  const values = [numOrNull(record(o.costBasis).amountEur), numOrNull(o.indexedCost), numOrNull(o.salePrice)]
  if (values.every((v) => v === null)) return []
  return [
    groupedBarChart({
      id: "cost-and-price",
      title: L.gainsTitle[language],
      description: L.gainsDescription[language],
      language,
      categories: [L.cost[language], L.indexedCost[language], L.salePrice[language]],
      series: [{ label: L.amount[language], values }]
    })
  ]
}

const TIERS = ["T1", "T2", "T3", "T4"] as const

const budgetCharts = (o: Row, language: Language) => {
  const tiers = rows(o.tiers).map((row) => {
    const tier = TIERS.find((t) => t === row.tier)
    return { label: tier === undefined ? str(row.label, "?") : L[tier][language], value: num(row.monthlyAmount) }
  })
  const spent = tiers.filter((t) => t.value > 0)
  const charts: Array<string> = []
  if (spent.length > 0)
    charts.push(
      allocationChart({
        id: "tiers",
        title: L.tiersTitle[language],
        description: L.tiersDescription[language],
        language,
        labelHeading: L.tier[language],
        slices: spent
      })
    )
  if (num(o.monthlyIncome) > 0 && spent.length > 0)
    charts.push(
      stackedBarChart({
        id: "monthly-income",
        title: L.incomeTitle[language],
        description: L.incomeDescription[language],
        language,
        segments: [
          ...spent,
          { label: L.investments[language], value: num(o.monthlyInvestments) },
          { label: L.leftOver[language], value: num(o.monthlySurplus) }
        ]
      })
    )
  return charts
}

const evCharts = (o: Row, language: Language) => {
  const parts = [
    ["energy", L.energy],
    ["insurance", L.insurance],
    ["roadTax", L.roadTax],
    ["service", L.service],
    ["other", L.other],
    ["total", L.total]
  ] as const
  const ev = record(o.ev)
  const ice = record(o.ice)
  const shown = parts.filter(([key]) => num(ev[key]) !== 0 || num(ice[key]) !== 0)
  return defined([
    linesOf({
      id: "ev-savings",
      title: L.evTitle[language],
      description: L.evDescription[language],
      language,
      xTitle: L.year[language],
      points: rows(o.series),
      x: (row) => numOrNull(row.year),
      series: [
        { label: L.savingsToDate[language], value: (row) => row.cumulativeSavings },
        { label: L.netPosition[language], value: (row) => row.netPosition }
      ],
      markers: () => markerAt(o.paybackYears, L.payback[language], [])
    }),
    shown.length === 0
      ? undefined
      : groupedBarChart({
          id: "running-costs",
          title: L.runningTitle[language],
          description: L.runningDescription[language],
          language,
          categories: shown.map(([, label]) => label[language]),
          series: [
            { label: L.electricCar[language], values: shown.map(([key]) => numOrNull(ev[key])) },
            { label: L.fuelCar[language], values: shown.map(([key]) => numOrNull(ice[key])) }
          ]
        })
  ])
}

const vehiclesCharts = (o: Row, language: Language) => {
  const series = rows(o.series)
  // The out-of-pocket total up to each year, in the order of the years.
  const paid = new Map<Row, number>()
  let sum = 0
  for (const row of [...series].sort((a, b) => num(a.year) - num(b.year))) {
    sum += num(row.outOfPocket)
    paid.set(row, sum)
  }
  return defined([
    linesOf({
      id: "vehicle-values",
      title: L.vehiclesTitle[language],
      description: L.vehiclesDescription[language],
      language,
      xTitle: L.year[language],
      points: series,
      x: (row) => numOrNull(row.year),
      series: [
        { label: L.option1[language], value: (row) => row.option1Value },
        { label: L.option2[language], value: (row) => row.option2Value },
        {
          label: L.outOfPocket[language],
          value: (row) => (numOrNull(row.outOfPocket) === null ? null : paid.get(row))
        }
      ]
    })
  ])
}

const statePensionCharts = (o: Row, language: Language) => {
  const pension = record(o.pension)
  const monthly = (value: unknown) => num(record(value).monthly)
  const segments = [
    { label: L.basicPension[language], value: monthly(pension.basic) },
    { label: L.dependantsIncrease[language], value: monthly(pension.dependantsIncrease) },
    { label: L.supplementaryPension[language], value: monthly(pension.supplementary) },
    { label: L.deferralIncrease[language], value: monthly(record(pension.deferralIncrease).amount) },
    { label: L.minimumTopUp[language], value: monthly(pension.minimumPensionTopUp) }
  ].filter((s) => s.value !== 0)
  // The bar's total is the sum of its parts: with an early start, the pension before its reduction.
  const reduced = monthly(record(pension.earlyReduction).amount) > 0
  const charts: Array<string> = []
  if (segments.some((s) => s.value > 0))
    charts.push(
      stackedBarChart({
        id: "pension-parts",
        title: L.pensionTitle[language],
        description: (reduced ? L.pensionBeforeReductionDescription : L.pensionDescription)[language],
        language,
        segments
      })
    )
  const ages = rows(o.series).filter((row) => numOrNull(row.retirementAge) !== null)
  if (ages.some((row) => numOrNull(row.monthlyPension) !== null))
    charts.push(
      groupedBarChart({
        id: "pension-by-age",
        title: L.pensionByAgeTitle[language],
        description: L.pensionByAgeDescription[language],
        language,
        categoryHeading: L.age[language],
        categories: ages.map((row) => String(numOrNull(row.retirementAge))),
        series: [{ label: L.monthlyPension[language], values: ages.map((row) => numOrNull(row.monthlyPension)) }]
      })
    )
  return charts
}

const CHARTS: Readonly<Record<string, (output: Record<string, unknown>, language: Language) => Array<string>>> = {
  calculate_cyprus_income_tax: incomeTaxCharts,
  simulate_mortgage: mortgageCharts,
  audit_mortgage_statement: auditCharts,
  run_retirement_stress_test: retirementCharts,
  compare_rent_vs_buy: rentVsBuyCharts,
  optimize_company_director_remuneration: directorCharts,
  analyze_portfolio: portfolioCharts,
  calculate_cyprus_capital_gains: capitalGainsCharts,
  plan_monthly_budget: budgetCharts,
  calculate_ev_savings: evCharts,
  compare_investment_vehicles: vehiclesCharts,
  calculate_cyprus_state_pension: statePensionCharts
}

/** Each chart of a tool's result page, without chartsFor's guard (the tests check the guard is never needed). */
export const chartListFor = (tool: string, output: unknown, language: Language): ReadonlyArray<string> =>
  Object.hasOwn(CHARTS, tool) ? (CHARTS[tool]?.(record(output), language) ?? []) : []

/**
 * The charts of a tool's result page, in a section of their own (empty for a tool without charts). The output is
 * read as the API returns it; a chart whose data is missing or malformed is left out rather than failing the page.
 */
export const chartsFor = (tool: string, output: Record<string, unknown>, language: Language): string => {
  let charts: ReadonlyArray<string> = []
  try {
    charts = chartListFor(tool, output, language)
  } catch {
    charts = []
  }
  return charts.length === 0 ? "" : `<section class="charts">${charts.join("\n")}</section>`
}
