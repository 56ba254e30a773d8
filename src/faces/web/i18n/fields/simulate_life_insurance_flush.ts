import type { Text } from "../language.ts"
import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_MONTH = { en: "EUR a month", el: "€ τον μήνα" }
const PERCENT = { en: "%", el: "%" }
const PERCENT_YEAR = { en: "% a year", el: "% ετησίως" }

const SCENARIO_CHOICES = {
  userInput: {
    en: "As entered (your premiums and withdrawals)",
    el: "Όπως δηλώθηκε (τα ασφάλιστρα και οι αναλήψεις σας)"
  },
  noWithdrawals: {
    en: "No withdrawals (same premiums from own funds)",
    el: "Χωρίς αναλήψεις (ίδια ασφάλιστρα από ίδια κεφάλαια)"
  },
  brokerAlternative: {
    en: "Surrender now and invest through a broker",
    el: "Εξαγορά τώρα και επένδυση μέσω χρηματιστηριακού λογαριασμού"
  }
}

/** The same columns and totals for each of the three scenarios. */
const scenario = (key: keyof typeof SCENARIO_CHOICES): Record<string, Text> => {
  const p = `scenarios.${key}`
  const s = `${p}.series[]`
  return {
    [p]: SCENARIO_CHOICES[key],
    [`${p}.scenario`]: { en: "Scenario", el: "Σενάριο" },
    [`${p}.description`]: { en: "Description", el: "Περιγραφή" },
    [`${p}.series`]: { en: "Year by year", el: "Ανά έτος" },
    [`${s}.year`]: { en: "Year", el: "Έτος" },
    [`${s}.age`]: { en: "Age", el: "Ηλικία" },
    [`${s}.policyYear`]: { en: "Policy year", el: "Έτος ασφαλιστηρίου" },
    [`${s}.openingBalance`]: { en: "Value at the start", el: "Αξία στην αρχή" },
    [`${s}.premiumPaid`]: { en: "Premium paid", el: "Ασφάλιστρο που πληρώθηκε" },
    [`${s}.premiumSelfFunded`]: { en: "Of it, paid with policy units", el: "Από αυτό, με μονάδες του ασφαλιστηρίου" },
    [`${s}.withdrawalRequested`]: { en: "Withdrawal asked", el: "Ανάληψη που ζητήθηκε" },
    [`${s}.withdrawalExecuted`]: { en: "Withdrawal made", el: "Ανάληψη που έγινε" },
    [`${s}.isWithdrawalCapped`]: { en: "Withdrawal capped at the fund", el: "Η ανάληψη περιορίστηκε στην αξία" },
    [`${s}.isFullySurrendered`]: { en: "Fully surrendered", el: "Ολική εξαγορά" },
    [`${s}.safeLimit`]: { en: "Tax-free withdrawal limit", el: "Όριο ανάληψης χωρίς φόρο" },
    [`${s}.taxableSurrender`]: { en: "Taxable amount", el: "Φορολογητέο ποσό" },
    [`${s}.surrenderTax`]: { en: "Tax on the surrender", el: "Φόρος εξαγοράς" },
    [`${s}.spreadCost`]: { en: "Bid/offer spread cost", el: "Κόστος διαφοράς τιμών αγοράς/πώλησης" },
    [`${s}.investmentGrowth`]: { en: "Investment growth", el: "Απόδοση επενδύσεων" },
    [`${s}.managementFees`]: { en: "Management fees", el: "Αμοιβές διαχείρισης" },
    [`${s}.fixedFees`]: { en: "Policy fees", el: "Τέλη ασφαλιστηρίου" },
    [`${s}.mortalityRate`]: { en: "Mortality rate", el: "Συντελεστής θνησιμότητας" },
    [`${s}.mortalityCost`]: { en: "Cost of life cover", el: "Κόστος ασφαλιστικής κάλυψης ζωής" },
    [`${s}.premiumRelief`]: { en: "Tax relief on premiums", el: "Φορολογική έκπτωση ασφαλίστρων" },
    [`${s}.householdCashFlow`]: { en: "Household cash flow", el: "Ταμειακή ροή νοικοκυριού" },
    [`${s}.closingBalance`]: { en: "Value at year end", el: "Αξία στο τέλος του έτους" },
    [`${p}.endingBalance`]: { en: "Value at the end", el: "Αξία στο τέλος" },
    [`${p}.totalPremiumsPaid`]: { en: "Premiums paid", el: "Σύνολο ασφαλίστρων" },
    [`${p}.totalWithdrawals`]: { en: "Withdrawals paid out", el: "Σύνολο αναλήψεων" },
    [`${p}.totalSurrenderTax`]: { en: "Tax on withdrawals", el: "Φόρος επί των αναλήψεων" },
    [`${p}.totalPremiumRelief`]: { en: "Tax relief on premiums", el: "Φορολογική έκπτωση ασφαλίστρων" },
    [`${p}.totalFees`]: { en: "Fees", el: "Αμοιβές και τέλη" },
    [`${p}.totalMortalityCost`]: { en: "Cost of life cover", el: "Κόστος ασφαλιστικής κάλυψης ζωής" },
    [`${p}.totalSpreadCost`]: { en: "Bid/offer spread cost", el: "Κόστος διαφοράς τιμών αγοράς/πώλησης" },
    [`${p}.openingSurrenderTax`]: { en: "Tax on surrendering now", el: "Φόρος εξαγοράς τώρα" },
    [`${p}.finalSurrenderTax`]: { en: "Tax on surrendering at the end", el: "Φόρος εξαγοράς στο τέλος" },
    [`${p}.irrWithReliefPercent`]: {
      en: "Return a year, with tax relief (IRR, %)",
      el: "Ετήσια απόδοση, με φορολογική έκπτωση (IRR, %)"
    },
    [`${p}.irrWithoutReliefPercent`]: {
      en: "Return a year, without tax relief (IRR, %)",
      el: "Ετήσια απόδοση, χωρίς φορολογική έκπτωση (IRR, %)"
    },
    [`${p}.isAnyWithdrawalCapped`]: { en: "A withdrawal was capped", el: "Κάποια ανάληψη περιορίστηκε" }
  }
}

export const TEXTS: ToolTexts = {
  title: {
    en: "Unit-linked life policy: keep, withdraw or surrender",
    el: "Ασφάλεια ζωής συνδεδεμένη με επενδύσεις: διατήρηση, ανάληψη ή εξαγορά"
  },
  intro: {
    en: "Project an existing unit-linked life policy year by year, with its fees, the cost of life cover and the tax on withdrawals, and compare it with no withdrawals and with surrendering it for a broker account. Have at hand the policy's yearly statements, its fees and sum insured, and the premiums and withdrawals you plan.",
    el: "Προβάλετε ένα υφιστάμενο ασφαλιστήριο ζωής συνδεδεμένο με επενδύσεις (unit-linked) ανά έτος, με τις χρεώσεις του, το κόστος της κάλυψης ζωής και τον φόρο στις αναλήψεις, και συγκρίνετέ το με την περίπτωση χωρίς αναλήψεις και με την εξαγορά του για επένδυση μέσω χρηματιστηριακού λογαριασμού. Έχετε μπροστά σας τις ετήσιες καταστάσεις του ασφαλιστηρίου, τις χρεώσεις και το ασφαλισμένο ποσό του, και τα ασφάλιστρα και τις αναλήψεις που σχεδιάζετε."
  },
  fields: {
    age: {
      label: { en: "Age of the life insured", el: "Ηλικία του ασφαλισμένου" },
      help: {
        en: "At the start of the first projected year.",
        el: "Στην αρχή του πρώτου έτους της προβολής."
      },
      unit: { en: "years", el: "έτη" }
    },
    gender: {
      label: { en: "Sex of the life insured", el: "Φύλο του ασφαλισμένου" },
      help: { en: "It selects the mortality rates.", el: "Καθορίζει τους συντελεστές θνησιμότητας." },
      choices: { male: { en: "Male", el: "Άνδρας" }, female: { en: "Female", el: "Γυναίκα" } }
    },
    aumFee: {
      label: { en: "Management fee", el: "Αμοιβή διαχείρισης" },
      help: {
        en: "The fund's yearly management fee, from the policy terms; charged a twelfth each month.",
        el: "Η ετήσια αμοιβή διαχείρισης του ταμείου, από τους όρους του ασφαλιστηρίου· χρεώνεται ένα δωδέκατο κάθε μήνα."
      },
      unit: PERCENT_YEAR
    },
    monthlyFee: {
      label: { en: "Policy fee", el: "Τέλος ασφαλιστηρίου" },
      help: { en: "The fixed monthly fee; 0 if none.", el: "Το σταθερό μηνιαίο τέλος· 0 αν δεν υπάρχει." },
      unit: EUR_MONTH
    },
    taxBracket: {
      label: { en: "Your top income tax rate", el: "Ο ανώτατος συντελεστής φόρου εισοδήματός σας" },
      help: {
        en: "The rate of your highest income tax band (0 to 35); it applies to taxable withdrawals and to the relief on premiums.",
        el: "Ο συντελεστής της ψηλότερης κλίμακας φόρου εισοδήματος στην οποία φτάνετε (0 έως 35)· εφαρμόζεται στις φορολογητέες αναλήψεις και στην έκπτωση ασφαλίστρων."
      },
      unit: PERCENT
    },
    lifeCoverSumInsured: {
      label: { en: "Sum insured on death", el: "Ασφαλισμένο ποσό σε περίπτωση θανάτου" },
      help: {
        en: "From the policy schedule; it sets the 7% relief limit and the cost of life cover.",
        el: "Από τον πίνακα του ασφαλιστηρίου· καθορίζει το όριο έκπτωσης 7% και το κόστος της κάλυψης ζωής."
      },
      unit: EUR
    },
    policyInceptionYear: {
      label: { en: "Year the policy started", el: "Έτος έναρξης του ασφαλιστηρίου" },
      help: { en: "The year of issue (policy year 1).", el: "Το έτος έκδοσης (1ο έτος ασφαλιστηρίου)." }
    },
    historicalData: {
      label: { en: "The policy's past years", el: "Τα προηγούμενα έτη του ασφαλιστηρίου" },
      help: {
        en: "From the yearly statements, oldest first, consecutive years (1 to 100); the last value opens the projection, the values of 3 and 4 years back set the tax-free limit.",
        el: "Από τις ετήσιες καταστάσεις, από το παλαιότερο, συνεχόμενα έτη (1 έως 100)· η τελευταία αξία είναι η αφετηρία της προβολής και οι αξίες 3 και 4 ετών πριν καθορίζουν το όριο χωρίς φόρο."
      }
    },
    "historicalData[].year": {
      label: { en: "Year", el: "Έτος" },
      help: { en: "Year of the statement.", el: "Το έτος της κατάστασης." }
    },
    "historicalData[].endingBalance": {
      label: { en: "Value at year end", el: "Αξία στο τέλος του έτους" },
      help: {
        en: "The fund (surrender) value at the end of that year, from the statement.",
        el: "Η αξία του ταμείου (αξία εξαγοράς) στο τέλος του έτους, από την κατάσταση."
      },
      unit: EUR
    },
    "historicalData[].premiumsPaid": {
      label: { en: "Premiums paid", el: "Ασφάλιστρα που πληρώθηκαν" },
      help: { en: "In that year.", el: "Μέσα στο έτος αυτό." },
      unit: EUR
    },
    projections: {
      label: { en: "Future years", el: "Μελλοντικά έτη" },
      help: {
        en: "Consecutive years from the year after the last past year (1 to 60): the premium and withdrawal of each.",
        el: "Συνεχόμενα έτη από το έτος μετά το τελευταίο προηγούμενο έτος (1 έως 60): το ασφάλιστρο και η ανάληψη του καθενός."
      }
    },
    "projections[].year": {
      label: { en: "Year", el: "Έτος" }
    },
    "projections[].premium": {
      label: { en: "Premium", el: "Ασφάλιστρο" },
      help: { en: "For the year, paid in 12 equal monthly parts.", el: "Για το έτος, σε 12 ίσες μηνιαίες δόσεις." },
      unit: EUR
    },
    "projections[].withdrawal": {
      label: { en: "Withdrawal", el: "Ανάληψη" },
      help: {
        en: "Partial surrender at the start of the year; 0 for none. A withdrawal above the fund is capped.",
        el: "Μερική εξαγορά στην αρχή του έτους· 0 αν δεν υπάρχει. Ανάληψη μεγαλύτερη από την αξία περιορίζεται σε αυτήν."
      },
      unit: EUR
    },
    "projections[].isPremiumSelfFunded": {
      label: { en: "Premium paid with policy units", el: "Ασφάλιστρο από μονάδες του ασφαλιστηρίου" },
      help: {
        en: "Yes if the premium is paid by selling units of this policy: it loses the spread and counts towards the tax-free limit. Left empty: paid from your own funds.",
        el: "Ναι αν το ασφάλιστρο πληρώνεται με πώληση μονάδων του ίδιου ασφαλιστηρίου: χάνεται η διαφορά τιμών και μετρά στο όριο χωρίς φόρο. Αν μείνει κενό: πληρώνεται από ίδια κεφάλαια."
      }
    },
    scenario: {
      label: { en: "Scenario to show first", el: "Σενάριο που εμφανίζεται πρώτο" },
      help: {
        en: "All three are always shown. Left empty: as entered.",
        el: "Εμφανίζονται πάντα και τα τρία. Αν μείνει κενό: όπως δηλώθηκε."
      },
      choices: SCENARIO_CHOICES
    },
    expectedReturnRate: {
      label: { en: "Expected return of the fund", el: "Αναμενόμενη απόδοση του ταμείου" },
      help: {
        en: "Yearly, before fees; an assumption, not a promise. Left empty: 4.",
        el: "Ετήσια, πριν από τις χρεώσεις· παραδοχή, όχι εγγύηση. Αν μείνει κενό: 4."
      },
      unit: PERCENT_YEAR
    },
    brokerReturnRate: {
      label: { en: "Return of the broker account", el: "Απόδοση του χρηματιστηριακού λογαριασμού" },
      help: {
        en: "Yearly, after its costs; used only if you choose a different broker return below.",
        el: "Ετήσια, μετά τις χρεώσεις του· χρησιμοποιείται μόνο αν επιλέξετε διαφορετική απόδοση πιο κάτω."
      },
      unit: PERCENT_YEAR
    },
    useDifferentBrokerReturn: {
      label: {
        en: "Different return for the broker account",
        el: "Διαφορετική απόδοση για τον χρηματιστηριακό λογαριασμό"
      },
      help: {
        en: "Yes to use the broker return above; otherwise the broker account earns the fund's expected return.",
        el: "Ναι για να χρησιμοποιηθεί η απόδοση πιο πάνω· διαφορετικά ο λογαριασμός έχει την αναμενόμενη απόδοση του ταμείου."
      }
    },
    bidOfferSpreadPercent: {
      label: { en: "Bid/offer spread", el: "Διαφορά τιμών αγοράς/πώλησης μονάδων" },
      help: { en: "Of the policy's units. Left empty: 5.", el: "Των μονάδων του ασφαλιστηρίου. Αν μείνει κενό: 5." },
      unit: PERCENT
    }
  },
  outputs: {
    scenario: { en: "Scenario shown first", el: "Σενάριο που εμφανίζεται πρώτο" },
    openingBalance: { en: "Value today", el: "Αξία σήμερα" },
    scenarios: { en: "Scenarios", el: "Σενάρια" },
    ...scenario("userInput"),
    ...scenario("noWithdrawals"),
    ...scenario("brokerAlternative"),
    returnForecast: { en: "Returns assumed", el: "Αποδόσεις που υποτέθηκαν" },
    "returnForecast.policyRatePercent": { en: "Policy fund (%)", el: "Ταμείο ασφαλιστηρίου (%)" },
    "returnForecast.brokerRatePercent": { en: "Broker account (%)", el: "Χρηματιστηριακός λογαριασμός (%)" },
    warnings: { en: "Warnings", el: "Προειδοποιήσεις" }
  }
}
