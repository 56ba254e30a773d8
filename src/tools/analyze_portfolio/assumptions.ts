// The assumptions of the portfolio analysis, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const PORTFOLIO_ASSUMPTIONS = {
  "portfolio.holdings-without-cost": {
    en: '"{subPortfolio}": holdings without costBasis are measured from {value} (performance from today): their current value counts as invested, so their gain is 0.',
    el: "«{subPortfolio}»: οι συμμετοχές χωρίς costBasis μετρώνται από την {value} (απόδοση από σήμερα): η τρέχουσα αξία τους λογίζεται ως επενδυμένο κεφάλαιο, οπότε το κέρδος τους είναι 0."
  },
  "portfolio.end-date-today": {
    en: "asOfDate was omitted: today's date {value} is the end date.",
    el: "Δεν δόθηκε asOfDate: η σημερινή ημερομηνία {value} είναι η ημερομηνία λήξης της περιόδου."
  },
  "portfolio.stale-prices": {
    en: "Current value uses the latest price sent, older than {value} for: {stale}.",
    el: "Η τρέχουσα αξία χρησιμοποιεί την πιο πρόσφατη τιμή που δόθηκε, παλαιότερη από την {value}, για: {stale}."
  },
  "portfolio.end-of-day-valuations": {
    en: "Valuations are end-of-day: a valuation dated on a flow date is the value after that date's deposits, withdrawals and transfers; trades and their prices count as that day's market prices unless a valuation row gives another.",
    el: "Οι αποτιμήσεις είναι στο κλείσιμο της ημέρας: αποτίμηση με ημερομηνία ροής είναι η αξία μετά τις καταθέσεις, αναλήψεις και μεταφορές εκείνης της ημέρας· οι συναλλαγές και οι τιμές τους λογίζονται ως οι τιμές αγοράς της ημέρας, εκτός αν γραμμή αποτίμησης δίνει άλλη."
  },
  "portfolio.cash-in-base-currency": {
    en: "Cash is kept in {value} at the rate of each transaction; exchange gains or losses on cash held in another currency are not measured.",
    el: "Τα μετρητά τηρούνται σε {value} με τη συναλλαγματική ισοτιμία κάθε συναλλαγής· συναλλαγματικά κέρδη ή ζημιές σε μετρητά που διακρατούνται σε άλλο νόμισμα δεν μετρώνται."
  },
  "portfolio.internal-transfers-netted": {
    en: "Confirmed transfers between sub-portfolios are netted: they are not external flows of the whole portfolio (each sub-portfolio still counts its own).",
    el: "Οι επιβεβαιωμένες μεταφορές μεταξύ υπο-χαρτοφυλακίων συμψηφίζονται: δεν αποτελούν εξωτερικές ροές του συνολικού χαρτοφυλακίου (κάθε υπο-χαρτοφυλάκιο εξακολουθεί να μετρά τις δικές του)."
  },
  "portfolio.taxes-not-computed": {
    en: "Taxes (e.g. Special Defence Contribution on dividends and interest, capital gains) are not computed; only tax rows sent count as costs.",
    el: "Οι φόροι (π.χ. Έκτακτη Εισφορά για την Άμυνα σε μερίσματα και τόκους, κέρδη κεφαλαίου) δεν υπολογίζονται· μόνο οι γραμμές φόρου που δόθηκαν μετρούν ως κόστος."
  }
} as const satisfies AssumptionTexts
