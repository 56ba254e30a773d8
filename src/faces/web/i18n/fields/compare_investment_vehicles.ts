import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const PERCENT = { en: "%", el: "%" }
const PERCENT_YEAR = { en: "% a year", el: "% ετησίως" }

const ZERO_IF_EMPTY = {
  en: " Left empty: 0, noted in the assumptions.",
  el: " Αν μείνει κενό: 0, σημειώνεται στις παραδοχές."
}
const help = (en: string, el: string, zeroIfEmpty = true) => ({
  en: en + (zeroIfEmpty ? ZERO_IF_EMPTY.en : ""),
  el: el + (zeroIfEmpty ? ZERO_IF_EMPTY.el : "")
})

/** the outputs of one option (option1 / option2) */
const optionOutputs = (key: "option1" | "option2", en: string, el: string) => ({
  [key]: { en, el },
  [`${key}.contributionPerYear`]: { en: "Paid in each year", el: "Καταβολή κάθε χρόνο" },
  [`${key}.totalContributed`]: { en: "Total paid in", el: "Σύνολο καταβολών" },
  [`${key}.totalEntryFees`]: { en: "Entry fees", el: "Αμοιβές εισόδου" },
  [`${key}.totalCommission`]: { en: "Commissions", el: "Προμήθειες" },
  [`${key}.totalManagementFees`]: { en: "Management fees", el: "Αμοιβές διαχείρισης" },
  [`${key}.totalGrowth`]: { en: "Growth", el: "Απόδοση" },
  [`${key}.valueBeforeExit`]: { en: "Value before exit", el: "Αξία πριν από την έξοδο" },
  [`${key}.exitFee`]: { en: "Exit fee", el: "Αμοιβή εξόδου" },
  [`${key}.exitTax`]: { en: "Tax at exit", el: "Φόρος κατά την έξοδο" },
  [`${key}.finalAfterTax`]: { en: "Final value after tax", el: "Τελική αξία μετά τον φόρο" },
  [`${key}.irrPercent`]: { en: "Yearly return on your money (IRR, %)", el: "Ετήσια απόδοση των χρημάτων σας (IRR, %)" }
})

export const TEXTS: ToolTexts = {
  title: {
    en: "Taxable investment or tax-deductible plan",
    el: "Φορολογητέα επένδυση ή σχέδιο με φορολογική έκπτωση"
  },
  intro: {
    en: "Compare investing on your own (option 1) with an approved pension or provident fund or a life-insurance-linked plan whose contributions reduce your income tax (option 2), for the same money out of your pocket each year. Have at hand the yearly amount, your top income tax rate and each option's fees.",
    el: "Συγκρίνετε την επένδυση μόνοι σας (επιλογή 1) με εγκεκριμένο ταμείο συντάξεων ή ταμείο προνοίας ή σχέδιο συνδεδεμένο με ασφάλεια ζωής, του οποίου οι εισφορές μειώνουν τον φόρο εισοδήματός σας (επιλογή 2), για το ίδιο ποσό από την τσέπη σας κάθε χρόνο. Έχετε μπροστά σας το ετήσιο ποσό, τον ανώτερο συντελεστή φόρου εισοδήματος που σας αφορά και τις χρεώσεις κάθε επιλογής."
  },
  fields: {
    annualContribution: {
      label: { en: "Yearly amount out of your pocket", el: "Ετήσιο ποσό από την τσέπη σας" },
      help: help(
        "The same for both options, per year. Option 2 gets it grossed up by the tax relief.",
        "Το ίδιο και για τις δύο επιλογές, ανά έτος. Στην επιλογή 2 προσαυξάνεται κατά τη φορολογική ελάφρυνση.",
        false
      ),
      unit: { en: "EUR a year", el: "€ τον χρόνο" }
    },
    taxReliefRate: {
      label: { en: "Your top income tax rate", el: "Ο ανώτερος συντελεστής φόρου εισοδήματός σας" },
      help: help(
        "The rate at which option 2's contributions reduce your tax: the band your last euro of income falls in, e.g. 20, 25, 30 or 35 (2026 bands).",
        "Ο συντελεστής με τον οποίο οι εισφορές της επιλογής 2 μειώνουν τον φόρο σας: η κλίμακα στην οποία πέφτει το τελευταίο ευρώ του εισοδήματός σας, π.χ. 20, 25, 30 ή 35 (κλίμακες 2026).",
        false
      ),
      unit: PERCENT
    },
    option2ManagementFee: {
      label: { en: "Option 2: yearly management fee", el: "Επιλογή 2: ετήσια αμοιβή διαχείρισης" },
      help: help(
        "As a % of the fund each year, from the fund's or the insurer's documents.",
        "Ως ποσοστό % του κεφαλαίου κάθε χρόνο, από τα έγγραφα του ταμείου ή της ασφαλιστικής εταιρείας.",
        false
      ),
      unit: PERCENT_YEAR
    },
    years: {
      label: { en: "Years", el: "Έτη" },
      help: {
        en: "How many years you pay in, at the start of each year. Left empty: 20, noted in the assumptions.",
        el: "Πόσα χρόνια καταβάλλετε, στην αρχή κάθε έτους. Αν μείνει κενό: 20, σημειώνεται στις παραδοχές."
      },
      unit: { en: "years", el: "έτη" }
    },
    expectedAnnualReturn: {
      label: { en: "Expected yearly return", el: "Αναμενόμενη ετήσια απόδοση" },
      help: {
        en: "A forecast, before fees, for option 1 (and option 2 unless given separately). Left empty: 5%, noted in the assumptions.",
        el: "Πρόβλεψη, πριν από τις χρεώσεις, για την επιλογή 1 (και την επιλογή 2 αν δεν δοθεί χωριστά). Αν μείνει κενό: 5%, σημειώνεται στις παραδοχές."
      },
      unit: PERCENT_YEAR
    },
    option2AnnualReturn: {
      label: { en: "Option 2: expected yearly return", el: "Επιλογή 2: αναμενόμενη ετήσια απόδοση" },
      help: {
        en: "A forecast, before fees, for option 2's fund. Left empty: the same as option 1.",
        el: "Πρόβλεψη, πριν από τις χρεώσεις, για το ταμείο της επιλογής 2. Αν μείνει κενό: η ίδια με της επιλογής 1."
      },
      unit: PERCENT_YEAR
    },
    option1ManagementFee: {
      label: { en: "Option 1: yearly management fee", el: "Επιλογή 1: ετήσια αμοιβή διαχείρισης" },
      help: help(
        "Platform or fund fee, as a % of the investment each year.",
        "Χρέωση πλατφόρμας ή επενδυτικού ταμείου, ως ποσοστό % της επένδυσης κάθε χρόνο."
      ),
      unit: PERCENT_YEAR
    },
    option1EntryFee: {
      label: { en: "Option 1: entry fee", el: "Επιλογή 1: αμοιβή εισόδου" },
      help: help("As a % of each contribution.", "Ως ποσοστό % κάθε καταβολής."),
      unit: PERCENT
    },
    option2EntryFee: {
      label: { en: "Option 2: entry fee", el: "Επιλογή 2: αμοιβή εισόδου" },
      help: help("As a % of each contribution (front load).", "Ως ποσοστό % κάθε καταβολής (αρχική επιβάρυνση)."),
      unit: PERCENT
    },
    option1ExitFee: {
      label: { en: "Option 1: exit fee", el: "Επιλογή 1: αμοιβή εξόδου" },
      help: help("As a % of the final value.", "Ως ποσοστό % της τελικής αξίας."),
      unit: PERCENT
    },
    option2ExitFee: {
      label: { en: "Option 2: exit fee", el: "Επιλογή 2: αμοιβή εξόδου" },
      help: help("As a % of the final value.", "Ως ποσοστό % της τελικής αξίας."),
      unit: PERCENT
    },
    option1Commission: {
      label: { en: "Option 1: commission per contribution", el: "Επιλογή 1: προμήθεια ανά καταβολή" },
      help: help(
        "In euro each time you invest, e.g. a broker's order fee.",
        "Σε ευρώ κάθε φορά που επενδύετε, π.χ. η προμήθεια εντολής του χρηματιστή."
      ),
      unit: EUR
    },
    option2Commission: {
      label: { en: "Option 2: commission per contribution", el: "Επιλογή 2: προμήθεια ανά καταβολή" },
      help: help("In euro on each contribution.", "Σε ευρώ σε κάθε καταβολή."),
      unit: EUR
    },
    option1ExitTax: {
      label: { en: "Option 1: tax on the gain", el: "Επιλογή 1: φόρος επί του κέρδους" },
      help: help(
        "As a % of the gain at the end (final value after the exit fee, less what you paid in).",
        "Ως ποσοστό % του κέρδους στο τέλος (τελική αξία μετά την αμοιβή εξόδου, μείον όσα καταβάλατε)."
      ),
      unit: PERCENT
    },
    option2ExitTax: {
      label: { en: "Option 2: tax on the payout", el: "Επιλογή 2: φόρος επί της εξαργύρωσης" },
      help: help(
        "As a % of the whole payout (final value after the exit fee).",
        "Ως ποσοστό % ολόκληρου του ποσού που εισπράττετε (τελική αξία μετά την αμοιβή εξόδου)."
      ),
      unit: PERCENT
    },
    maxDeductibleContribution: {
      label: { en: "Most you can deduct a year", el: "Μέγιστη εκπιπτόμενη εισφορά τον χρόνο" },
      help: help(
        "The largest yearly contribution to option 2 that is deductible for you (Income Tax Law 118(I)/2002, art. 14): approved pension or provident funds up to 10% of remuneration, life insurance premiums up to 7% of the sum insured, and with social insurance and GESY at most 1/5 of income. Left empty: no limit is applied, noted in the assumptions.",
        "Η μεγαλύτερη ετήσια εισφορά στην επιλογή 2 που εκπίπτει για εσάς (ο περί Φορολογίας του Εισοδήματος Νόμος 118(I)/2002, άρθρο 14): εγκεκριμένα ταμεία συντάξεων ή προνοίας έως 10% των απολαβών, ασφάλιστρα ζωής έως 7% του ασφαλισμένου ποσού, και μαζί με τις εισφορές Κοινωνικών Ασφαλίσεων και ΓεΣΥ έως το 1/5 του εισοδήματος. Αν μείνει κενό: δεν εφαρμόζεται όριο, σημειώνεται στις παραδοχές.",
        false
      ),
      unit: { en: "EUR a year", el: "€ τον χρόνο" }
    }
  },
  outputs: {
    years: { en: "Years", el: "Έτη" },
    annualOutOfPocket: { en: "Out of your pocket each year", el: "Από την τσέπη σας κάθε χρόνο" },
    reliefMatching: { en: "Tax relief on option 2", el: "Φορολογική ελάφρυνση στην επιλογή 2" },
    "reliefMatching.method": { en: "How the contribution is grossed up", el: "Πώς προσαυξάνεται η εισφορά" },
    "reliefMatching.option2GrossContribution": {
      en: "Option 2 contribution a year",
      el: "Εισφορά επιλογής 2 τον χρόνο"
    },
    "reliefMatching.annualTaxRelief": { en: "Tax saved a year", el: "Φόρος που εξοικονομείται τον χρόνο" },
    "reliefMatching.deductibleLimit": { en: "Deductible limit", el: "Όριο έκπτωσης" },
    "reliefMatching.isReliefLimited": { en: "Relief capped by the limit", el: "Η ελάφρυνση περιορίστηκε από το όριο" },
    ...optionOutputs("option1", "Option 1: taxable investment", "Επιλογή 1: φορολογητέα επένδυση"),
    ...optionOutputs("option2", "Option 2: tax-deductible plan", "Επιλογή 2: σχέδιο με φορολογική έκπτωση"),
    difference: { en: "Option 2 less option 1", el: "Επιλογή 2 μείον επιλογή 1" },
    betterOption: { en: "Higher final value", el: "Μεγαλύτερη τελική αξία" },
    series: { en: "Value year by year", el: "Αξία χρόνο με τον χρόνο" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].outOfPocket": { en: "Out of your pocket", el: "Από την τσέπη σας" },
    "series[].option1Contribution": { en: "Option 1 paid in", el: "Καταβολή επιλογής 1" },
    "series[].option1Value": { en: "Option 1 value", el: "Αξία επιλογής 1" },
    "series[].option2Contribution": { en: "Option 2 paid in", el: "Καταβολή επιλογής 2" },
    "series[].option2TaxRelief": { en: "Option 2 tax relief", el: "Φορολογική ελάφρυνση επιλογής 2" },
    "series[].option2Value": { en: "Option 2 value", el: "Αξία επιλογής 2" }
  },
  outputChoices: {
    betterOption: {
      option1: { en: "option 1", el: "επιλογή 1" },
      option2: { en: "option 2", el: "επιλογή 2" },
      equal: { en: "equal", el: "ισοπαλία" }
    }
  }
}
