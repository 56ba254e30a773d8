import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_YEAR = { en: "EUR a year", el: "€ τον χρόνο" }
const PERCENT_YEAR = { en: "% a year", el: "% ετησίως" }
/** a help line; `byDefault`: the value used when the field is left empty (disclosed in the assumptions) */
const help = (en: string, el: string, byDefault?: { readonly en: string; readonly el: string }) =>
  byDefault === undefined
    ? { en, el }
    : {
        en: `${en} Left empty: ${byDefault.en}, noted in the assumptions.`,
        el: `${el} Αν μείνει κενό: ${byDefault.el}, σημειώνεται στις παραδοχές.`
      }

export const TEXTS: ToolTexts = {
  title: { en: "Rent or buy a home", el: "Ενοικίαση ή αγορά κατοικίας" },
  intro: {
    en: "Compare, year by year, buying a home with a mortgage against renting a similar home and investing the difference, and see when (if ever) buying comes out ahead. Have at hand the price of the home, the rent of a similar one, your down payment and the mortgage rate and term.",
    el: "Συγκρίνετε, χρόνο με τον χρόνο, την αγορά κατοικίας με στεγαστικό δάνειο με την ενοικίαση παρόμοιας κατοικίας και την επένδυση της διαφοράς, και δείτε πότε (αν ποτέ) η αγορά βγαίνει μπροστά. Έχετε μπροστά σας την τιμή της κατοικίας, το ενοίκιο μιας παρόμοιας, την προκαταβολή σας και το επιτόκιο και τη διάρκεια του δανείου."
  },
  fields: {
    propertyPrice: {
      label: { en: "Price of the home", el: "Τιμή κατοικίας" },
      help: help("The purchase price without VAT.", "Η τιμή αγοράς χωρίς ΦΠΑ."),
      unit: EUR
    },
    monthlyRent: {
      label: { en: "Monthly rent", el: "Μηνιαίο ενοίκιο" },
      help: help(
        "The rent of a comparable home in the first year, per month.",
        "Το ενοίκιο μιας παρόμοιας κατοικίας τον πρώτο χρόνο, ανά μήνα."
      ),
      unit: { en: "EUR a month", el: "€ τον μήνα" }
    },
    downPayment: {
      label: { en: "Down payment", el: "Προκαταβολή" },
      help: help(
        "What you pay from your own money; say below whether it is an amount in euro or a % of the price.",
        "Όσα πληρώνετε από δικά σας χρήματα· δηλώστε παρακάτω αν είναι ποσό σε ευρώ ή ποσοστό % της τιμής."
      )
    },
    downPaymentUnit: {
      label: { en: "The down payment is", el: "Η προκαταβολή είναι" },
      help: help(
        "Needed with the down payment, so that 20 is never read as EUR 20 instead of 20%.",
        "Απαιτείται μαζί με την προκαταβολή, ώστε το 20 να μη διαβαστεί ποτέ ως €20 αντί για 20%."
      ),
      choices: {
        EUR: { en: "an amount in EUR", el: "ποσό σε ευρώ" },
        percent: { en: "a % of the price", el: "ποσοστό % της τιμής" }
      }
    },
    mortgageRate: {
      label: { en: "Mortgage interest rate", el: "Επιτόκιο στεγαστικού δανείου" },
      help: help(
        "The all-in annual rate, taken as fixed for the whole term.",
        "Το συνολικό ετήσιο επιτόκιο, θεωρείται σταθερό για όλη τη διάρκεια."
      ),
      unit: PERCENT_YEAR
    },
    mortgageTermYears: {
      label: { en: "Mortgage term", el: "Διάρκεια δανείου" },
      help: help(
        "In whole years (1 to 40), repaid by equal monthly instalments.",
        "Σε ακέραια έτη (1 έως 40), με ίσες μηνιαίες δόσεις."
      ),
      unit: { en: "years", el: "έτη" }
    },
    horizonYears: {
      label: { en: "Years compared", el: "Έτη σύγκρισης" },
      help: help(
        "How long you expect to live there (1 to 50 years).",
        "Πόσο καιρό περιμένετε να μείνετε εκεί (1 έως 50 έτη).",
        { en: "the mortgage term", el: "η διάρκεια του δανείου" }
      ),
      unit: { en: "years", el: "έτη" }
    },
    rentIncreaseRate: {
      label: { en: "Yearly rent increase", el: "Ετήσια αύξηση ενοικίου" },
      help: help("How much the rent rises each year.", "Πόσο αυξάνεται το ενοίκιο κάθε χρόνο.", { en: "2%", el: "2%" }),
      unit: PERCENT_YEAR
    },
    propertyGrowthRate: {
      label: { en: "Yearly change in the home's value", el: "Ετήσια μεταβολή της αξίας της κατοικίας" },
      help: help("Negative if you expect prices to fall.", "Αρνητικό αν αναμένετε πτώση των τιμών.", {
        en: "2%",
        el: "2%"
      }),
      unit: PERCENT_YEAR
    },
    investmentReturnRate: {
      label: { en: "Return on savings invested", el: "Απόδοση των επενδυμένων αποταμιεύσεων" },
      help: help(
        "The yearly return, after costs, on the money the renter invests instead of buying.",
        "Η ετήσια απόδοση, μετά τα έξοδα, των χρημάτων που επενδύει ο ενοικιαστής αντί να αγοράσει.",
        { en: "5%", el: "5%" }
      ),
      unit: PERCENT_YEAR
    },
    maintenanceRate: {
      label: { en: "Maintenance and repairs", el: "Συντήρηση και επισκευές" },
      help: help("As a % of the home's value each year.", "Ως ποσοστό % της αξίας της κατοικίας κάθε χρόνο.", {
        en: "1%",
        el: "1%"
      }),
      unit: PERCENT_YEAR
    },
    sellingCostRate: {
      label: { en: "Cost of selling at the end", el: "Κόστος πώλησης στο τέλος" },
      help: help(
        "Agent's fee with VAT, as a % of the value then.",
        "Αμοιβή μεσίτη με ΦΠΑ, ως ποσοστό % της αξίας τότε.",
        { en: "3.57%", el: "3,57%" }
      ),
      unit: { en: "%", el: "%" }
    },
    annualInsurance: {
      label: { en: "Home insurance", el: "Ασφάλεια κατοικίας" },
      help: help(
        "Per year. Enter 0 only if you know there is none; left empty, it is left out and noted.",
        "Ανά έτος. Βάλτε 0 μόνο αν γνωρίζετε ότι δεν υπάρχει· αν μείνει κενό, δεν περιλαμβάνεται και σημειώνεται."
      ),
      unit: EUR_YEAR
    },
    annualOwnerCosts: {
      label: { en: "Other yearly owner costs", el: "Άλλα ετήσια έξοδα ιδιοκτήτη" },
      help: help(
        "Common charges, municipal fees and the like, per year. Left empty: left out and noted.",
        "Κοινόχρηστα, δημοτικά τέλη και παρόμοια, ανά έτος. Αν μείνει κενό: δεν περιλαμβάνονται και σημειώνεται."
      ),
      unit: EUR_YEAR
    },
    otherPurchaseCosts: {
      label: { en: "Other purchase costs", el: "Άλλα έξοδα αγοράς" },
      help: help(
        "One-off costs besides transfer fees, stamp duty and VAT: lawyer's fees, bank fees, mortgage registration. Left empty: left out and noted.",
        "Εφάπαξ έξοδα πέραν των τελών μεταβίβασης, των χαρτοσήμων και του ΦΠΑ: αμοιβή δικηγόρου, τραπεζικά έξοδα, εγγραφή υποθήκης. Αν μείνει κενό: δεν περιλαμβάνονται και σημειώνεται."
      ),
      unit: EUR
    },
    isNewBuild: {
      label: { en: "New home from a developer", el: "Καινούργια κατοικία από εργολάβο" },
      help: help(
        "Yes: VAT is charged (choose the VAT rate below) and no transfer fees are due. No or empty: a resale, without VAT, with transfer fees reduced by 50%.",
        "Ναι: χρεώνεται ΦΠΑ (επιλέξτε τον συντελεστή ΦΠΑ παρακάτω) και δεν οφείλονται τέλη μεταβίβασης. Όχι ή κενό: μεταπώληση, χωρίς ΦΠΑ, με τέλη μεταβίβασης μειωμένα κατά 50%."
      )
    },
    vatRate: {
      label: { en: "VAT rate", el: "Συντελεστής ΦΠΑ" },
      help: help(
        "For a new home only. The reduced 5% is for your main and permanent residence, within the 130/190 m² and EUR 350,000/475,000 limits; it needs the buildable area.",
        "Μόνο για καινούργια κατοικία. Ο μειωμένος 5% αφορά την κύρια και μόνιμη κατοικία σας, εντός των ορίων 130/190 τ.μ. και €350.000/475.000· απαιτεί το δομήσιμο εμβαδόν."
      ),
      choices: {
        standard: { en: "Standard rate 19%", el: "Κανονικός συντελεστής 19%" },
        reduced: {
          en: "Reduced rate 5% (main and permanent residence)",
          el: "Μειωμένος συντελεστής 5% (κύρια και μόνιμη κατοικία)"
        }
      }
    },
    buildableAreaSqm: {
      label: { en: "Buildable residential area", el: "Δομήσιμο εμβαδόν κατοικίας" },
      help: help(
        "Needed with the reduced VAT rate: the home's buildable area as on the building permit or the sale contract.",
        "Απαιτείται με τον μειωμένο συντελεστή ΦΠΑ: το δομήσιμο εμβαδόν της κατοικίας όπως στην άδεια οικοδομής ή στο πωλητήριο έγγραφο."
      ),
      unit: { en: "m²", el: "τ.μ." }
    },
    numberOfBuyers: {
      label: { en: "Number of buyers", el: "Αριθμός αγοραστών" },
      help: help(
        "People buying in equal shares (1 to 4); transfer fees are worked out per buyer.",
        "Πρόσωπα που αγοράζουν σε ίσα μερίδια (1 έως 4)· τα τέλη μεταβίβασης υπολογίζονται ανά αγοραστή.",
        { en: "1", el: "1" }
      )
    },
    contractYear: {
      label: { en: "Year the sale contract is signed", el: "Έτος υπογραφής του πωλητηρίου εγγράφου" },
      help: help(
        "Stamp duty applies to contracts signed up to 2025 only.",
        "Χαρτόσημα οφείλονται μόνο για συμβόλαια που υπογράφονται έως το 2025.",
        { en: "2026", el: "2026" }
      )
    }
  },
  outputs: {
    downPaymentAmount: { en: "Down payment", el: "Προκαταβολή" },
    loanAmount: { en: "Loan amount", el: "Ποσό δανείου" },
    monthlyMortgagePayment: { en: "Monthly instalment", el: "Μηνιαία δόση" },
    purchaseCosts: { en: "Costs of buying", el: "Κόστος αγοράς" },
    "purchaseCosts.transferFees": { en: "Transfer fees (Land Registry)", el: "Τέλη μεταβίβασης (Κτηματολόγιο)" },
    "purchaseCosts.stampDuty": { en: "Stamp duty", el: "Χαρτόσημα" },
    "purchaseCosts.vat": { en: "VAT", el: "ΦΠΑ" },
    "purchaseCosts.other": { en: "Other purchase costs", el: "Άλλα έξοδα αγοράς" },
    "purchaseCosts.total": { en: "Total costs of buying", el: "Σύνολο εξόδων αγοράς" },
    upfrontCash: { en: "Cash needed at the start", el: "Μετρητά που απαιτούνται στην αρχή" },
    horizonYears: { en: "Years compared", el: "Έτη σύγκρισης" },
    breakevenYear: { en: "Year buying comes out ahead", el: "Έτος από το οποίο η αγορά βγαίνει μπροστά" },
    buyNetWorth: { en: "Net worth if you buy", el: "Καθαρή περιουσία με αγορά" },
    rentNetWorth: { en: "Net worth if you rent", el: "Καθαρή περιουσία με ενοικίαση" },
    difference: { en: "Buying less renting", el: "Αγορά μείον ενοικίαση" },
    better: { en: "Ahead at the end", el: "Μπροστά στο τέλος της περιόδου" },
    totals: { en: "Totals over the years compared", el: "Σύνολα για τα έτη σύγκρισης" },
    "totals.mortgagePaid": { en: "Mortgage instalments", el: "Δόσεις δανείου" },
    "totals.interestPaid": { en: "Interest", el: "Τόκοι" },
    "totals.ownerCosts": { en: "Owner costs", el: "Έξοδα ιδιοκτήτη" },
    "totals.rentPaid": { en: "Rent", el: "Ενοίκια" },
    series: { en: "Year by year", el: "Χρόνο με τον χρόνο" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].propertyValue": { en: "Value of the home", el: "Αξία κατοικίας" },
    "series[].mortgageBalance": { en: "Loan balance", el: "Υπόλοιπο δανείου" },
    "series[].mortgagePaid": { en: "Instalments", el: "Δόσεις" },
    "series[].interestPaid": { en: "Interest", el: "Τόκοι" },
    "series[].ownerCosts": { en: "Owner costs", el: "Έξοδα ιδιοκτήτη" },
    "series[].rentPaid": { en: "Rent", el: "Ενοίκιο" },
    "series[].buyPortfolio": { en: "Buyer's investments", el: "Επενδύσεις αγοραστή" },
    "series[].rentPortfolio": { en: "Renter's investments", el: "Επενδύσεις ενοικιαστή" },
    "series[].buyNetWorth": { en: "Net worth, buying", el: "Καθαρή περιουσία, αγορά" },
    "series[].rentNetWorth": { en: "Net worth, renting", el: "Καθαρή περιουσία, ενοικίαση" }
  },
  outputChoices: {
    better: {
      buy: { en: "buying", el: "αγορά" },
      rent: { en: "renting", el: "ενοικίαση" },
      equal: { en: "equal", el: "ισοπαλία" }
    }
  }
}
