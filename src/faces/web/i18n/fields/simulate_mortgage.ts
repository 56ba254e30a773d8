import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_MONTH = { en: "EUR a month", el: "€ τον μήνα" }
const PERCENT = { en: "%", el: "%" }
const MONTHS = { en: "months", el: "μήνες" }
const POINTS = { en: "percentage points", el: "ποσοστιαίες μονάδες" }

const scenarioHelp = (en: string, el: string) => ({
  en: `${en} Points added to the variable rate in the 1st, 2nd... year after the fixed period; the last value continues to maturity (e.g. 1, 2 = +1 point in the first year, +2 from then on). Leave empty for the default.`,
  el: `${el} Μονάδες που προστίθενται στο κυμαινόμενο επιτόκιο το 1ο, 2ο... έτος μετά τη σταθερή περίοδο· η τελευταία τιμή ισχύει μέχρι τη λήξη (π.χ. 1, 2 = +1 μονάδα το πρώτο έτος, +2 από εκεί και πέρα). Αφήστε κενό για την προεπιλογή.`
})

export const TEXTS: ToolTexts = {
  title: { en: "Mortgage simulator", el: "Προσομοίωση στεγαστικού δανείου" },
  intro: {
    en: "See the monthly instalment, the repayment schedule, the total interest and how the instalment could move if the variable rate changes. Have at hand the loan amount, the term, the fixed-rate period and the rates from the bank's offer or your loan contract.",
    el: "Δείτε τη μηνιαία δόση, τον πίνακα αποπληρωμής, το σύνολο των τόκων και πώς μπορεί να αλλάξει η δόση αν μεταβληθεί το κυμαινόμενο επιτόκιο. Έχετε μπροστά σας το ποσό του δανείου, τη διάρκεια, την περίοδο σταθερού επιτοκίου και τα επιτόκια από την προσφορά της τράπεζας ή τη σύμβαση του δανείου."
  },
  fields: {
    principalAmount: {
      label: { en: "Loan amount", el: "Ποσό δανείου" },
      help: {
        en: "The amount borrowed; for a loan you already have, the balance still owed today.",
        el: "Το ποσό που δανείζεστε· για υφιστάμενο δάνειο, το υπόλοιπο που οφείλετε σήμερα."
      },
      unit: EUR
    },
    loanTermMonths: {
      label: { en: "Repayment term", el: "Διάρκεια αποπληρωμής" },
      help: {
        en: "In months, not years (25 years = 300 months); for a loan you already have, the months left.",
        el: "Σε μήνες, όχι σε έτη (25 έτη = 300 μήνες)· για υφιστάμενο δάνειο, οι μήνες που απομένουν."
      },
      unit: MONTHS
    },
    fixedPeriodMonths: {
      label: { en: "Fixed-rate period", el: "Περίοδος σταθερού επιτοκίου" },
      help: {
        en: "Months at the fixed rate from the start (a 3-year fix = 36); 0 if the rate is variable from the start; the whole term if it is fixed to the end.",
        el: "Μήνες με σταθερό επιτόκιο από την αρχή (σταθερό για 3 έτη = 36)· 0 αν το επιτόκιο είναι κυμαινόμενο από την αρχή· ολόκληρη η διάρκεια αν είναι σταθερό μέχρι τη λήξη."
      },
      unit: MONTHS
    },
    mortgageType: {
      label: { en: "Type of repayment", el: "Τρόπος αποπληρωμής" },
      help: {
        en: "Most loans repay capital and interest in equal instalments; with interest only, the whole capital is due at the end.",
        el: "Τα περισσότερα δάνεια αποπληρώνουν κεφάλαιο και τόκους με ίσες δόσεις· με αποπληρωμή μόνο τόκων, ολόκληρο το κεφάλαιο οφείλεται στη λήξη."
      },
      choices: {
        capital_and_interest: {
          en: "Capital and interest (equal instalments)",
          el: "Κεφάλαιο και τόκοι (ίσες δόσεις)"
        },
        interest_only: {
          en: "Interest only (capital repaid at the end)",
          el: "Μόνο τόκοι (το κεφάλαιο αποπληρώνεται στη λήξη)"
        }
      }
    },
    fixedRate: {
      label: { en: "Fixed interest rate", el: "Σταθερό επιτόκιο" },
      help: {
        en: "The all-in annual rate for the fixed period, e.g. 3.95. Fill it only when there is a fixed period.",
        el: "Το συνολικό ετήσιο επιτόκιο της σταθερής περιόδου, π.χ. 3,95. Συμπληρώνεται μόνο όταν υπάρχει σταθερή περίοδος."
      },
      unit: { en: "% a year", el: "% ετησίως" }
    },
    variableBaseRate: {
      label: { en: "Reference rate (variable period)", el: "Επιτόκιο αναφοράς (κυμαινόμενη περίοδος)" },
      help: {
        en: "The rate the variable period follows, e.g. 6-month Euribor or the bank's base rate for housing loans; give it with the bank's margin, or give the all-in variable rate instead.",
        el: "Το επιτόκιο που ακολουθεί η κυμαινόμενη περίοδος, π.χ. Euribor 6 μηνών ή το βασικό επιτόκιο στεγαστικών της τράπεζας· δηλώνεται μαζί με το περιθώριο της τράπεζας, ή δηλώστε αντί γι' αυτά το συνολικό κυμαινόμενο επιτόκιο."
      },
      unit: { en: "% a year", el: "% ετησίως" }
    },
    bankMargin: {
      label: { en: "Bank's margin", el: "Περιθώριο τράπεζας" },
      help: {
        en: "The points the bank adds to the reference rate, as written in the offer or contract. If you know only the total rate, leave this and the reference rate empty and fill the all-in variable rate.",
        el: "Οι μονάδες που προσθέτει η τράπεζα στο επιτόκιο αναφοράς, όπως αναγράφονται στην προσφορά ή τη σύμβαση. Αν γνωρίζετε μόνο το συνολικό επιτόκιο, αφήστε αυτό και το επιτόκιο αναφοράς κενά και συμπληρώστε το συνολικό κυμαινόμενο επιτόκιο."
      },
      unit: POINTS
    },
    variableAllInRate: {
      label: { en: "All-in variable rate", el: "Συνολικό κυμαινόμενο επιτόκιο" },
      help: {
        en: "Only if you know just the total variable rate; not together with the reference rate and margin.",
        el: "Μόνο αν γνωρίζετε μόνο το συνολικό κυμαινόμενο επιτόκιο· όχι μαζί με το επιτόκιο αναφοράς και το περιθώριο."
      },
      unit: { en: "% a year", el: "% ετησίως" }
    },
    variableRateScenarios: {
      label: { en: "Rate scenarios for the variable period", el: "Σενάρια επιτοκίου για την κυμαινόμενη περίοδο" },
      help: {
        en: "Optional: your own paths of the variable rate. Left empty, best = -1 point, worst = +2 points, varied = a repeating 12-year cycle.",
        el: "Προαιρετικό: δικές σας πορείες του κυμαινόμενου επιτοκίου. Αν μείνουν κενά: ευνοϊκό = -1 μονάδα, δυσμενές = +2 μονάδες, μεταβαλλόμενο = επαναλαμβανόμενος κύκλος 12 ετών."
      }
    },
    "variableRateScenarios.best": {
      label: { en: "Best case", el: "Ευνοϊκό σενάριο" },
      help: scenarioHelp("Rates lower than today.", "Επιτόκια χαμηλότερα από σήμερα.")
    },
    "variableRateScenarios.best[]": {
      label: { en: "Change in the year", el: "Μεταβολή στο έτος" },
      unit: POINTS
    },
    "variableRateScenarios.worst": {
      label: { en: "Worst case", el: "Δυσμενές σενάριο" },
      help: scenarioHelp("Rates higher than today.", "Επιτόκια υψηλότερα από σήμερα.")
    },
    "variableRateScenarios.worst[]": {
      label: { en: "Change in the year", el: "Μεταβολή στο έτος" },
      unit: POINTS
    },
    "variableRateScenarios.varied": {
      label: { en: "Varied case", el: "Μεταβαλλόμενο σενάριο" },
      help: scenarioHelp("Rates going up and down.", "Επιτόκια που ανεβαίνουν και κατεβαίνουν.")
    },
    "variableRateScenarios.varied[]": {
      label: { en: "Change in the year", el: "Μεταβολή στο έτος" },
      unit: POINTS
    },
    monthlyOverpayment: {
      label: { en: "Extra payment every month", el: "Επιπλέον καταβολή κάθε μήνα" },
      help: {
        en: "Paid on top of the instalment from the first month, straight off the balance, so the loan ends earlier. Leave empty if none.",
        el: "Καταβάλλεται πέραν της δόσης από τον πρώτο μήνα και μειώνει απευθείας το υπόλοιπο, οπότε το δάνειο εξοφλείται νωρίτερα. Αφήστε κενό αν δεν υπάρχει."
      },
      unit: EUR_MONTH
    },
    lumpSumPayments: {
      label: { en: "Lump-sum repayments", el: "Εφάπαξ προπληρωμές" },
      help: {
        en: "One-off extra repayments, each with the loan month it is paid in. Leave empty if none.",
        el: "Έκτακτες εφάπαξ αποπληρωμές, η καθεμία με τον μήνα του δανείου στον οποίο καταβάλλεται. Αφήστε κενό αν δεν υπάρχουν."
      }
    },
    "lumpSumPayments[].month": {
      label: { en: "Loan month", el: "Μήνας δανείου" },
      help: {
        en: "Counted from the first instalment (month 1); the sum is paid after that month's instalment.",
        el: "Μετρά από την πρώτη δόση (μήνας 1)· το ποσό καταβάλλεται μετά τη δόση εκείνου του μήνα."
      },
      unit: MONTHS
    },
    "lumpSumPayments[].amount": {
      label: { en: "Amount", el: "Ποσό" },
      help: { en: "Paid off the balance.", el: "Αφαιρείται από το υπόλοιπο του δανείου." },
      unit: EUR
    },
    lumpSumStrategy: {
      label: { en: "After a lump sum", el: "Μετά από εφάπαξ προπληρωμή" },
      help: {
        en: "Needed with lump sums on a capital-and-interest loan: ask the bank which one applies, or choose the one you will request.",
        el: "Απαιτείται όταν υπάρχουν εφάπαξ προπληρωμές σε δάνειο κεφαλαίου και τόκων: ρωτήστε την τράπεζα ποιο ισχύει ή επιλέξτε αυτό που θα ζητήσετε."
      },
      choices: {
        reduce_term: {
          en: "Keep the instalment, finish earlier",
          el: "Ίδια δόση, νωρίτερη εξόφληση"
        },
        reduce_payment: {
          en: "Keep the end date, lower the instalment",
          el: "Ίδια λήξη, μικρότερη δόση"
        }
      }
    },
    ercPercentage: {
      label: { en: "Early-repayment charge", el: "Χρέωση πρόωρης αποπληρωμής" },
      help: {
        en: "The bank's charge on overpayments and lump sums made during the fixed period, as a % of the sum paid early (see the loan contract). Leave empty if none; it is then noted as not included.",
        el: "Η χρέωση της τράπεζας για επιπλέον καταβολές και εφάπαξ προπληρωμές κατά τη σταθερή περίοδο, ως % του ποσού που προπληρώνεται (δείτε τη σύμβαση δανείου). Αφήστε κενό αν δεν υπάρχει· τότε σημειώνεται ότι δεν περιλαμβάνεται."
      },
      unit: PERCENT
    },
    upfrontFees: {
      label: { en: "Fees at the start", el: "Αρχικά έξοδα" },
      help: {
        en: "Real fees paid when the loan is granted: arrangement, valuation, mortgage registration at the Land Registry, stamp duty. Enter 0 only if you know there are none; left empty, they are noted as not included.",
        el: "Τα πραγματικά έξοδα κατά την έγκριση του δανείου: έξοδα φακέλου, εκτίμησης, εγγραφής υποθήκης στο Κτηματολόγιο, χαρτόσημα. Βάλτε 0 μόνο αν γνωρίζετε ότι δεν υπάρχουν· αν μείνει κενό, σημειώνεται ότι δεν περιλαμβάνονται."
      },
      unit: EUR
    },
    closureFee: {
      label: { en: "Fee to close the loan", el: "Τέλος εξόφλησης δανείου" },
      help: {
        en: "The real fee charged when the loan is paid off. Enter 0 only if you know there is none; left empty, it is noted as not included.",
        el: "Το πραγματικό τέλος που χρεώνεται κατά την εξόφληση του δανείου. Βάλτε 0 μόνο αν γνωρίζετε ότι δεν υπάρχει· αν μείνει κενό, σημειώνεται ότι δεν περιλαμβάνεται."
      },
      unit: EUR
    },
    loanConfiguration: {
      label: { en: "Kind of loan", el: "Είδος δανείου" },
      help: {
        en: "A bank loan secured on the property. KFIK loans and loans against cash collateral cannot be simulated here.",
        el: "Τραπεζικό δάνειο με υποθήκη στο ακίνητο. Δάνεια ΚΦΙΚ και δάνεια με εξασφάλιση μετρητών δεν μπορούν να προσομοιωθούν εδώ."
      },
      choices: {
        standard: { en: "Bank loan secured on the property", el: "Τραπεζικό δάνειο με υποθήκη ακινήτου" },
        kfik: { en: "KFIK loan (not offered)", el: "Δάνειο ΚΦΙΚ (δεν προσφέρεται)" },
        cash_collateral: {
          en: "Against cash collateral (not offered)",
          el: "Με εξασφάλιση μετρητών (δεν προσφέρεται)"
        }
      }
    }
  },
  outputs: {
    mortgageType: { en: "Type of repayment", el: "Τρόπος αποπληρωμής" },
    principalAmount: { en: "Loan amount", el: "Ποσό δανείου" },
    loanTermMonths: { en: "Term (months)", el: "Διάρκεια (μήνες)" },
    fixedPeriodMonths: { en: "Fixed-rate period (months)", el: "Περίοδος σταθερού επιτοκίου (μήνες)" },
    monthlyPayment: { en: "Monthly instalment", el: "Μηνιαία δόση" },
    phases: { en: "Interest-rate periods", el: "Περίοδοι επιτοκίου" },
    "phases[].phase": { en: "Period", el: "Περίοδος" },
    "phases[].fromMonth": { en: "From month", el: "Από μήνα" },
    "phases[].toMonth": { en: "To month", el: "Έως μήνα" },
    "phases[].annualRatePercent": { en: "Annual rate (%)", el: "Ετήσιο επιτόκιο (%)" },
    "phases[].rateInputs": { en: "How the rate is made up", el: "Σύνθεση επιτοκίου" },
    paymentRecalculations: { en: "Instalment calculations", el: "Υπολογισμοί της δόσης" },
    "paymentRecalculations[].month": { en: "From month", el: "Από μήνα" },
    "paymentRecalculations[].reason": { en: "Reason", el: "Αιτία" },
    "paymentRecalculations[].balance": { en: "Balance", el: "Υπόλοιπο δανείου" },
    "paymentRecalculations[].annualRatePercent": { en: "Annual rate (%)", el: "Ετήσιο επιτόκιο (%)" },
    "paymentRecalculations[].remainingMonths": { en: "Months remaining", el: "Υπόλοιποι μήνες" },
    "paymentRecalculations[].monthlyPayment": { en: "Monthly instalment", el: "Μηνιαία δόση" },
    "paymentRecalculations[].maturityMonth": { en: "Final month", el: "Μήνας λήξης" },
    schedule: { en: "Repayment schedule", el: "Πίνακας αποπληρωμής" },
    "schedule[].month": { en: "Month", el: "Μήνας" },
    "schedule[].year": { en: "Loan year", el: "Έτος δανείου" },
    "schedule[].phase": { en: "Period", el: "Περίοδος" },
    "schedule[].annualRatePercent": { en: "Annual rate (%)", el: "Ετήσιο επιτόκιο (%)" },
    "schedule[].payment": { en: "Instalment", el: "Δόση" },
    "schedule[].interest": { en: "Interest", el: "Τόκοι" },
    "schedule[].principal": { en: "Capital", el: "Κεφάλαιο" },
    "schedule[].overpayment": { en: "Extra payment", el: "Επιπλέον καταβολή" },
    "schedule[].lumpSum": { en: "Lump sum", el: "Εφάπαξ προπληρωμή" },
    "schedule[].earlyRepaymentCharge": { en: "Early-repayment charge", el: "Χρέωση πρόωρης αποπληρωμής" },
    "schedule[].balance": { en: "Balance", el: "Υπόλοιπο δανείου" },
    yearlyTotals: { en: "Totals by loan year", el: "Σύνολα ανά έτος δανείου" },
    "yearlyTotals[].year": { en: "Loan year", el: "Έτος δανείου" },
    "yearlyTotals[].fromMonth": { en: "From month", el: "Από μήνα" },
    "yearlyTotals[].toMonth": { en: "To month", el: "Έως μήνα" },
    "yearlyTotals[].payments": { en: "Instalments", el: "Δόσεις" },
    "yearlyTotals[].interest": { en: "Interest", el: "Τόκοι" },
    "yearlyTotals[].principal": { en: "Capital", el: "Κεφάλαιο" },
    "yearlyTotals[].overpayments": { en: "Extra payments", el: "Επιπλέον καταβολές" },
    "yearlyTotals[].lumpSums": { en: "Lump sums", el: "Εφάπαξ προπληρωμές" },
    "yearlyTotals[].earlyRepaymentCharges": { en: "Early-repayment charges", el: "Χρεώσεις πρόωρης αποπληρωμής" },
    "yearlyTotals[].endBalance": { en: "Balance at year end", el: "Υπόλοιπο στο τέλος του έτους" },
    totalInterest: { en: "Total interest", el: "Σύνολο τόκων" },
    totalPaid: {
      en: "Total paid, with the fees given",
      el: "Συνολικό ποσό που καταβάλλεται, με τα έξοδα που δηλώθηκαν"
    },
    payoffMonth: { en: "Month the loan is paid off", el: "Μήνας εξόφλησης" },
    totalPrincipalRepaid: { en: "Capital repaid", el: "Κεφάλαιο που αποπληρώνεται" },
    totalInstalments: { en: "Total of the instalments", el: "Σύνολο δόσεων" },
    totalOverpayments: { en: "Total extra payments", el: "Σύνολο επιπλέον καταβολών" },
    totalLumpSums: { en: "Total lump sums", el: "Σύνολο εφάπαξ προπληρωμών" },
    totalEarlyRepaymentCharges: { en: "Total early-repayment charges", el: "Σύνολο χρεώσεων πρόωρης αποπληρωμής" },
    balloonPayment: { en: "Capital due at maturity", el: "Κεφάλαιο πληρωτέο στη λήξη" },
    monthsSaved: { en: "Months saved", el: "Μήνες νωρίτερα" },
    upfrontFees: { en: "Fees at the start", el: "Αρχικά έξοδα" },
    closureFee: { en: "Fee to close the loan", el: "Τέλος εξόφλησης δανείου" },
    withoutPrepayments: { en: "The same loan without extra payments", el: "Το ίδιο δάνειο χωρίς προπληρωμές" },
    "withoutPrepayments.totalInterest": { en: "Total interest", el: "Σύνολο τόκων" },
    "withoutPrepayments.totalPaid": { en: "Total paid", el: "Συνολικό ποσό που καταβάλλεται" },
    "withoutPrepayments.payoffMonth": { en: "Month the loan is paid off", el: "Μήνας εξόφλησης" },
    "withoutPrepayments.interestSaved": {
      en: "Interest saved by the extra payments",
      el: "Τόκοι που εξοικονομούνται με τις προπληρωμές"
    },
    scenarios: { en: "Variable-rate scenarios", el: "Σενάρια κυμαινόμενου επιτοκίου" },
    "scenarios[].name": { en: "Scenario", el: "Σενάριο" },
    "scenarios[].origin": { en: "Set by", el: "Ορίστηκε από" },
    "scenarios[].description": { en: "Description", el: "Περιγραφή" },
    "scenarios[].shiftsByVariableYear": { en: "Change by year (points)", el: "Μεταβολή ανά έτος (μονάδες)" },
    "scenarios[].annualRatesByVariableYear": { en: "Rate by year (%)", el: "Επιτόκιο ανά έτος (%)" },
    "scenarios[].firstVariableMonthlyPayment": {
      en: "First variable instalment",
      el: "Πρώτη δόση με κυμαινόμενο επιτόκιο"
    },
    "scenarios[].highestMonthlyPayment": { en: "Highest instalment", el: "Υψηλότερη δόση" },
    "scenarios[].totalInterest": { en: "Total interest", el: "Σύνολο τόκων" },
    "scenarios[].totalPaid": { en: "Total paid", el: "Συνολικό ποσό που καταβάλλεται" },
    "scenarios[].payoffMonth": { en: "Month paid off", el: "Μήνας εξόφλησης" },
    "scenarios[].interestDifference": {
      en: "Interest against the main schedule",
      el: "Διαφορά τόκων από τον βασικό πίνακα"
    },
    series: { en: "Balance and interest over time", el: "Υπόλοιπο και τόκοι με τον χρόνο" },
    "series[].year": { en: "Loan year", el: "Έτος δανείου" },
    "series[].month": { en: "Month", el: "Μήνας" },
    "series[].balance": { en: "Balance", el: "Υπόλοιπο δανείου" },
    "series[].cumulativeInterest": { en: "Interest paid so far", el: "Σωρευτικοί τόκοι" },
    "series[].bestScenarioBalance": { en: "Balance, best case", el: "Υπόλοιπο, ευνοϊκό σενάριο" },
    "series[].worstScenarioBalance": { en: "Balance, worst case", el: "Υπόλοιπο, δυσμενές σενάριο" },
    "series[].variedScenarioBalance": { en: "Balance, varied case", el: "Υπόλοιπο, μεταβαλλόμενο σενάριο" }
  },
  outputChoices: {
    phase: {
      fixed: { en: "fixed rate", el: "σταθερό επιτόκιο" },
      variable: { en: "variable rate", el: "κυμαινόμενο επιτόκιο" }
    },
    reason: {
      loan_start: { en: "loan start", el: "έναρξη δανείου" },
      rate_change: { en: "rate change", el: "αλλαγή επιτοκίου" },
      lump_sum_reduce_payment: { en: "lump sum, lower instalment", el: "εφάπαξ αποπληρωμή – μείωση δόσης" },
      lump_sum_reduce_term: { en: "lump sum, shorter term", el: "εφάπαξ αποπληρωμή – μείωση διάρκειας" }
    },
    name: {
      best: { en: "best case", el: "καλύτερο σενάριο" },
      worst: { en: "worst case", el: "χειρότερο σενάριο" },
      varied: { en: "varied case", el: "μεταβαλλόμενο σενάριο" }
    },
    origin: {
      caller: { en: "you", el: "εσάς" },
      default: { en: "default", el: "προεπιλογή" }
    }
  }
}
