import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_MONTH = { en: "EUR a month", el: "€ τον μήνα" }
const YEARS = { en: "years", el: "έτη" }
const PERCENT_YEAR = { en: "% a year", el: "% ετησίως" }

export const TEXTS: ToolTexts = {
  title: { en: "Retirement stress test", el: "Έλεγχος αντοχής συνταξιοδοτικού πλάνου" },
  intro: {
    en: "See how likely your savings are to last to the age you choose, with your pensions after tax, over many simulated market paths. Have at hand your savings today, what you put in each month, what you plan to spend in retirement, and your expected pensions.",
    el: "Δείτε πόσο πιθανό είναι να επαρκέσουν οι αποταμιεύσεις σας μέχρι την ηλικία που επιλέγετε, μαζί με τις συντάξεις σας μετά τους φόρους, σε πολλές προσομοιωμένες πορείες των αγορών. Έχετε μπροστά σας τις αποταμιεύσεις σας σήμερα, το ποσό που αποταμιεύετε κάθε μήνα, όσα σκοπεύετε να ξοδεύετε στη σύνταξη και τις συντάξεις που αναμένετε."
  },
  fields: {
    currentAge: {
      label: { en: "Your age today", el: "Η ηλικία σας σήμερα" },
      help: { en: "In whole years.", el: "Σε συμπληρωμένα έτη." },
      unit: YEARS
    },
    retirementAge: {
      label: { en: "Retirement age", el: "Ηλικία συνταξιοδότησης" },
      help: {
        en: "When saving stops and spending from the savings starts; your age today if already retired.",
        el: "Όταν σταματά η αποταμίευση και αρχίζουν οι αναλήψεις από τις αποταμιεύσεις· η σημερινή σας ηλικία αν έχετε ήδη συνταξιοδοτηθεί."
      },
      unit: YEARS
    },
    endAge: {
      label: { en: "Plan until age", el: "Πλάνο μέχρι την ηλικία" },
      help: {
        en: "The age the money should last to. Left empty: 90.",
        el: "Η ηλικία μέχρι την οποία πρέπει να επαρκέσουν τα χρήματα. Αν μείνει κενό: 90."
      },
      unit: YEARS
    },
    currentSavings: {
      label: { en: "Savings today", el: "Αποταμιεύσεις σήμερα" },
      help: {
        en: "The invested savings the plan draws on.",
        el: "Οι επενδεδυμένες αποταμιεύσεις από τις οποίες θα γίνονται οι αναλήψεις."
      },
      unit: EUR
    },
    monthlyContribution: {
      label: { en: "Saved each month", el: "Μηνιαία αποταμίευση" },
      help: {
        en: "Paid into the savings each month until retirement, the same amount throughout; 0 if none or already retired.",
        el: "Το ποσό που προστίθεται στις αποταμιεύσεις κάθε μήνα μέχρι τη συνταξιοδότηση, σταθερό σε όλη τη διάρκεια· 0 αν δεν υπάρχει ή αν έχετε ήδη συνταξιοδοτηθεί."
      },
      unit: EUR_MONTH
    },
    monthlyDrawdown: {
      label: { en: "Spending in retirement", el: "Μηνιαίες δαπάνες στη σύνταξη" },
      help: {
        en: "A month, in today's money (it rises with inflation); paid first from your net pensions, the rest from the savings.",
        el: "Τον μήνα, σε σημερινές τιμές (αυξάνεται με τον πληθωρισμό)· καλύπτεται πρώτα από τις καθαρές συντάξεις σας και το υπόλοιπο από τις αποταμιεύσεις."
      },
      unit: EUR_MONTH
    },
    expectedReturnPct: {
      label: { en: "Expected return", el: "Αναμενόμενη απόδοση" },
      help: {
        en: "Average yearly return of the savings after fees, before inflation. Left empty: 5.",
        el: "Μέση ετήσια απόδοση των αποταμιεύσεων μετά τις χρεώσεις, πριν από τον πληθωρισμό. Αν μείνει κενό: 5."
      },
      unit: PERCENT_YEAR
    },
    returnVolatilityPct: {
      label: { en: "Volatility of returns", el: "Μεταβλητότητα αποδόσεων" },
      help: {
        en: "How much the yearly return swings (standard deviation). Left empty: 10; 0 gives every path the same return.",
        el: "Πόσο διακυμαίνεται η ετήσια απόδοση (τυπική απόκλιση). Αν μείνει κενό: 10· με 0 όλες οι πορείες έχουν την ίδια απόδοση."
      },
      unit: PERCENT_YEAR
    },
    inflationRatePct: {
      label: { en: "Inflation", el: "Πληθωρισμός" },
      help: { en: "Yearly. Left empty: 2.", el: "Ετήσιος. Αν μείνει κενό: 2." },
      unit: PERCENT_YEAR
    },
    statePension: {
      label: { en: "Social Insurance pension", el: "Σύνταξη Κοινωνικών Ασφαλίσεων" },
      help: {
        en: "Expected old-age pension, gross, a month, in today's money (the state pension calculator estimates it). Left empty: none is included.",
        el: "Η αναμενόμενη σύνταξη γήρατος, ακαθάριστη, τον μήνα, σε σημερινές τιμές (ο υπολογιστής σύνταξης γήρατος την εκτιμά). Αν μείνει κενό: δεν περιλαμβάνεται."
      },
      unit: EUR_MONTH
    },
    statePensionAge: {
      label: { en: "Age the Social Insurance pension starts", el: "Ηλικία έναρξης της σύνταξης Κοινωνικών Ασφαλίσεων" },
      help: {
        en: "Only with that pension. Left empty: the statutory pension age.",
        el: "Μόνο μαζί με τη σύνταξη αυτή. Αν μείνει κενό: η νόμιμη ηλικία συνταξιοδότησης."
      },
      unit: YEARS
    },
    pensionStreams: {
      label: { en: "Other pensions", el: "Άλλες συντάξεις" },
      help: {
        en: "Occupational, provident-fund or foreign pensions, at most 10; all pensions are taxed together. Leave empty if none.",
        el: "Επαγγελματικές συντάξεις, συντάξεις ταμείου προνοίας ή συντάξεις από το εξωτερικό, έως 10· όλες οι συντάξεις φορολογούνται μαζί. Αφήστε κενό αν δεν υπάρχουν."
      }
    },
    "pensionStreams[].pensionOrigin": {
      label: { en: "From", el: "Προέλευση" },
      help: {
        en: "A pension for work abroad may be taxed at 5% above an exempt amount instead of at the scale; the cheaper way is used.",
        el: "Η σύνταξη για υπηρεσίες στο εξωτερικό μπορεί να φορολογηθεί με 5% πάνω από ένα απαλλασσόμενο ποσό αντί με την κλίμακα· χρησιμοποιείται ο φθηνότερος τρόπος."
      },
      choices: {
        cyprus: {
          en: "Cyprus (occupational, provident fund, other)",
          el: "Κύπρος (επαγγελματική, ταμείο προνοίας, άλλη)"
        },
        foreign: { en: "Abroad (for work done abroad)", el: "Εξωτερικό (για υπηρεσίες στο εξωτερικό)" }
      }
    },
    "pensionStreams[].monthlyAmount": {
      label: { en: "Gross amount", el: "Ακαθάριστο ποσό" },
      help: {
        en: "A month, in today's money (it rises with inflation).",
        el: "Τον μήνα, σε σημερινές τιμές (αυξάνεται με τον πληθωρισμό)."
      },
      unit: EUR_MONTH
    },
    "pensionStreams[].pensionStartAge": {
      label: { en: "Starts at age", el: "Έναρξη σε ηλικία" },
      help: { en: "Left empty: from retirement.", el: "Αν μείνει κενό: από τη συνταξιοδότηση." },
      unit: YEARS
    },
    "pensionStreams[].netMonthlyAmount": {
      label: { en: "Net amount, if known", el: "Καθαρό ποσό, αν το γνωρίζετε" },
      help: {
        en: "Optional: the amount after all tax, a month, in today's money; then no tax is worked out for this pension.",
        el: "Προαιρετικό: το ποσό μετά από όλους τους φόρους, τον μήνα, σε σημερινές τιμές· τότε δεν υπολογίζεται φόρος για αυτή τη σύνταξη."
      },
      unit: EUR_MONTH
    },
    simulations: {
      label: { en: "Number of simulations", el: "Αριθμός προσομοιώσεων" },
      help: { en: "At most 10,000. Left empty: 1,000.", el: "Έως 10.000. Αν μείνει κενό: 1.000." }
    },
    seed: {
      label: { en: "Seed (to repeat a run)", el: "Σπόρος (για επανάληψη)" },
      help: {
        en: "Give the seed a result showed to get the same figures again; left empty, a new one is drawn.",
        el: "Δώστε τον σπόρο που έδειξε ένα αποτέλεσμα για να πάρετε ξανά τα ίδια ποσά· αν μείνει κενό, επιλέγεται νέος τυχαία."
      }
    }
  },
  outputs: {
    successProbability: { en: "Chance the money lasts", el: "Πιθανότητα να επαρκέσουν τα χρήματα" },
    seed: { en: "Seed used", el: "Σπόρος που χρησιμοποιήθηκε" },
    seedSupplied: { en: "Seed given", el: "Δόθηκε σπόρος" },
    simulations: { en: "Simulations", el: "Προσομοιώσεις" },
    deterministicProjection: {
      en: "Projection at the expected return",
      el: "Προβολή με την αναμενόμενη απόδοση"
    },
    "deterministicProjection.balanceAtRetirement": {
      en: "Savings at retirement",
      el: "Αποταμιεύσεις στη συνταξιοδότηση"
    },
    "deterministicProjection.endingBalance": { en: "Savings at the end", el: "Αποταμιεύσεις στο τέλος" },
    "deterministicProjection.endingBalanceInTodaysMoney": {
      en: "Savings at the end, in today's money",
      el: "Αποταμιεύσεις στο τέλος, σε σημερινές τιμές"
    },
    "deterministicProjection.moneyRunsOutAtAge": {
      en: "Money runs out at age",
      el: "Τα χρήματα εξαντλούνται σε ηλικία"
    },
    endingWealthPercentiles: {
      en: "Savings at the end, by percentile",
      el: "Αποταμιεύσεις στο τέλος, ανά εκατοστημόριο"
    },
    "endingWealthPercentiles[].percentile": { en: "Percentile", el: "Εκατοστημόριο" },
    "endingWealthPercentiles[].nominal": { en: "Amount", el: "Ποσό" },
    "endingWealthPercentiles[].inTodaysMoney": { en: "In today's money", el: "Σε σημερινές τιμές" },
    depletionAgePercentiles: {
      en: "Age the money runs out, by percentile",
      el: "Ηλικία εξάντλησης των χρημάτων, ανά εκατοστημόριο"
    },
    "depletionAgePercentiles[].percentile": { en: "Percentile", el: "Εκατοστημόριο" },
    "depletionAgePercentiles[].age": { en: "Age", el: "Ηλικία" },
    pathsRunningOut: { en: "Simulations that run out", el: "Προσομοιώσεις στις οποίες εξαντλούνται τα χρήματα" },
    pensionIncome: { en: "Pensions after tax (today's money)", el: "Συντάξεις μετά τους φόρους (σε σημερινές τιμές)" },
    "pensionIncome[].fromAge": { en: "From age", el: "Από την ηλικία" },
    "pensionIncome[].grossAnnual": { en: "Gross a year", el: "Ακαθάριστο ποσό τον χρόνο" },
    "pensionIncome[].incomeTax": { en: "Income tax", el: "Φόρος εισοδήματος" },
    "pensionIncome[].foreignPensionTax": {
      en: "Tax on the pension from abroad (5%)",
      el: "Φόρος σύνταξης από το εξωτερικό (5%)"
    },
    "pensionIncome[].gesy": { en: "GESY", el: "ΓεΣΥ" },
    "pensionIncome[].netAnnual": { en: "Net a year", el: "Καθαρό ποσό τον χρόνο" },
    "pensionIncome[].foreignPensionOptionUsed": { en: "5% option used", el: "Εφαρμόστηκε η επιλογή του 5%" },
    series: { en: "Year by year", el: "Ανά έτος" },
    "series[].age": { en: "Age", el: "Ηλικία" },
    "series[].contributions": { en: "Saved", el: "Αποταμίευση" },
    "series[].spending": { en: "Spending", el: "Δαπάνες" },
    "series[].netPensionIncome": { en: "Net pensions", el: "Καθαρές συντάξεις" },
    "series[].withdrawals": { en: "Taken from savings", el: "Αναλήψεις από τις αποταμιεύσεις" },
    "series[].shortfall": { en: "Spending not covered", el: "Δαπάνες που δεν καλύφθηκαν" },
    "series[].investmentGrowth": { en: "Investment growth", el: "Απόδοση επενδύσεων" },
    "series[].endBalance": { en: "Savings at year end", el: "Αποταμιεύσεις στο τέλος του έτους" },
    "series[].endBalanceInTodaysMoney": {
      en: "Savings at year end, in today's money",
      el: "Αποταμιεύσεις στο τέλος του έτους, σε σημερινές τιμές"
    },
    "series[].simulatedP10": {
      en: "Simulated, bad case (10th percentile)",
      el: "Προσομοίωση, δυσμενής περίπτωση (10ο εκατοστημόριο)"
    },
    "series[].simulatedMedian": { en: "Simulated, median", el: "Προσομοίωση, διάμεσος" },
    "series[].simulatedP90": {
      en: "Simulated, good case (90th percentile)",
      el: "Προσομοίωση, ευνοϊκή περίπτωση (90ό εκατοστημόριο)"
    }
  }
}
