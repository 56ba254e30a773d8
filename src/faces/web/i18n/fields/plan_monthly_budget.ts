import type { FieldTexts, ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }

const FREQUENCY = {
  weekly: { en: "Weekly", el: "Εβδομαδιαία" },
  monthly: { en: "Monthly", el: "Μηνιαία" },
  quarterly: { en: "Every three months", el: "Ανά τρίμηνο" },
  yearly: { en: "Yearly", el: "Ετήσια" },
  "one-off": { en: "One-off", el: "Εφάπαξ" }
}

const TIER = {
  T1: { en: "T1 Fixed essentials", el: "T1 Σταθερά απαραίτητα" },
  T2: { en: "T2 Variable essentials", el: "T2 Μεταβλητά απαραίτητα" },
  T3: { en: "T3 Lifestyle", el: "T3 Τρόπος ζωής" },
  T4: { en: "T4 Discretionary", el: "T4 Προαιρετικά" }
}

/** the fields of one row of a list (incomes, expenses, investmentContributions) */
const rowFields = (list: string, name: FieldTexts): Record<string, FieldTexts> => ({
  [`${list}[].name`]: name,
  [`${list}[].amount`]: {
    label: { en: "Amount", el: "Ποσό" },
    help: {
      en: "The amount each time it is paid (weekly, monthly...), or the whole sum if it is one-off.",
      el: "Το ποσό κάθε φορά που καταβάλλεται (εβδομαδιαία, μηνιαία...), ή ολόκληρο το ποσό αν είναι εφάπαξ."
    },
    unit: EUR
  },
  [`${list}[].frequency`]: {
    label: { en: "How often", el: "Συχνότητα" },
    help: {
      en: "Left empty: monthly, noted in the assumptions.",
      el: "Αν μείνει κενό: μηνιαία, σημειώνεται στις παραδοχές."
    },
    choices: FREQUENCY
  },
  [`${list}[].spreadMonths`]: {
    label: { en: "Spread over", el: "Κατανομή σε" },
    help: {
      en: "For a one-off only: the number of months (1 to 120) to spread it over, from this month.",
      el: "Μόνο για εφάπαξ ποσό: σε πόσους μήνες (1 έως 120) να κατανεμηθεί, από αυτόν τον μήνα."
    },
    unit: { en: "months", el: "μήνες" }
  }
})

/** the output columns of one row of a list */
const rowOutputs = (list: string) => ({
  [`${list}[].name`]: { en: "Item", el: "Στοιχείο" },
  [`${list}[].frequency`]: { en: "How often", el: "Συχνότητα" },
  [`${list}[].amount`]: { en: "Amount", el: "Ποσό" },
  [`${list}[].monthlyAmount`]: { en: "A month", el: "Τον μήνα" }
})

/** the cumulative figures of a projection period */
const projectionOutputs = (period: string, en: string, el: string) => ({
  [`projection.${period}`]: { en, el },
  [`projection.${period}.income`]: { en: "Income", el: "Εισόδημα" },
  [`projection.${period}.expenses`]: { en: "Expenses", el: "Έξοδα" },
  [`projection.${period}.investments`]: { en: "Savings and investments", el: "Αποταμιεύσεις και επενδύσεις" },
  [`projection.${period}.surplus`]: { en: "Surplus", el: "Πλεόνασμα" }
})

export const TEXTS: ToolTexts = {
  title: { en: "Monthly budget", el: "Οικογενειακός προϋπολογισμός" },
  intro: {
    en: "See what is left each month once your expenses are paid, how your spending splits between essentials and lifestyle, and what the largest non-essential expense costs you over a year and five years. Have at hand your take-home pay and other income, and your regular expenses with how often you pay them.",
    el: "Δείτε τι μένει κάθε μήνα αφού πληρωθούν τα έξοδά σας, πώς μοιράζονται τα έξοδα μεταξύ απαραίτητων και τρόπου ζωής, και τι σας κοστίζει το μεγαλύτερο μη απαραίτητο έξοδο σε έναν χρόνο και σε πέντε χρόνια. Έχετε μπροστά σας τα καθαρά σας εισοδήματα και τα τακτικά σας έξοδα, με το πόσο συχνά τα πληρώνετε."
  },
  fields: {
    incomes: {
      label: { en: "Income (take-home)", el: "Εισοδήματα (καθαρά)" },
      help: {
        en: "Net amounts, after tax and contributions: salary, rent received, benefits. At least one.",
        el: "Καθαρά ποσά, μετά τον φόρο και τις εισφορές: μισθός, ενοίκια που εισπράττετε, επιδόματα. Τουλάχιστον ένα."
      }
    },
    ...rowFields("incomes", {
      label: { en: "Income", el: "Εισόδημα" },
      help: { en: "In your own words, e.g. salary.", el: "Με δικά σας λόγια, π.χ. μισθός." }
    }),
    expenses: {
      label: { en: "Expenses", el: "Έξοδα" },
      help: {
        en: "Your real expenses, each with a category or a tier. At least one.",
        el: "Τα πραγματικά σας έξοδα, το καθένα με κατηγορία ή βαθμίδα. Τουλάχιστον ένα."
      }
    },
    ...rowFields("expenses", {
      label: { en: "Expense", el: "Έξοδο" },
      help: { en: "In your own words, e.g. rent or groceries.", el: "Με δικά σας λόγια, π.χ. ενοίκιο ή σούπερ μάρκετ." }
    }),
    "expenses[].category": {
      label: { en: "Category", el: "Κατηγορία" },
      help: {
        en: "Sets the tier when you do not choose one.",
        el: "Καθορίζει τη βαθμίδα όταν δεν επιλέξετε μία."
      },
      choices: {
        housing: { en: "Housing (rent or loan instalment)", el: "Στέγαση (ενοίκιο ή δόση δανείου)" },
        "debt-repayment": { en: "Debt repayments", el: "Αποπληρωμή δανείων" },
        insurance: { en: "Insurance", el: "Ασφάλειες" },
        childcare: { en: "Childcare", el: "Φύλαξη παιδιών" },
        education: { en: "Education", el: "Εκπαίδευση" },
        groceries: { en: "Groceries", el: "Σούπερ μάρκετ" },
        utilities: { en: "Utilities (electricity, water)", el: "Λογαριασμοί (ρεύμα, νερό)" },
        transport: { en: "Transport", el: "Μετακινήσεις" },
        healthcare: { en: "Healthcare", el: "Υγεία" },
        "phone-internet": { en: "Phone and internet", el: "Τηλέφωνο και ίντερνετ" },
        "dining-out": { en: "Eating out", el: "Φαγητό έξω" },
        subscriptions: { en: "Subscriptions", el: "Συνδρομές" },
        clothing: { en: "Clothing", el: "Ένδυση" },
        fitness: { en: "Fitness", el: "Γυμναστήριο και άθληση" },
        "personal-care": { en: "Personal care", el: "Προσωπική φροντίδα" },
        travel: { en: "Travel", el: "Ταξίδια" },
        entertainment: { en: "Entertainment", el: "Ψυχαγωγία" },
        shopping: { en: "Shopping", el: "Αγορές" },
        hobbies: { en: "Hobbies", el: "Χόμπι" },
        gifts: { en: "Gifts", el: "Δώρα" }
      }
    },
    "expenses[].tier": {
      label: { en: "Tier", el: "Βαθμίδα" },
      help: {
        en: "Overrides the category. Each expense needs a tier or a category.",
        el: "Υπερισχύει της κατηγορίας. Κάθε έξοδο χρειάζεται βαθμίδα ή κατηγορία."
      },
      choices: TIER
    },
    investmentContributions: {
      label: { en: "Savings and investments", el: "Αποταμιεύσεις και επενδύσεις" },
      help: {
        en: "Regular amounts you put aside: pension top-ups, savings plans. Left empty: none, noted in the assumptions.",
        el: "Τακτικά ποσά που αποταμιεύετε: πρόσθετες εισφορές σύνταξης, σχέδια αποταμίευσης. Αν μείνει κενό: κανένα, σημειώνεται στις παραδοχές."
      }
    },
    ...rowFields("investmentContributions", {
      label: { en: "Saving or investment", el: "Αποταμίευση ή επένδυση" },
      help: { en: "In your own words, e.g. savings plan.", el: "Με δικά σας λόγια, π.χ. σχέδιο αποταμίευσης." }
    })
  },
  outputs: {
    monthlyIncome: { en: "Income a month", el: "Εισόδημα τον μήνα" },
    monthlyExpenses: { en: "Expenses a month", el: "Έξοδα τον μήνα" },
    disposableIncome: { en: "Left after expenses", el: "Διαθέσιμο μετά τα έξοδα" },
    incomeAfterEssentials: { en: "Left after essentials (T1, T2)", el: "Διαθέσιμο μετά τα απαραίτητα (T1, T2)" },
    monthlyInvestments: { en: "Savings and investments a month", el: "Αποταμιεύσεις και επενδύσεις τον μήνα" },
    monthlySurplus: { en: "Surplus a month", el: "Πλεόνασμα τον μήνα" },
    savingsRatePercent: { en: "Savings rate (%)", el: "Ποσοστό αποταμίευσης (%)" },
    incomes: { en: "Income", el: "Εισοδήματα" },
    ...rowOutputs("incomes"),
    expenses: { en: "Expenses", el: "Έξοδα" },
    ...rowOutputs("expenses"),
    "expenses[].tier": { en: "Tier", el: "Βαθμίδα" },
    "expenses[].tierFrom": { en: "Tier set by", el: "Η βαθμίδα ορίστηκε από" },
    "expenses[].category": { en: "Category", el: "Κατηγορία" },
    investmentContributions: { en: "Savings and investments", el: "Αποταμιεύσεις και επενδύσεις" },
    ...rowOutputs("investmentContributions"),
    tiers: { en: "Expenses by tier", el: "Έξοδα ανά βαθμίδα" },
    "tiers[].tier": { en: "Tier", el: "Βαθμίδα" },
    "tiers[].label": { en: "Description", el: "Περιγραφή" },
    "tiers[].monthlyAmount": { en: "A month", el: "Τον μήνα" },
    "tiers[].sharePercentOfExpenses": { en: "Share of expenses (%)", el: "Μερίδιο στα έξοδα (%)" },
    biggestLeak: { en: "Largest non-essential expense", el: "Το μεγαλύτερο μη απαραίτητο έξοδο" },
    "biggestLeak.name": { en: "Expense", el: "Έξοδο" },
    "biggestLeak.tier": { en: "Tier", el: "Βαθμίδα" },
    "biggestLeak.monthlyAmount": { en: "Saving a month without it", el: "Εξοικονόμηση τον μήνα χωρίς αυτό" },
    "biggestLeak.saving12Months": { en: "Saving over 12 months", el: "Εξοικονόμηση σε 12 μήνες" },
    "biggestLeak.saving5Years": { en: "Saving over 5 years", el: "Εξοικονόμηση σε 5 χρόνια" },
    "biggestLeak.monthlySurplusAfterCut": { en: "Surplus a month without it", el: "Πλεόνασμα τον μήνα χωρίς αυτό" },
    projection: { en: "Projection", el: "Προβολή" },
    ...projectionOutputs("months12", "Next 12 months", "Επόμενοι 12 μήνες"),
    ...projectionOutputs("years5", "Next 5 years", "Επόμενα 5 χρόνια"),
    series: { en: "Month by month", el: "Μήνα με τον μήνα" },
    "series[].month": { en: "Month", el: "Μήνας" },
    "series[].cumulativeInvested": { en: "Saved and invested so far", el: "Σωρευτικές αποταμιεύσεις και επενδύσεις" },
    "series[].cumulativeSurplus": { en: "Surplus so far", el: "Σωρευτικό πλεόνασμα" }
  },
  outputChoices: {
    frequency: {
      weekly: { en: "weekly", el: "εβδομαδιαία" },
      monthly: { en: "monthly", el: "μηνιαία" },
      quarterly: { en: "every three months", el: "ανά τρίμηνο" },
      yearly: { en: "yearly", el: "ετήσια" },
      "one-off": { en: "one-off", el: "εφάπαξ" }
    },
    tierFrom: {
      caller: { en: "you", el: "εσάς" },
      category: { en: "the category", el: "την κατηγορία" }
    }
  }
}
