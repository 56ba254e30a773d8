// The Greek of the field messages the income tax's own checks write (src/domain/income-tax/input.ts and check.ts),
// for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Figures and field names are read out of the
// English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, leadingField, textBetween } from "../../core/tool.ts"

export const INCOME_TAX_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "",
    contains: " exists from tax year ",
    el: (message) =>
      `Το ${leadingField(message)} υπάρχει από το φορολογικό έτος ${textBetween(message, "exists from tax year ", " ")} (μεταρρύθμιση του 2026)· δεν μπορεί να διεκδικηθεί για το ${message.slice(message.lastIndexOf(" ") + 1)}.`
  },
  {
    startsWith: "",
    contains: " applies only when employmentType is self-employed",
    el: (message) => `Το ${leadingField(message)} ισχύει μόνο για αυτοτελώς εργαζόμενο (employmentType self-employed).`
  },
  {
    startsWith: "salaryIncome is required with employmentType",
    el: () =>
      "Το salaryIncome απαιτείται μαζί με το employmentType: το ακαθάριστο ΕΤΗΣΙΟ εισόδημα από μισθωτή απασχόληση σε ευρώ (0 αν είστε μόνο αυτοτελώς εργαζόμενος)· ρωτήστε τον χρήστη αν το ποσό του είναι μηνιαίο ή ετήσιο."
  },
  {
    startsWith: "salaryIncome is required:",
    el: (message) =>
      `Το salaryIncome απαιτείται: το ακαθάριστο ΕΤΗΣΙΟ εισόδημα από μισθωτή απασχόληση σε ευρώ (0 αν είστε μόνο αυτοτελώς εργαζόμενος)· ρωτήστε τον χρήστη αν το ποσό του είναι μηνιαίο ή ετήσιο. Χωρίς μισθό, στείλτε το εισόδημα που υπάρχει (${textBetween(message, "send the income there is (", ")")}).`
  },
  {
    startsWith: "employmentType is required",
    el: () =>
      "Το employmentType απαιτείται: private (ιδιωτικός τομέας), civil (δημόσιος τομέας) ή self-employed (αυτοτελώς εργαζόμενος)· ρωτήστε τον χρήστη."
  },
  {
    startsWith: "foreignPensionTaxation applies only with foreignPensionIncome",
    el: () => "Το foreignPensionTaxation ισχύει μόνο μαζί με το foreignPensionIncome."
  },
  {
    startsWith: "foreignPensionTaxation is required with foreignPensionIncome",
    el: () =>
      'Το foreignPensionTaxation απαιτείται μαζί με το foreignPensionIncome: "normal" (με την κλίμακα, μαζί με το άλλο εισόδημα) ή "flat-5" (5% πάνω από το απαλλασσόμενο ποσό)· ρωτήστε τον χρήστη ποιο επιλέγει για το έτος.'
  },
  {
    startsWith: "isNonDomiciled is required with interestIncome or dividendIncome",
    el: () =>
      "Το isNonDomiciled απαιτείται μαζί με το interestIncome ή το dividendIncome: η Έκτακτη Εισφορά για την Άμυνα επιβάλλεται μόνο σε κατοίκους με κατοικία (domicile) στην Κύπρο· ρωτήστε τον χρήστη αν έχει καθεστώς non-dom (true ή false)."
  },
  {
    startsWith: "householdType must be one of ",
    el: (message) =>
      `Το householdType πρέπει να είναι ένα από ${message.slice("householdType must be one of ".length)}.`
  },
  {
    startsWith: "must be a real calendar date",
    el: () =>
      "Πρέπει να είναι πραγματική ημερομηνία του ημερολογίου (YYYY-MM-DD)· ελέγξτε την ημερομηνία με τον χρήστη."
  },
  {
    startsWith: "",
    contains: " must be a tax year with rules: ",
    el: (message) =>
      `Το ${leadingField(message)} πρέπει να είναι φορολογικό έτος για το οποίο υπάρχουν κανόνες: ${textBetween(message, "with rules: ", " (").split(" or ").join(" ή ")} (${message.includes("(a string such as") ? "κείμενο· γίνεται δεκτός και ο αριθμός" : "ακέραιος αριθμός· γίνεται δεκτό και ως κείμενο"}, π.χ. ${textBetween(message, "such as ", ";")}).`
  },
  {
    startsWith: "compareWithYear must be another tax year",
    el: () =>
      "Το compareWithYear πρέπει να είναι άλλο φορολογικό έτος από το legislationVersion (το έτος που υπολογίζεται)."
  },
  {
    startsWith: "foreignPensionIncome is for Cyprus tax residents",
    el: () =>
      "Το foreignPensionIncome αφορά φορολογικούς κατοίκους Κύπρου (άρθρο 20)· ένας μη κάτοικος στέλνει μόνο εισόδημα από την Κύπρο."
  },
  {
    startsWith: "turnover is required when employmentType is self-employed",
    el: () =>
      "Το turnover απαιτείται για αυτοτελώς εργαζόμενο (self-employed): ο ετήσιος ακαθάριστος κύκλος εργασιών σε ευρώ."
  },
  {
    startsWith: "occupationalCategory is required when employmentType is self-employed",
    el: (message) =>
      `Το occupationalCategory απαιτείται για αυτοτελώς εργαζόμενο (self-employed): ένα από ${message.slice(message.indexOf("one of ") + 7)}.`
  },
  {
    startsWith: "lifeInsuranceSumInsured is required with lifeInsurancePremiums",
    el: () =>
      "Το lifeInsuranceSumInsured απαιτείται μαζί με το lifeInsurancePremiums (η έκπτωση περιορίζεται σε ποσοστό του ασφαλισμένου ποσού)."
  },
  {
    startsWith: "isSingleParent is ",
    el: () => "Τα isSingleParent και householdType δεν συμφωνούν: στείλτε ένα από τα δύο ή κάντε τα να συμφωνούν."
  },
  {
    startsWith: "a single person has no dependent children",
    el: () =>
      "Ένα άτομο μόνο του (single) δεν έχει εξαρτώμενα τέκνα: γονέας χωρίς σύζυγο ή σύντροφο είναι «single-parent», γονέας με σύζυγο ή σύντροφο «couple»."
  },
  {
    startsWith: "a single-parent family has at least one dependent child",
    el: () =>
      "Μια μονογονεϊκή οικογένεια έχει τουλάχιστον ένα εξαρτώμενο τέκνο: στείλτε dependentChildren (1 ή περισσότερα)."
  },
  {
    startsWith: "householdType is required when",
    el: () =>
      "Το householdType απαιτείται όταν στέλνονται dependentChildren, housingCostPaid ή greenInvestment: το εισοδηματικό όριο των εκπτώσεων της μεταρρύθμισης εξαρτάται από αυτό (single, couple ή single-parent)."
  },
  {
    startsWith: "familyIncome is required when",
    el: () =>
      "Το familyIncome απαιτείται όταν στέλνονται dependentChildren, housingCostPaid ή greenInvestment: οι εκπτώσεις της μεταρρύθμισης εξαρτώνται από το ακαθάριστο εισόδημα (του ζεύγους μαζί, ή του ίδιου του φορολογούμενου αν είναι μόνος ή μονογονέας)."
  },
  {
    startsWith: "familyIncome (EUR ",
    el: (message) =>
      `Το familyIncome (€ ${greekNumber(textBetween(message, "familyIncome (EUR ", ")"))}) είναι μικρότερο από το εισόδημα του ίδιου του φορολογούμενου που στάλθηκε εδώ (€ ${greekNumber(textBetween(message, "sent here (EUR ", ")"))}): είναι το ακαθάριστο εισόδημα πριν από τις εκπτώσεις, μαζί με αυτό το εισόδημα.`
  }
]
