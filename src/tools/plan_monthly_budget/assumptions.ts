// The assumptions of the monthly budget, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const BUDGET_ASSUMPTIONS = {
  "budget.frequency-monthly": {
    en: "No frequency was given for: {items}; entries without a frequency are treated as monthly.",
    el: "Δεν δόθηκε συχνότητα για: {items}· οι εγγραφές χωρίς συχνότητα θεωρούνται μηνιαίες."
  },
  "budget.no-investments": {
    en: "investmentContributions was not sent: investment contributions are taken as EUR {value:money} a month.",
    el: "Δεν δόθηκε investmentContributions: οι επενδυτικές εισφορές λαμβάνονται ως € {value:money} τον μήνα."
  },
  "budget.tier-from-category": {
    en: "No tier was given, so these expenses were classified from their category ({classified}) by the rule T1 fixed essentials: {t1}; T2 variable essentials: {t2}; T3 lifestyle: {t3}; T4 discretionary: {t4}. A tier sent by the caller wins.",
    el: "Δεν δόθηκε βαθμίδα (tier), οπότε τα έξοδα αυτά κατατάχθηκαν από την κατηγορία εξόδων τους ({classified}) με τον κανόνα T1 σταθερά απαραίτητα: {t1}· T2 μεταβλητά απαραίτητα: {t2}· T3 τρόπος ζωής: {t3}· T4 προαιρετικά: {t4}. Η βαθμίδα που στέλνει ο καλών υπερισχύει."
  },
  "budget.projection-flat": {
    en: "The projection grows by {value}%: it repeats the figures given, with no inflation, pay rises, interest or investment returns; one-off items count once, spread over their months.",
    el: "Η προβολή του προϋπολογισμού αυξάνεται κατά {value}%: επαναλαμβάνει τα ποσά που δόθηκαν, χωρίς πληθωρισμό, αυξήσεις μισθών, τόκους ή αποδόσεις επενδύσεων· τα έκτακτα ποσά μετρούν μία φορά, κατανεμημένα στους μήνες τους."
  }
} as const satisfies AssumptionTexts

export type BudgetAssumptionId = keyof typeof BUDGET_ASSUMPTIONS
