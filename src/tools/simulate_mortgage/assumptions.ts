// The assumptions of the mortgage simulation, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"
import type { Text } from "../../core/language.ts"

type Origin = "default" | "caller"
type ScenarioId = `mortgage.scenarios.${Origin}-${Origin}-${Origin}`

const scenarioParts: Record<"best" | "worst" | "varied", Record<Origin, Text>> = {
  best: {
    default: {
      en: "best: default: the variable rate {bestShift} point for the whole variable period",
      el: "ευνοϊκό: προεπιλογή: το κυμαινόμενο επιτόκιο {bestShift} μονάδα για όλη την περίοδο κυμαινόμενου επιτοκίου"
    },
    caller: {
      en: "best: caller's path: points by variable year, the last continuing",
      el: "ευνοϊκό: πορεία του χρήστη: μονάδες ανά έτος κυμαινόμενου επιτοκίου, με την τελευταία να συνεχίζεται"
    }
  },
  worst: {
    default: {
      en: "worst: default: the variable rate +{worstShift} points for the whole variable period",
      el: "δυσμενές: προεπιλογή: το κυμαινόμενο επιτόκιο +{worstShift} μονάδες για όλη την περίοδο κυμαινόμενου επιτοκίου"
    },
    caller: {
      en: "worst: caller's path: points by variable year, the last continuing",
      el: "δυσμενές: πορεία του χρήστη: μονάδες ανά έτος κυμαινόμενου επιτοκίου, με την τελευταία να συνεχίζεται"
    }
  },
  varied: {
    default: {
      en: "varied: default: points added by variable year follow the repeating 12-year cycle {cycle} (up 0.5 a year to +2, down 0.5 a year to -1, back to 0)",
      el: "μεταβαλλόμενο: προεπιλογή: οι μονάδες που προστίθενται ανά έτος κυμαινόμενου επιτοκίου ακολουθούν τον επαναλαμβανόμενο 12ετή κύκλο {cycle} (άνοδος 0,5 τον χρόνο έως +2, πτώση 0,5 τον χρόνο έως -1, επιστροφή στο 0)"
    },
    caller: {
      en: "varied: caller's path: points by variable year, the last continuing",
      el: "μεταβαλλόμενο: πορεία του χρήστη: μονάδες ανά έτος κυμαινόμενου επιτοκίου, με την τελευταία να συνεχίζεται"
    }
  }
}

/** The id of the scenarios sentence, by the origin (default or caller's path) of the best, worst and varied paths. */
export const scenariosId = (best: Origin, worst: Origin, varied: Origin): ScenarioId =>
  `mortgage.scenarios.${best}-${worst}-${varied}`

const ORIGINS: ReadonlyArray<Origin> = ["default", "caller"]
const scenarioTexts = Object.fromEntries(
  ORIGINS.flatMap((b) =>
    ORIGINS.flatMap((w) =>
      ORIGINS.map((v): [ScenarioId, Text] => {
        const parts = [scenarioParts.best[b], scenarioParts.worst[w], scenarioParts.varied[v]]
        return [
          scenariosId(b, w, v),
          {
            en: `Scenarios: the same loan and prepayments with only the variable rate moved (never below 0). ${parts.map((p) => p.en).join("; ")}. Illustrative paths, not forecasts.`,
            el: `Σενάρια: το ίδιο δάνειο και οι ίδιες πρόωρες αποπληρωμές, με μόνη μεταβολή το κυμαινόμενο επιτόκιο (ποτέ κάτω από 0). ${parts.map((p) => p.el).join("· ")}. Ενδεικτικές πορείες, όχι προβλέψεις.`
          }
        ]
      })
    )
  )
) as Record<ScenarioId, Text>

export const MORTGAGE_ASSUMPTIONS = {
  "mortgage.day-count-convention": {
    en: "Convention: equal months (30/360 style, each month 1/12 of a year), monthly compounding; monthly rate r = annual rate / 12; interest each month = balance at the start of the month x annual rate / 1200, rounded to the cent (half up). Banks charge interest on the daily balance (Actual/365 or Actual/360), so a bank's instalments and interest can differ from these by a few cents a month; audit_mortgage_statement replays those conventions.",
    el: "Σύμβαση: ίσοι μήνες (τύπου 30/360, κάθε μήνας 1/12 του έτους), μηνιαίος ανατοκισμός· μηνιαίο επιτόκιο r = ετήσιο επιτόκιο / 12· τόκος κάθε μήνα = υπόλοιπο στην αρχή του μήνα x ετήσιο επιτόκιο / 1200, στρογγυλεμένος στο σεντ (το μισό προς τα πάνω). Οι τράπεζες χρεώνουν τόκο στο ημερήσιο υπόλοιπο (Actual/365 ή Actual/360), οπότε οι δόσεις και ο τόκος μιας τράπεζας μπορεί να διαφέρουν από αυτά κατά λίγα σεντ τον μήνα· το audit_mortgage_statement αναπαράγει αυτές τις συμβάσεις."
  },
  "mortgage.interest-only": {
    en: "Interest-only: each payment is that month's interest on the remaining balance; the principal still owed is paid at maturity (month {month}) as a balloon together with that month's interest.",
    el: "Μόνο τόκοι: κάθε πληρωμή είναι ο τόκος του μήνα επί του υπολοίπου· το κεφάλαιο που οφείλεται ακόμη εξοφλείται στη λήξη (μήνας {month}) εφάπαξ, μαζί με τον τόκο εκείνου του μήνα."
  },
  "mortgage.annuity": {
    en: "Capital and interest (annuity): instalment = B x r / (1 - (1 + r)^-n), B = balance, n = months left to the contractual maturity, rounded to the cent (half up); recomputed at each rate change (paymentRecalculations lists each one). The payment in the last month is the remaining balance plus its interest, so it differs from the others by cents.",
    el: "Κεφάλαιο και τόκοι (τοκοχρεολυτικό δάνειο): δόση = B x r / (1 - (1 + r)^-n), B = υπόλοιπο, n = μήνες που απομένουν έως τη συμβατική λήξη, στρογγυλεμένη στο σεντ (το μισό προς τα πάνω)· υπολογίζεται ξανά σε κάθε αλλαγή επιτοκίου (το paymentRecalculations τις απαριθμεί). Η πληρωμή του τελευταίου μήνα είναι το υπόλοιπο που απομένει συν τον τόκο του, οπότε διαφέρει από τις άλλες κατά λίγα σεντ."
  },
  "mortgage.type-omitted": {
    en: "mortgageType not given: capital_and_interest (repayment) assumed.",
    el: "Δεν δόθηκε mortgageType: θεωρείται capital_and_interest (αποπληρωμή κεφαλαίου και τόκων)."
  },
  "mortgage.configuration-omitted": {
    en: "loanConfiguration not given: a standard bank loan secured on property (KFIK and cash-collateral set-ups are not offered).",
    el: "Δεν δόθηκε loanConfiguration: θεωρείται συνήθες τραπεζικό δάνειο με εξασφάλιση ακινήτου (δάνεια ΚΕΦΙΚ και δομές με εξασφάλιση μετρητών δεν προσφέρονται)."
  },
  "mortgage.variable-rate-all-in": {
    en: "Variable rate from month {month}: variableAllInRate {value}%, held constant to maturity in the main schedule (the reference rate is not forecast). Real loans are revised at each review date (e.g. every 6 months for Euribor 6M); the scenarios move the rate by whole loan years.",
    el: "Κυμαινόμενο επιτόκιο από τον μήνα {month}: variableAllInRate {value}%, σταθερό έως τη λήξη στο κύριο χρονοδιάγραμμα (το επιτόκιο αναφοράς δεν προβλέπεται). Τα πραγματικά δάνεια αναθεωρούνται σε κάθε ημερομηνία αναθεώρησης (π.χ. κάθε 6 μήνες για Euribor 6M)· τα σενάρια μεταβάλλουν το επιτόκιο ανά ολόκληρα έτη του δανείου."
  },
  "mortgage.variable-rate-base-margin": {
    en: "Variable rate from month {month}: variableBaseRate {base}% + bankMargin {margin}% = {value}%, held constant to maturity in the main schedule (the reference rate is not forecast). Real loans are revised at each review date (e.g. every 6 months for Euribor 6M); the scenarios move the rate by whole loan years.",
    el: "Κυμαινόμενο επιτόκιο από τον μήνα {month}: variableBaseRate {base}% + bankMargin {margin}% = {value}%, σταθερό έως τη λήξη στο κύριο χρονοδιάγραμμα (το επιτόκιο αναφοράς δεν προβλέπεται). Τα πραγματικά δάνεια αναθεωρούνται σε κάθε ημερομηνία αναθεώρησης (π.χ. κάθε 6 μήνες για Euribor 6M)· τα σενάρια μεταβάλλουν το επιτόκιο ανά ολόκληρα έτη του δανείου."
  },
  "mortgage.all-in-rate-as-given": {
    en: "The all-in variable rate is used as given, not split into a base rate and a margin; the scenarios move the all-in rate.",
    el: "Το συνολικό κυμαινόμενο επιτόκιο χρησιμοποιείται όπως δόθηκε, χωρίς διαχωρισμό σε επιτόκιο βάσης και περιθώριο· τα σενάρια μεταβάλλουν το συνολικό επιτόκιο."
  },
  ...scenarioTexts,
  "mortgage.negative-rate-floored": {
    en: "In at least one schedule the variable rate would have been below 0 and 0% was used. A contract floor on the reference rate alone (a negative Euribor taken as 0) is not modelled: send the floored base rate if the contract has one.",
    el: "Σε τουλάχιστον ένα χρονοδιάγραμμα το κυμαινόμενο επιτόκιο θα ήταν κάτω από 0 και χρησιμοποιήθηκε 0%. Κατώτατο όριο της σύμβασης μόνο στο επιτόκιο αναφοράς (αρνητικό Euribor που λογίζεται ως 0) δεν προσομοιώνεται: στείλτε το επιτόκιο βάσης μετά το κατώτατο όριο, αν η σύμβαση προβλέπει τέτοιο."
  },
  "mortgage.fixed-whole-term": {
    en: "The loan is fixed for its whole term: no variable-rate scenarios.",
    el: "Το δάνειο έχει σταθερό επιτόκιο για όλη τη διάρκειά του: δεν υπάρχουν σενάρια κυμαινόμενου επιτοκίου."
  },
  "mortgage.overpayment": {
    en: "monthlyOverpayment EUR {value:money} is paid every month from month 1, after the instalment and straight off the balance, until the loan is repaid (never more than the balance still owed); the instalment is not lowered, so the loan ends earlier.",
    el: "Το monthlyOverpayment € {value:money} καταβάλλεται κάθε μήνα από τον 1ο μήνα, μετά τη δόση και απευθείας έναντι του υπολοίπου, μέχρι την εξόφληση του δανείου (ποτέ περισσότερο από το υπόλοιπο που οφείλεται)· η δόση δεν μειώνεται, οπότε το δάνειο λήγει νωρίτερα."
  },
  "mortgage.overpayment-interest-only": {
    en: "monthlyOverpayment EUR {value:money} is paid every month from month 1, after the instalment and straight off the balance, until the loan is repaid (never more than the balance still owed); the instalment is not lowered, so the loan ends earlier and the interest and balloon are lower.",
    el: "Το monthlyOverpayment € {value:money} καταβάλλεται κάθε μήνα από τον 1ο μήνα, μετά τη δόση και απευθείας έναντι του υπολοίπου, μέχρι την εξόφληση του δανείου (ποτέ περισσότερο από το υπόλοιπο που οφείλεται)· η δόση δεν μειώνεται, οπότε το δάνειο λήγει νωρίτερα και ο τόκος και η τελική εφάπαξ πληρωμή είναι χαμηλότερα."
  },
  "mortgage.overpayment-recomputed": {
    en: "monthlyOverpayment EUR {value:money} is paid every month from month 1, after the instalment and straight off the balance, until the loan is repaid (never more than the balance still owed); the instalment is not lowered, so the loan ends earlier. At the rate change the instalment is recomputed over the months left to the contractual maturity, which lowers it after overpayments.",
    el: "Το monthlyOverpayment € {value:money} καταβάλλεται κάθε μήνα από τον 1ο μήνα, μετά τη δόση και απευθείας έναντι του υπολοίπου, μέχρι την εξόφληση του δανείου (ποτέ περισσότερο από το υπόλοιπο που οφείλεται)· η δόση δεν μειώνεται, οπότε το δάνειο λήγει νωρίτερα. Στην αλλαγή επιτοκίου η δόση υπολογίζεται ξανά για τους μήνες που απομένουν έως τη συμβατική λήξη, κάτι που τη μειώνει μετά από πρόωρες αποπληρωμές."
  },
  "mortgage.lump-sums-interest-only": {
    en: "Lump sums are paid after that month's payment and lower the balance, the later interest and the balloon; the term is unchanged.",
    el: "Τα εφάπαξ ποσά καταβάλλονται μετά την πληρωμή του μήνα και μειώνουν το υπόλοιπο, τους μεταγενέστερους τόκους και την τελική εφάπαξ πληρωμή· η διάρκεια δεν αλλάζει."
  },
  "mortgage.lump-sums-reduce-payment": {
    en: "Lump sums (reduce_payment): paid after that month's instalment; the instalment is then recomputed on the new balance over the months left to maturity.",
    el: "Εφάπαξ ποσά (reduce_payment): καταβάλλονται μετά τη δόση του μήνα· η δόση υπολογίζεται τότε ξανά στο νέο υπόλοιπο για τους μήνες που απομένουν έως τη λήξη."
  },
  "mortgage.lump-sums-reduce-term": {
    en: "Lump sums (reduce_term): paid after that month's instalment; the instalment is kept and maturity moves to the month the balance is cleared (n = -ln(1 - B r / P) / ln(1 + r), rounded up).",
    el: "Εφάπαξ ποσά (reduce_term): καταβάλλονται μετά τη δόση του μήνα· η δόση διατηρείται και η λήξη μετακινείται στον μήνα που εξοφλείται το υπόλοιπο (n = -ln(1 - B r / P) / ln(1 + r), στρογγυλεμένο προς τα πάνω)."
  },
  "mortgage.lump-sum-capped": {
    en: "Lump sum in month {month}: EUR {requested:money} requested, EUR {value:money} applied (the balance still owed).",
    el: "Εφάπαξ ποσό τον μήνα {month}: ζητήθηκαν € {requested:money}, εφαρμόστηκαν € {value:money} (το υπόλοιπο που οφειλόταν ακόμη)."
  },
  "mortgage.lump-sum-unused": {
    en: "Lump sum of EUR {amount:money} in month {month} not used: the loan is already repaid by then.",
    el: "Το εφάπαξ ποσό € {amount:money} τον μήνα {month} δεν χρησιμοποιήθηκε: το δάνειο έχει ήδη εξοφληθεί ως τότε."
  },
  "mortgage.erc-applied": {
    en: "Early-repayment charge {value}% on overpayments and lump sums paid in months 1-{fixedMonths} (the fixed period), rounded to the cent each month and paid on top (it does not reduce the balance): EUR {total:money}.",
    el: "Χρέωση πρόωρης αποπληρωμής {value}% στις πρόωρες αποπληρωμές και στα εφάπαξ ποσά που καταβάλλονται τους μήνες 1-{fixedMonths} (περίοδος σταθερού επιτοκίου), στρογγυλεμένη στο σεντ κάθε μήνα και πληρωτέα επιπλέον (δεν μειώνει το υπόλοιπο): € {total:money}."
  },
  "mortgage.erc-not-applied": {
    en: "ercPercentage {rate}% not applied: no overpayment or lump sum falls in the fixed period.",
    el: "Το ercPercentage {rate}% δεν εφαρμόστηκε: καμία πρόωρη αποπληρωμή ή εφάπαξ ποσό δεν εμπίπτει στην περίοδο σταθερού επιτοκίου."
  },
  "mortgage.erc-not-applied-no-fixed-period": {
    en: "ercPercentage {rate}% not applied: no overpayment or lump sum falls in the fixed period (there is none).",
    el: "Το ercPercentage {rate}% δεν εφαρμόστηκε: καμία πρόωρη αποπληρωμή ή εφάπαξ ποσό δεν εμπίπτει στην περίοδο σταθερού επιτοκίου (δεν υπάρχει τέτοια περίοδος)."
  },
  "mortgage.erc-omitted": {
    en: "No early-repayment charge included: ercPercentage not given. Check the loan agreement for a charge on prepayments during the fixed period.",
    el: "Δεν περιλαμβάνεται χρέωση πρόωρης αποπληρωμής: δεν δόθηκε ercPercentage. Ελέγξτε τη σύμβαση δανείου για χρέωση σε πρόωρες αποπληρωμές κατά την περίοδο σταθερού επιτοκίου."
  },
  "mortgage.upfront-fees-omitted": {
    en: "Upfront fees not included: upfrontFees not given (e.g. arrangement, valuation, Land Registry mortgage registration, stamp duty).",
    el: "Δεν περιλαμβάνονται αρχικά έξοδα: δεν δόθηκε upfrontFees (π.χ. έξοδα διεκπεραίωσης, εκτίμησης, εγγραφής υποθήκης στο Κτηματολόγιο, χαρτόσημα)."
  },
  "mortgage.upfront-fees-included": {
    en: "Upfront fees EUR {value:money} included in totalPaid.",
    el: "Αρχικά έξοδα € {value:money} περιλαμβάνονται στο totalPaid."
  },
  "mortgage.closure-fee-omitted": {
    en: "Closure fee not included: closureFee not given.",
    el: "Δεν περιλαμβάνεται τέλος εξόφλησης: δεν δόθηκε closureFee."
  },
  "mortgage.closure-fee-included": {
    en: "Closure fee EUR {value:money} included in totalPaid.",
    el: "Τέλος εξόφλησης € {value:money} περιλαμβάνεται στο totalPaid."
  },
  "mortgage.not-included": {
    en: "Not included: life and property insurance premiums, account charges, state interest subsidies and tax relief.",
    el: "Δεν περιλαμβάνονται: ασφάλιστρα ζωής και ακινήτου, χρεώσεις λογαριασμού, κρατικές επιδοτήσεις επιτοκίου και φορολογικές ελαφρύνσεις."
  }
} as const satisfies AssumptionTexts
