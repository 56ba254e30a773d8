// The charts of the result pages, drawn from a tool's output with the chart module (src/faces/web/charts/): where
// people would rather look than read. Tools without charts here show their tables only.
import { groupedBarChart } from "../charts/grouped-bar.ts"
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
  charts.push(
    stackedBarChart({
      id: "each-euro",
      title: M.whereEachEuroGoes[language],
      description: T.eachEuroDescription[language],
      language,
      segments: [
        { label: T.net[language], value: num(o.netAnnualIncome) },
        { label: T.incomeTax[language], value: num(o.incomeTax) },
        { label: T.socialInsurance[language], value: num(record(o.socialInsurance).amount) },
        { label: T.gesy[language], value: num(record(o.gesy).amount) },
        { label: T.sdc[language], value: num(record(o.defenceContribution).amount) }
      ]
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

const CHARTS: Readonly<Record<string, (output: Record<string, unknown>, language: Language) => Array<string>>> = {
  calculate_cyprus_income_tax: incomeTaxCharts
}

/** The charts of a tool's result page, in a section of their own (empty for a tool without charts). */
export const chartsFor = (tool: string, output: Record<string, unknown>, language: Language): string => {
  const charts = CHARTS[tool]?.(output, language) ?? []
  return charts.length === 0 ? "" : `<section class="charts">${charts.join("\n")}</section>`
}
