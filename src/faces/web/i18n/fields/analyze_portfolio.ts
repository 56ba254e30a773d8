import type { FieldTexts, ToolTexts } from "./types.ts"

const T = "subPortfolios[].transactions[]"
const H = "subPortfolios[].holdings[]"

const DATE_HELP = {
  en: "As YYYY-MM-DD, e.g. 2025-06-30.",
  el: "Στη μορφή ΕΕΕΕ-ΜΜ-ΗΗ, π.χ. 2025-06-30."
}

const transactionFields: Record<string, FieldTexts> = {
  [`${T}.date`]: {
    label: { en: "Date", el: "Ημερομηνία" },
    help: {
      en: "Trade, payment or valuation date, as YYYY-MM-DD.",
      el: "Ημερομηνία συναλλαγής, πληρωμής ή αποτίμησης, στη μορφή ΕΕΕΕ-ΜΜ-ΗΗ."
    }
  },
  [`${T}.type`]: {
    label: { en: "Type", el: "Είδος" },
    help: {
      en: "Buy and sell need the ticker, quantity and price; income, costs, deposits and withdrawals the amount; a valuation the ticker and price of one holding, or without a ticker the whole account's value at the end of that day.",
      el: "Αγορά και πώληση χρειάζονται σύμβολο, ποσότητα και τιμή· έσοδα, έξοδα, καταθέσεις και αναλήψεις το ποσό· η αποτίμηση το σύμβολο και την τιμή ενός τίτλου, ή χωρίς σύμβολο την αξία ολόκληρου του λογαριασμού στο τέλος εκείνης της ημέρας."
    },
    choices: {
      buy: { en: "Buy", el: "Αγορά" },
      sell: { en: "Sell", el: "Πώληση" },
      dividend: { en: "Dividend received", el: "Μέρισμα που εισπράχθηκε" },
      interest: { en: "Interest received", el: "Τόκος που εισπράχθηκε" },
      fee: { en: "Fee paid", el: "Χρέωση που πληρώθηκε" },
      tax: { en: "Tax paid", el: "Φόρος που πληρώθηκε" },
      deposit: { en: "Deposit (money in)", el: "Κατάθεση (εισροή χρημάτων)" },
      withdrawal: { en: "Withdrawal (money out)", el: "Ανάληψη (εκροή χρημάτων)" },
      transfer_in: { en: "Transfer in", el: "Εισερχόμενη μεταφορά" },
      transfer_out: { en: "Transfer out", el: "Εξερχόμενη μεταφορά" },
      valuation: { en: "Valuation (market price)", el: "Αποτίμηση (τιμή αγοράς)" }
    }
  },
  [`${T}.ticker`]: {
    label: { en: "Ticker or ISIN", el: "Σύμβολο ή ISIN" },
    help: {
      en: "The security, for buys, sells, valuations of a holding and transfers of securities; optional on dividends.",
      el: "Ο τίτλος, για αγορές, πωλήσεις, αποτιμήσεις τίτλου και μεταφορές τίτλων· προαιρετικό στα μερίσματα."
    }
  },
  [`${T}.quantity`]: {
    label: { en: "Quantity", el: "Ποσότητα" },
    help: {
      en: "Units bought, sold or transferred, always positive (the type gives the direction).",
      el: "Μονάδες (μετοχές, μερίδια) που αγοράστηκαν, πωλήθηκαν ή μεταφέρθηκαν, πάντα θετικός αριθμός (το είδος δίνει την κατεύθυνση)."
    },
    unit: { en: "units", el: "μονάδες" }
  },
  [`${T}.price`]: {
    label: { en: "Price per unit", el: "Τιμή ανά μονάδα" },
    help: {
      en: "In the row's currency; on a valuation, the market price at the end of that day.",
      el: "Στο νόμισμα της γραμμής· στην αποτίμηση, η τιμή αγοράς στο τέλος εκείνης της ημέρας."
    }
  },
  [`${T}.amount`]: {
    label: { en: "Amount", el: "Ποσό" },
    help: {
      en: "In the row's currency, always positive: the sum moved, the trade's value before the fee (quantity x price if left empty), or on a valuation without a ticker the account's total value.",
      el: "Στο νόμισμα της γραμμής, πάντα θετικό: το ποσό που μετακινήθηκε, η αξία της συναλλαγής πριν από την προμήθεια (ποσότητα x τιμή αν μείνει κενό), ή στην αποτίμηση χωρίς σύμβολο η συνολική αξία του λογαριασμού."
    }
  },
  [`${T}.fee`]: {
    label: { en: "Commission", el: "Προμήθεια" },
    help: {
      en: "Paid on a buy or sell, in the row's currency. Left empty: none.",
      el: "Καταβάλλεται σε αγορά ή πώληση, στο νόμισμα της γραμμής. Αν μείνει κενό: καμία."
    }
  },
  [`${T}.currency`]: {
    label: { en: "Currency", el: "Νόμισμα" },
    help: {
      en: "Three-letter code of the row's price and amount, e.g. EUR or USD.",
      el: "Κωδικός τριών γραμμάτων του νομίσματος της τιμής και του ποσού, π.χ. EUR ή USD."
    }
  },
  [`${T}.fxRate`]: {
    label: { en: "Exchange rate", el: "Συναλλαγματική ισοτιμία" },
    help: {
      en: "Units of the reporting currency for 1 unit of the row's currency that day (EUR report, 1 USD = 0.92 EUR: 0.92); needed when the currencies differ.",
      el: "Μονάδες του νομίσματος αναφοράς για 1 μονάδα του νομίσματος της γραμμής εκείνη την ημέρα (αναφορά σε EUR, 1 USD = 0,92 EUR: 0,92)· απαιτείται όταν τα νομίσματα διαφέρουν."
    }
  },
  [`${T}.sleeve`]: {
    label: { en: "Sub-portfolio", el: "Υποχαρτοφυλάκιο" },
    help: {
      en: "Leave empty, or the same name as this sub-portfolio.",
      el: "Αφήστε κενό, ή το ίδιο όνομα με αυτό το υποχαρτοφυλάκιο."
    }
  },
  [`${T}.isConfirmedInternalTransfer`]: {
    label: { en: "Transfer between your own accounts", el: "Μεταφορά μεταξύ δικών σας λογαριασμών" },
    help: {
      en: "On transfers only: Yes if you confirm this is one leg of a move between two of your sub-portfolios; both legs must be confirmed.",
      el: "Μόνο σε μεταφορές: «Ναι» αν επιβεβαιώνετε ότι είναι το ένα σκέλος μεταφοράς μεταξύ δύο υποχαρτοφυλακίων σας· πρέπει να επιβεβαιωθούν και τα δύο σκέλη."
    }
  },
  [`${T}.note`]: {
    label: { en: "Note", el: "Σημείωση" },
    help: {
      en: "Free text for your reference; not used.",
      el: "Ελεύθερο κείμενο για δική σας αναφορά· δεν χρησιμοποιείται."
    }
  },
  [`${T}.lineNumber`]: {
    label: { en: "Line of the pasted text", el: "Γραμμή του κειμένου" },
    help: {
      en: "Filled by the broker CSV reader, for reference only.",
      el: "Συμπληρώνεται από την ανάγνωση CSV χρηματιστή, μόνο για αναφορά."
    }
  }
}

const holdingFields: Record<string, FieldTexts> = {
  [`${H}.ticker`]: {
    label: { en: "Ticker or ISIN", el: "Σύμβολο ή ISIN" },
    help: { en: "The security held.", el: "Ο τίτλος που κατέχετε." }
  },
  [`${H}.quantity`]: {
    label: { en: "Quantity", el: "Ποσότητα" },
    help: { en: "Units held on the valuation date.", el: "Μονάδες που κατέχετε κατά την ημερομηνία αποτίμησης." },
    unit: { en: "units", el: "μονάδες" }
  },
  [`${H}.price`]: {
    label: { en: "Current price per unit", el: "Τρέχουσα τιμή ανά μονάδα" },
    help: {
      en: "The market price on the valuation date, in the holding's currency.",
      el: "Η τιμή αγοράς κατά την ημερομηνία αποτίμησης, στο νόμισμα του τίτλου."
    }
  },
  [`${H}.currency`]: {
    label: { en: "Currency", el: "Νόμισμα" },
    help: {
      en: "Three-letter code of the price, e.g. EUR or USD.",
      el: "Κωδικός τριών γραμμάτων της τιμής, π.χ. EUR ή USD."
    }
  },
  [`${H}.fxRate`]: {
    label: { en: "Exchange rate", el: "Συναλλαγματική ισοτιμία" },
    help: {
      en: "Units of the reporting currency for 1 unit of the holding's currency; needed when the currencies differ.",
      el: "Μονάδες του νομίσματος αναφοράς για 1 μονάδα του νομίσματος του τίτλου· απαιτείται όταν τα νομίσματα διαφέρουν."
    }
  },
  [`${H}.costBasis`]: {
    label: { en: "Total cost", el: "Συνολικό κόστος κτήσης" },
    help: {
      en: "What the whole position cost, in the reporting currency. Left empty: the current value counts as invested (gain 0), noted.",
      el: "Πόσο κόστισε ολόκληρη η θέση, στο νόμισμα αναφοράς. Αν μείνει κενό: η τρέχουσα αξία θεωρείται επενδυμένο κεφάλαιο (κέρδος 0) και σημειώνεται."
    }
  },
  [`${H}.acquisitionDate`]: {
    label: { en: "Date bought", el: "Ημερομηνία αγοράς" },
    help: {
      en: "As YYYY-MM-DD; with the total cost it dates the investment for the yearly growth.",
      el: "Στη μορφή ΕΕΕΕ-ΜΜ-ΗΗ· μαζί με το κόστος κτήσης χρονολογεί την επένδυση για τη μέση ετήσια αύξηση."
    }
  }
}

const holdingOutputs = (path: string) => ({
  [`${path}[].subPortfolio`]: { en: "Sub-portfolio", el: "Υποχαρτοφυλάκιο" },
  [`${path}[].ticker`]: { en: "Ticker", el: "Σύμβολο" },
  [`${path}[].currency`]: { en: "Currency", el: "Νόμισμα" },
  [`${path}[].quantity`]: { en: "Quantity", el: "Ποσότητα" },
  [`${path}[].price`]: { en: "Price", el: "Τιμή" },
  [`${path}[].priceDate`]: { en: "Price date", el: "Ημερομηνία τιμής" },
  [`${path}[].fxRate`]: { en: "Exchange rate", el: "Συναλλαγματική ισοτιμία" },
  [`${path}[].value`]: { en: "Value", el: "Αξία" },
  [`${path}[].sharePercent`]: { en: "Share (%)", el: "Μερίδιο (%)" }
})

const transferOutputs = (path: string) => ({
  [`${path}[].date`]: { en: "Date", el: "Ημερομηνία" },
  [`${path}[].fromSubPortfolio`]: { en: "From", el: "Από" },
  [`${path}[].toSubPortfolio`]: { en: "To", el: "Προς" },
  [`${path}[].value`]: { en: "Value", el: "Αξία" }
})

export const TEXTS: ToolTexts = {
  title: { en: "Portfolio analysis", el: "Ανάλυση χαρτοφυλακίου" },
  intro: {
    en: "See what your investments are worth, what you have put in, the gain, the time-weighted and money-weighted returns and how the portfolio is spread, for each account and in total. Have at hand your transactions (or current holdings), today's price of each holding and the exchange rate of every row in another currency; taxes are not worked out.",
    el: "Δείτε πόσο αξίζουν οι επενδύσεις σας, πόσα έχετε βάλει, το κέρδος, τη χρονικά και τη χρηματικά σταθμισμένη απόδοση και την κατανομή του χαρτοφυλακίου, για κάθε λογαριασμό και συνολικά. Έχετε μπροστά σας τις συναλλαγές σας (ή τις τρέχουσες θέσεις), τη σημερινή τιμή κάθε τίτλου και τη συναλλαγματική ισοτιμία κάθε γραμμής σε άλλο νόμισμα· οι φόροι δεν υπολογίζονται."
  },
  fields: {
    baseCurrency: {
      label: { en: "Reporting currency", el: "Νόμισμα αναφοράς" },
      help: {
        en: "The currency the results are shown in, as a three-letter code, e.g. EUR; rows in other currencies need an exchange rate.",
        el: "Το νόμισμα στο οποίο εμφανίζονται τα αποτελέσματα, με κωδικό τριών γραμμάτων, π.χ. EUR· οι γραμμές σε άλλα νομίσματα χρειάζονται συναλλαγματική ισοτιμία."
      }
    },
    subPortfolios: {
      label: { en: "Accounts (sub-portfolios)", el: "Λογαριασμοί (υποχαρτοφυλάκια)" },
      help: {
        en: "One per account, broker or strategy, each with its transactions or its current holdings (not both). 1 to 50.",
        el: "Ένα για κάθε λογαριασμό, χρηματιστή ή στρατηγική, το καθένα με τις συναλλαγές του ή τις τρέχουσες θέσεις του (όχι και τα δύο). 1 έως 50."
      }
    },
    "subPortfolios[].name": {
      label: { en: "Name", el: "Όνομα" },
      help: {
        en: "Of the account, broker or strategy; each name once.",
        el: "Του λογαριασμού, του χρηματιστή ή της στρατηγικής· κάθε όνομα μία φορά."
      }
    },
    "subPortfolios[].transactions": {
      label: { en: "Transactions", el: "Συναλλαγές" },
      help: {
        en: "Include a valuation of each holding on the end date and, for the time-weighted return, on each date with a deposit, withdrawal or transfer.",
        el: "Συμπεριλάβετε αποτίμηση κάθε τίτλου την ημερομηνία λήξης της ανάλυσης και, για τη χρονικά σταθμισμένη απόδοση, σε κάθε ημερομηνία με κατάθεση, ανάληψη ή μεταφορά."
      }
    },
    ...transactionFields,
    "subPortfolios[].holdings": {
      label: { en: "Current holdings (instead of transactions)", el: "Τρέχουσες θέσεις (αντί για συναλλαγές)" },
      help: {
        en: "The positions held now, with today's price; no return over time can be measured from holdings alone.",
        el: "Οι θέσεις που κατέχετε τώρα, με τη σημερινή τιμή· από τις θέσεις μόνο δεν μπορεί να μετρηθεί απόδοση στον χρόνο."
      }
    },
    ...holdingFields,
    asOfDate: {
      label: { en: "Valuation date", el: "Ημερομηνία αποτίμησης" },
      help: {
        en: `The end date of the analysis. ${DATE_HELP.en} Left empty: today, noted.`,
        el: `Η ημερομηνία λήξης της ανάλυσης. ${DATE_HELP.el} Αν μείνει κενό: η σημερινή, και σημειώνεται.`
      }
    },
    portfolioName: {
      label: { en: "Portfolio name", el: "Όνομα χαρτοφυλακίου" },
      help: { en: "Optional, for your reference.", el: "Προαιρετικό, για δική σας αναφορά." }
    }
  },
  outputs: {
    portfolioName: { en: "Portfolio", el: "Χαρτοφυλάκιο" },
    baseCurrency: { en: "Reporting currency", el: "Νόμισμα αναφοράς" },
    totalInvested: { en: "Net amount invested", el: "Καθαρό επενδυμένο κεφάλαιο" },
    currentValue: { en: "Current value", el: "Τρέχουσα αξία" },
    totalGain: { en: "Gain or loss", el: "Κέρδος ή ζημία" },
    totalGainPercent: { en: "Gain or loss (%)", el: "Κέρδος ή ζημία (%)" },
    cagr: { en: "Yearly growth (CAGR)", el: "Μέση ετήσια αύξηση (CAGR)" },
    timeWeightedReturn: { en: "Time-weighted return (TWR)", el: "Χρονικά σταθμισμένη απόδοση (TWR)" },
    timeWeightedReturnNote: { en: "About the time-weighted return", el: "Σχετικά με τη χρονικά σταθμισμένη απόδοση" },
    annualizedTimeWeightedReturn: {
      en: "Time-weighted return a year",
      el: "Χρονικά σταθμισμένη απόδοση ανά έτος"
    },
    moneyWeightedReturn: { en: "Money-weighted return (XIRR)", el: "Χρηματικά σταθμισμένη απόδοση (XIRR)" },
    measurementPeriod: { en: "Period measured", el: "Περίοδος μέτρησης" },
    "measurementPeriod.startDate": { en: "From", el: "Από" },
    "measurementPeriod.endDate": { en: "To", el: "Έως" },
    "measurementPeriod.days": { en: "Days", el: "Ημέρες" },
    "measurementPeriod.isEndDateDefaulted": { en: "Today's date used", el: "Χρησιμοποιήθηκε η σημερινή ημερομηνία" },
    missingValuations: { en: "Valuations needed", el: "Αποτιμήσεις που λείπουν" },
    "missingValuations[].date": { en: "Date", el: "Ημερομηνία" },
    "missingValuations[].subPortfolio": { en: "Sub-portfolio", el: "Υποχαρτοφυλάκιο" },
    "missingValuations[].ticker": { en: "Ticker", el: "Σύμβολο" },
    subPortfolios: { en: "By account", el: "Ανά λογαριασμό" },
    "subPortfolios[].name": { en: "Account", el: "Λογαριασμός" },
    "subPortfolios[].source": { en: "Measured from", el: "Βάση υπολογισμού" },
    "subPortfolios[].totalInvested": { en: "Net amount invested", el: "Καθαρό επενδυμένο κεφάλαιο" },
    "subPortfolios[].currentValue": { en: "Current value", el: "Τρέχουσα αξία" },
    "subPortfolios[].totalGain": { en: "Gain or loss", el: "Κέρδος ή ζημία" },
    "subPortfolios[].totalGainPercent": { en: "Gain or loss (%)", el: "Κέρδος ή ζημία (%)" },
    "subPortfolios[].cash": { en: "Cash", el: "Μετρητά" },
    "subPortfolios[].valuationDate": { en: "Oldest price used", el: "Παλαιότερη τιμή που χρησιμοποιήθηκε" },
    "subPortfolios[].timeWeightedReturn": { en: "Time-weighted return (TWR)", el: "Χρονικά σταθμισμένη απόδοση (TWR)" },
    "subPortfolios[].timeWeightedReturnNote": {
      en: "About the time-weighted return",
      el: "Σχετικά με τη χρονικά σταθμισμένη απόδοση"
    },
    "subPortfolios[].cagr": { en: "Yearly growth (CAGR)", el: "Μέση ετήσια αύξηση (CAGR)" },
    "subPortfolios[].holdings": { en: "Holdings", el: "Θέσεις" },
    ...holdingOutputs("subPortfolios[].holdings"),
    allocationShares: { en: "Allocation", el: "Κατανομή" },
    "allocationShares.byHolding": { en: "By holding", el: "Ανά τίτλο" },
    ...holdingOutputs("allocationShares.byHolding"),
    "allocationShares.bySubPortfolio": { en: "By account", el: "Ανά λογαριασμό" },
    "allocationShares.bySubPortfolio[].key": { en: "Account", el: "Λογαριασμός" },
    "allocationShares.bySubPortfolio[].value": { en: "Value", el: "Αξία" },
    "allocationShares.bySubPortfolio[].sharePercent": { en: "Share (%)", el: "Μερίδιο (%)" },
    "allocationShares.byCurrency": { en: "By currency", el: "Ανά νόμισμα" },
    "allocationShares.byCurrency[].key": { en: "Currency", el: "Νόμισμα" },
    "allocationShares.byCurrency[].value": { en: "Value", el: "Αξία" },
    "allocationShares.byCurrency[].sharePercent": { en: "Share (%)", el: "Μερίδιο (%)" },
    internalTransfers: { en: "Transfers between your accounts", el: "Μεταφορές μεταξύ των λογαριασμών σας" },
    ...transferOutputs("internalTransfers"),
    unconfirmedTransfers: { en: "Transfers to confirm", el: "Μεταφορές προς επιβεβαίωση" },
    ...transferOutputs("unconfirmedTransfers"),
    "unconfirmedTransfers[].question": { en: "Question", el: "Ερώτηση" },
    followUpQuestions: { en: "Questions for you", el: "Ερωτήσεις προς εσάς" },
    performanceNotes: { en: "Notes on the returns", el: "Σημειώσεις για τις αποδόσεις" },
    series: { en: "Value over time", el: "Αξία στον χρόνο" },
    "series[].date": { en: "Date", el: "Ημερομηνία" },
    "series[].netInvested": { en: "Net invested", el: "Καθαρό επενδυμένο" },
    "series[].value": { en: "Value", el: "Αξία" },
    "series[].cumulativeTimeWeightedReturn": {
      en: "Time-weighted return so far",
      el: "Σωρευτική χρονικά σταθμισμένη απόδοση"
    },
    methodologySources: { en: "Sources of the method", el: "Πηγές της μεθοδολογίας" },
    "methodologySources[].id": { en: "Reference", el: "Αναφορά" },
    "methodologySources[].title": { en: "Title", el: "Τίτλος" },
    "methodologySources[].url": { en: "Address", el: "Διεύθυνση" },
    "methodologySources[].kind": { en: "Kind", el: "Είδος" }
  },
  outputChoices: {
    source: {
      transactions: { en: "transactions", el: "συναλλαγές" },
      holdings: { en: "holdings", el: "διακρατήσεις" }
    },
    kind: {
      law: { en: "law", el: "νομοθεσία" },
      official: { en: "official source", el: "επίσημη πηγή" },
      big4: { en: "Big Four firm", el: "εταιρεία των Big Four" },
      secondary: { en: "secondary source", el: "δευτερεύουσα πηγή" }
    }
  }
}
