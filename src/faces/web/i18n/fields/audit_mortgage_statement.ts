import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }

const DAY_COUNT = {
  label: { en: "Day count", el: "Βάση υπολογισμού ημερών" },
  help: {
    en: "How a day's interest is worked out: balance x rate divided by 365, by 360 (about 1.4% more interest), or by 366 in a leap year and 365 otherwise.",
    el: "Πώς υπολογίζεται ο τόκος μιας ημέρας: υπόλοιπο x επιτόκιο διά 365, διά 360 (περίπου 1,4% περισσότεροι τόκοι), ή διά 366 σε δίσεκτο έτος και 365 στα άλλα."
  },
  choices: {
    "actual/365": { en: "Actual/365", el: "Πραγματικές ημέρες/365" },
    "actual/360": { en: "Actual/360", el: "Πραγματικές ημέρες/360" },
    "actual/actual": {
      en: "Actual/Actual (365, or 366 in a leap year)",
      el: "Πραγματικές/Πραγματικές (365, ή 366 σε δίσεκτο έτος)"
    }
  }
}

const CAPITALISATION = {
  label: { en: "Interest added to the balance", el: "Κεφαλαιοποίηση τόκων" },
  help: {
    en: "When the accrued interest is added to what you owe.",
    el: "Πότε οι δεδουλευμένοι τόκοι προστίθενται στο ποσό που οφείλετε."
  },
  choices: {
    monthly: { en: "Monthly (end of each month)", el: "Μηνιαία (στο τέλος κάθε μήνα)" },
    "semi-annual": {
      en: "Half-yearly (30 June and 31 December)",
      el: "Εξαμηνιαία (30 Ιουνίου και 31 Δεκεμβρίου)"
    },
    annual: { en: "Yearly (31 December)", el: "Ετήσια (31 Δεκεμβρίου)" }
  }
}

const DAILY_ROUNDING = {
  label: { en: "Rounding of daily interest", el: "Στρογγυλοποίηση ημερήσιου τόκου" },
  help: {
    en: "Whether each day's interest is rounded to the cent, or only the total when it is added to the balance.",
    el: "Αν ο τόκος κάθε ημέρας στρογγυλοποιείται στο σεντ, ή μόνο το σύνολο όταν προστίθεται στο υπόλοιπο."
  },
  choices: {
    exact: { en: "Not rounded (the total is rounded)", el: "Χωρίς στρογγυλοποίηση (στρογγυλοποιείται το σύνολο)" },
    "2-decimals": { en: "Rounded to the cent each day", el: "Στρογγυλοποίηση στο σεντ κάθε ημέρα" }
  }
}

export const TEXTS: ToolTexts = {
  title: { en: "Mortgage statement audit", el: "Έλεγχος κατάστασης στεγαστικού δανείου" },
  intro: {
    en: "Check the interest on your loan statement: the loan is replayed day by day under the usual ways banks calculate interest, and the one closest to your statement is shown with the interest it gives against the interest charged. Have the statement rows at hand (the statement reader fills them from pasted text); the method found is an estimate, not a confirmed term of your loan.",
    el: "Ελέγξτε τους τόκους στην κατάσταση του δανείου σας: το δάνειο υπολογίζεται ξανά ημέρα προς ημέρα με τους συνήθεις τρόπους υπολογισμού τόκων των τραπεζών, και εμφανίζεται αυτός που ταιριάζει περισσότερο με την κατάστασή σας, με τους τόκους που δίνει έναντι των τόκων που χρεώθηκαν. Έχετε μπροστά σας τις γραμμές της κατάστασης (η ανάγνωση κατάστασης τις συμπληρώνει από κείμενο που επικολλάτε)· η μέθοδος που βρίσκεται είναι εκτίμηση, όχι επιβεβαιωμένος όρος του δανείου σας."
  },
  fields: {
    rows: {
      label: { en: "Statement rows", el: "Γραμμές της κατάστασης" },
      help: {
        en: "In date order. At least one row needs the interest rate, and at least 3 rows from the first rate on need the balance (the first is the opening balance).",
        el: "Με σειρά ημερομηνίας. Τουλάχιστον μία γραμμή χρειάζεται το επιτόκιο, και τουλάχιστον 3 γραμμές από το πρώτο επιτόκιο και μετά χρειάζονται το υπόλοιπο (η πρώτη είναι το υπόλοιπο έναρξης)."
      }
    },
    "rows[].date": {
      label: { en: "Date", el: "Ημερομηνία" },
      help: {
        en: "The row's booking (value) date, as YYYY-MM-DD, e.g. 2025-01-31.",
        el: "Η ημερομηνία (αξίας) της κίνησης, στη μορφή ΕΕΕΕ-ΜΜ-ΗΗ, π.χ. 2025-01-31."
      }
    },
    "rows[].description": {
      label: { en: "Description", el: "Περιγραφή" },
      help: {
        en: "The row's text on the statement, for your reference.",
        el: "Το κείμενο της κίνησης στην κατάσταση, για δική σας αναφορά."
      }
    },
    "rows[].payment": {
      label: { en: "Repayment", el: "Αποπληρωμή" },
      help: {
        en: "An instalment or extra payment you made, which lowers the balance.",
        el: "Δόση ή επιπλέον καταβολή που κάνατε και μειώνει το υπόλοιπο."
      },
      unit: EUR
    },
    "rows[].credit": {
      label: { en: "Other credit", el: "Άλλη πίστωση" },
      help: {
        en: "Any other amount credited to the loan account (it lowers the balance).",
        el: "Οποιοδήποτε άλλο ποσό πιστώθηκε στον λογαριασμό του δανείου (μειώνει το υπόλοιπο)."
      },
      unit: EUR
    },
    "rows[].debit": {
      label: { en: "Other debit", el: "Άλλη χρέωση" },
      help: {
        en: "Any other amount debited to the loan, e.g. a drawdown (it raises the balance). Not interest: interest goes in its own field.",
        el: "Οποιοδήποτε άλλο ποσό χρεώθηκε στο δάνειο, π.χ. εκταμίευση (αυξάνει το υπόλοιπο). Όχι τόκοι: οι τόκοι μπαίνουν στο δικό τους πεδίο."
      },
      unit: EUR
    },
    "rows[].amount": {
      label: { en: "Amount (signed)", el: "Ποσό (με πρόσημο)" },
      help: {
        en: "For statements with a single amount column: positive raises what you owe, negative lowers it. Not interest.",
        el: "Για καταστάσεις με μία μόνο στήλη ποσού: θετικό αυξάνει το ποσό που οφείλετε, αρνητικό το μειώνει. Όχι τόκοι."
      },
      unit: EUR
    },
    "rows[].interestCharged": {
      label: { en: "Interest charged", el: "Χρεωθέντες τόκοι" },
      help: {
        en: "Interest the bank debited on this row; it is compared with the interest worked out here, not applied.",
        el: "Οι τόκοι που χρέωσε η τράπεζα σε αυτή τη γραμμή· συγκρίνονται με τους τόκους που υπολογίζονται εδώ, δεν εφαρμόζονται."
      },
      unit: EUR
    },
    "rows[].fees": {
      label: { en: "Fees and charges", el: "Τέλη και επιβαρύνσεις" },
      help: {
        en: "Fees, charges or commissions debited on this row (they raise the balance).",
        el: "Τέλη, επιβαρύνσεις ή προμήθειες που χρεώθηκαν σε αυτή τη γραμμή (αυξάνουν το υπόλοιπο)."
      },
      unit: EUR
    },
    "rows[].balance": {
      label: { en: "Balance", el: "Υπόλοιπο" },
      help: {
        en: "What is owed after this row, as a positive amount; rows with a balance are the points compared.",
        el: "Το ποσό που οφείλεται μετά από αυτή τη γραμμή, ως θετικό ποσό· οι γραμμές με υπόλοιπο είναι τα σημεία που συγκρίνονται."
      },
      unit: EUR
    },
    "rows[].ratePct": {
      label: { en: "Interest rate", el: "Επιτόκιο" },
      help: {
        en: "The annual rate in force from this date until the next row with a rate (4.25 = 4.25%).",
        el: "Το ετήσιο επιτόκιο που ισχύει από αυτή την ημερομηνία μέχρι την επόμενη γραμμή με επιτόκιο (4,25 = 4,25%)."
      },
      unit: { en: "% a year", el: "% ετησίως" }
    },
    "rows[].lineNumber": {
      label: { en: "Line of the pasted text", el: "Γραμμή του κειμένου" },
      help: {
        en: "Filled by the statement reader, for reference only.",
        el: "Συμπληρώνεται από την ανάγνωση κατάστασης, μόνο για αναφορά."
      }
    },
    topN: {
      label: { en: "Methods to list", el: "Πόσες μέθοδοι να εμφανιστούν" },
      help: {
        en: "How many of the 18 ways of calculating interest to show, best first (1 to 18). Left empty: 3.",
        el: "Πόσοι από τους 18 τρόπους υπολογισμού τόκων να εμφανιστούν, ξεκινώντας από τον καλύτερο (1 έως 18). Αν μείνει κενό: 3."
      }
    },
    rules: {
      label: { en: "Test one method only", el: "Έλεγχος μίας μόνο μεθόδου" },
      help: {
        en: "Optional: the method written in your loan contract, to test it instead of searching all 18.",
        el: "Προαιρετικό: η μέθοδος που αναγράφεται στη σύμβαση του δανείου σας, για να ελεγχθεί αυτή αντί να αναζητηθούν και οι 18."
      }
    },
    "rules.dayCount": DAY_COUNT,
    "rules.capitalisation": CAPITALISATION,
    "rules.dailyRounding": DAILY_ROUNDING,
    includeRowDetail: {
      label: { en: "Show every row", el: "Εμφάνιση κάθε γραμμής" },
      help: {
        en: "Yes adds the replayed balance and the difference for every row (a long table).",
        el: "Με «Ναι» προστίθεται το επανυπολογισμένο υπόλοιπο και η διαφορά για κάθε γραμμή (μεγάλος πίνακας)."
      }
    }
  },
  outputs: {
    bestFitLabel: { en: "Closest method (estimate)", el: "Μέθοδος που ταιριάζει περισσότερο (εκτίμηση)" },
    bestFitRules: { en: "The closest method", el: "Η μέθοδος που ταιριάζει περισσότερο" },
    "bestFitRules.dayCount": { en: "Day count", el: "Βάση υπολογισμού ημερών" },
    "bestFitRules.capitalisation": { en: "Interest added to the balance", el: "Κεφαλαιοποίηση τόκων" },
    "bestFitRules.dailyRounding": { en: "Rounding of daily interest", el: "Στρογγυλοποίηση ημερήσιου τόκου" },
    conventionSource: { en: "Method found by", el: "Η μέθοδος προέκυψε από" },
    rmsDelta: { en: "Typical gap in the balances (RMS)", el: "Τυπική απόκλιση υπολοίπων (RMS)" },
    fitStatus: { en: "How close the fit is", el: "Πόσο ταιριάζει" },
    finalDelta: { en: "Gap at the last balance", el: "Απόκλιση στο τελευταίο υπόλοιπο" },
    confidence: { en: "Confidence", el: "Βεβαιότητα" },
    "confidence.level": { en: "Confidence", el: "Βεβαιότητα" },
    "confidence.gapToNext": { en: "Lead over the next method (RMS)", el: "Διαφορά από την επόμενη μέθοδο (RMS)" },
    "confidence.nextBestLabel": { en: "Next closest method", el: "Επόμενη πιο κοντινή μέθοδος" },
    periodStart: { en: "Period from", el: "Περίοδος από" },
    periodEnd: { en: "Period to", el: "Περίοδος έως" },
    rowsAnalyzed: { en: "Rows analysed", el: "Γραμμές που αναλύθηκαν" },
    checkpointsCompared: { en: "Balances compared", el: "Υπόλοιπα που συγκρίθηκαν" },
    bankInterest: { en: "Interest charged by the bank", el: "Τόκοι που χρέωσε η τράπεζα" },
    bankInterestSource: { en: "Bank's interest taken from", el: "Οι τόκοι της τράπεζας προκύπτουν από" },
    expectedInterest: { en: "Interest by the closest method", el: "Τόκοι με τη μέθοδο που ταιριάζει περισσότερο" },
    expectedInterestRange: { en: "Interest by equivalent methods", el: "Τόκοι με ισοδύναμες μεθόδους" },
    "expectedInterestRange.min": { en: "Lowest", el: "Χαμηλότεροι" },
    "expectedInterestRange.max": { en: "Highest", el: "Υψηλότεροι" },
    netOvercharge: { en: "Interest charged above the replay", el: "Τόκοι που χρεώθηκαν πέραν του επανυπολογισμού" },
    netOverchargeRange: { en: "Overcharge by equivalent methods", el: "Υπερχρέωση με ισοδύναμες μεθόδους" },
    "netOverchargeRange.min": { en: "Lowest", el: "Χαμηλότερη" },
    "netOverchargeRange.max": { en: "Highest", el: "Υψηλότερη" },
    netOverchargePerYear: { en: "Overcharge a year", el: "Υπερχρέωση ανά έτος" },
    rankedCandidates: { en: "Methods ranked", el: "Κατάταξη μεθόδων" },
    "rankedCandidates[].rank": { en: "Rank", el: "Σειρά" },
    "rankedCandidates[].label": { en: "Method", el: "Μέθοδος" },
    "rankedCandidates[].rules": { en: "Method details", el: "Στοιχεία μεθόδου" },
    "rankedCandidates[].rules.dayCount": { en: "Day count", el: "Βάση υπολογισμού ημερών" },
    "rankedCandidates[].rules.capitalisation": { en: "Interest added to the balance", el: "Κεφαλαιοποίηση τόκων" },
    "rankedCandidates[].rules.dailyRounding": {
      en: "Rounding of daily interest",
      el: "Στρογγυλοποίηση ημερήσιου τόκου"
    },
    "rankedCandidates[].rmsDelta": { en: "Typical gap (RMS)", el: "Τυπική απόκλιση (RMS)" },
    "rankedCandidates[].maxAbsDelta": { en: "Largest gap", el: "Μέγιστη απόκλιση" },
    "rankedCandidates[].finalDelta": { en: "Gap at the last balance", el: "Απόκλιση στο τελευταίο υπόλοιπο" },
    "rankedCandidates[].expectedInterest": { en: "Interest by this method", el: "Τόκοι με αυτή τη μέθοδο" },
    "rankedCandidates[].netOvercharge": { en: "Charged above this method", el: "Χρέωση πέραν αυτής της μεθόδου" },
    equivalentCandidates: {
      en: "Methods the statement cannot tell apart",
      el: "Μέθοδοι που η κατάσταση δεν ξεχωρίζει"
    },
    "equivalentCandidates[].rank": { en: "Rank", el: "Σειρά" },
    "equivalentCandidates[].label": { en: "Method", el: "Μέθοδος" },
    "equivalentCandidates[].rules": { en: "Method details", el: "Στοιχεία μεθόδου" },
    "equivalentCandidates[].rules.dayCount": { en: "Day count", el: "Βάση υπολογισμού ημερών" },
    "equivalentCandidates[].rules.capitalisation": { en: "Interest added to the balance", el: "Κεφαλαιοποίηση τόκων" },
    "equivalentCandidates[].rules.dailyRounding": {
      en: "Rounding of daily interest",
      el: "Στρογγυλοποίηση ημερήσιου τόκου"
    },
    "equivalentCandidates[].rmsDelta": { en: "Typical gap (RMS)", el: "Τυπική απόκλιση (RMS)" },
    "equivalentCandidates[].maxAbsDelta": { en: "Largest gap", el: "Μέγιστη απόκλιση" },
    "equivalentCandidates[].finalDelta": { en: "Gap at the last balance", el: "Απόκλιση στο τελευταίο υπόλοιπο" },
    "equivalentCandidates[].expectedInterest": { en: "Interest by this method", el: "Τόκοι με αυτή τη μέθοδο" },
    "equivalentCandidates[].netOvercharge": { en: "Charged above this method", el: "Χρέωση πέραν αυτής της μεθόδου" },
    equivalentCandidateCount: { en: "Equivalent methods", el: "Ισοδύναμες μέθοδοι" },
    flaggedRows: { en: "Rows where the gap jumps", el: "Γραμμές όπου η απόκλιση αλλάζει απότομα" },
    "flaggedRows[].rowIndex": { en: "Row", el: "Α/Α γραμμής" },
    "flaggedRows[].lineNumber": { en: "Line", el: "Γραμμή κειμένου" },
    "flaggedRows[].date": { en: "Date", el: "Ημερομηνία" },
    "flaggedRows[].statementBalance": { en: "Balance on the statement", el: "Υπόλοιπο στην κατάσταση" },
    "flaggedRows[].expectedBalance": { en: "Replayed balance", el: "Επανυπολογισμένο υπόλοιπο" },
    "flaggedRows[].delta": { en: "Gap", el: "Απόκλιση" },
    "flaggedRows[].jump": { en: "Change in the gap", el: "Μεταβολή της απόκλισης" },
    "flaggedRows[].reason": { en: "Reason", el: "Αιτία" },
    rowDetail: { en: "Every row", el: "Ανάλυση ανά γραμμή" },
    "rowDetail[].rowIndex": { en: "Row", el: "Α/Α γραμμής" },
    "rowDetail[].lineNumber": { en: "Line", el: "Γραμμή κειμένου" },
    "rowDetail[].date": { en: "Date", el: "Ημερομηνία" },
    "rowDetail[].statementBalance": { en: "Balance on the statement", el: "Υπόλοιπο στην κατάσταση" },
    "rowDetail[].expectedBalance": { en: "Replayed balance", el: "Επανυπολογισμένο υπόλοιπο" },
    "rowDetail[].delta": { en: "Gap", el: "Απόκλιση" },
    "rowDetail[].flagged": { en: "Flagged", el: "Επισημαίνεται" },
    series: { en: "Interest by calendar year", el: "Τόκοι ανά ημερολογιακό έτος" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].bankInterest": { en: "Charged by the bank", el: "Χρέωση τράπεζας" },
    "series[].expectedInterest": { en: "Replayed", el: "Επανυπολογισμός" },
    "series[].overcharge": { en: "Difference", el: "Διαφορά" },
    observations: { en: "Observations", el: "Παρατηρήσεις" }
  },
  outputChoices: {
    capitalisation: {
      monthly: { en: "monthly capitalisation", el: "μηνιαία κεφαλαιοποίηση" },
      "semi-annual": { en: "semi-annual capitalisation", el: "εξαμηνιαία κεφαλαιοποίηση" },
      annual: { en: "annual capitalisation", el: "ετήσια κεφαλαιοποίηση" }
    },
    dailyRounding: {
      exact: { en: "daily interest not rounded", el: "ημερήσιος τόκος χωρίς στρογγυλοποίηση" },
      "2-decimals": { en: "daily interest rounded to the cent", el: "ημερήσιος τόκος στρογγυλοποιημένος στο σεντ" }
    },
    conventionSource: {
      search: { en: "best fit found (estimate)", el: "καλύτερη προσαρμογή από αναζήτηση (εκτίμηση)" },
      rules: { en: "as you gave it", el: "όπως τη δηλώσατε" }
    },
    fitStatus: {
      exact: { en: "exact", el: "ακριβής" },
      close: { en: "close", el: "πολύ κοντά" },
      approximate: { en: "approximate", el: "κατά προσέγγιση" },
      poor: { en: "poor", el: "ασθενής" }
    },
    level: {
      high: { en: "high confidence", el: "υψηλή βεβαιότητα" },
      medium: { en: "medium confidence", el: "μέτρια βεβαιότητα" },
      low: { en: "low confidence", el: "χαμηλή βεβαιότητα" },
      "not-searched": { en: "not searched", el: "δεν έγινε αναζήτηση" }
    },
    bankInterestSource: {
      "interest-rows": { en: "interest lines of the statement", el: "γραμμές τόκων της κατάστασης" },
      balances: { en: "worked out from the balances", el: "υπολογισμένοι από τα υπόλοιπα" }
    }
  }
}
