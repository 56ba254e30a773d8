// The Greek of the field messages analyze_portfolio writes itself (input.ts, calculate.ts and the domain's
// transaction.ts and ledger.ts), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Names, tickers,
// dates and figures are read out of the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, leadingField, textBetween } from "../../core/tool.ts"

/** Why a row type needs a field (transaction.ts), in Greek. */
const WHY: Readonly<Record<string, string>> = {
  "which security was traded": "ποιος τίτλος αγοράστηκε ή πωλήθηκε",
  "how many units were traded": "πόσα μερίδια/τεμάχια αγοράστηκαν ή πωλήθηκαν",
  "the holding's market price at the end of that date": "η τιμή αγοράς του τίτλου στο τέλος εκείνης της ημέρας",
  "a valuation without ticker is the whole sub-portfolio's market value":
    "μια αποτίμηση χωρίς ticker είναι η αγοραία αξία ολόκληρου του υπο-χαρτοφυλακίου",
  "how many units were transferred": "πόσα μερίδια/τεμάχια μεταφέρθηκαν",
  "the market price of the units transferred that day": "η τιμή αγοράς των μεταφερθέντων μεριδίων εκείνη την ημέρα",
  "the cash sum moved": "το χρηματικό ποσό που κινήθηκε"
}

export const PORTFOLIO_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "baseCurrency is required:",
    el: () =>
      "Το baseCurrency απαιτείται: το νόμισμα στο οποίο αναφέρεται ο χρήστης, π.χ. EUR (ρωτήστε τον, μην το υποθέτετε)."
  },
  {
    startsWith: "subPortfolios is required:",
    el: () =>
      "Το subPortfolios απαιτείται: τουλάχιστον ένα { name, transactions } με τις πραγματικές κινήσεις του χρήστη (ποτέ επινοημένες)."
  },
  {
    startsWith: "send either transactions or holdings for a sub-portfolio",
    el: () => "Στείλτε είτε transactions είτε holdings για ένα υπο-χαρτοφυλάκιο, όχι και τα δύο."
  },
  {
    startsWith: "a sub-portfolio needs its transactions",
    el: () =>
      "Ένα υπο-χαρτοφυλάκιο χρειάζεται τις κινήσεις του (transactions) ή τις θέσεις του (holdings)· ζητήστε τις από τον χρήστη, ποτέ επινοημένες."
  },
  {
    startsWith: 'sub-portfolio name "',
    el: (message) =>
      `Το όνομα υπο-χαρτοφυλακίου "${textBetween(message, 'name "', '" is used twice')}" χρησιμοποιείται δύο φορές· τα ονόματα πρέπει να είναι μοναδικά.`
  },
  {
    startsWith: "fxRate is required: the row is in ",
    el: (message) => {
      const currency = textBetween(message, "the row is in ", " and the base")
      const base = textBetween(message, "the base currency is ", " (")
      return `Το fxRate απαιτείται: η γραμμή είναι σε ${currency} και το νόμισμα αναφοράς είναι ${base} (${base} ανά 1 ${currency} στις ${textBetween(message, " on ", ")")}).`
    }
  },
  {
    startsWith: "fxRate is required: ",
    contains: " is priced in ",
    el: (message) => {
      const currency = textBetween(message, " is priced in ", " and the base")
      const base = textBetween(message, "the base currency is ", " (")
      return `Το fxRate απαιτείται: το ${textBetween(message, "required: ", " is priced in ")} αποτιμάται σε ${currency} και το νόμισμα αναφοράς είναι ${base} (${base} ανά 1 ${currency} στις ${textBetween(message, " at ", ")")}).`
    }
  },
  {
    startsWith: "dated after asOfDate ",
    el: (message) =>
      `Η ημερομηνία είναι μετά το asOfDate ${textBetween(message, "asOfDate ", ":")}: αφαιρέστε τη γραμμή ή μετακινήστε το asOfDate.`
  },
  {
    startsWith: 'names sleeve "',
    el: (message) =>
      `Η γραμμή αναφέρει sleeve "${textBetween(message, 'sleeve "', '" but')}" αλλά βρίσκεται στο υπο-χαρτοφυλάκιο "${textBetween(message, 'sub-portfolio "', '":')}": μετακινήστε τη γραμμή ή διορθώστε το όνομα.`
  },
  {
    startsWith: "the row is in the base currency ",
    el: (message) =>
      `Η γραμμή είναι στο νόμισμα αναφοράς ${textBetween(message, "base currency ", ":")}: το fxRate πρέπει να είναι 1 ή να παραλείπεται.`
  },
  {
    startsWith: "takes out more ",
    el: (message) =>
      `Αφαιρεί περισσότερα ${textBetween(message, "takes out more ", " than the")} από όσα κατέχει το υπο-χαρτοφυλάκιο στις ${textBetween(message, " holds on ", " (")} (κατέχονται ${greekNumber(textBetween(message, " (", " held)"))}): προσθέστε την προηγούμενη αγορά ή μεταφορά εισερχόμενων (transfer_in), ποτέ υποθετική.`
  },
  {
    startsWith: '"',
    contains: " is valued as a whole (valuation rows without ticker)",
    el: (message) =>
      `Το "${textBetween(message, '"', '" is valued')}" αποτιμάται ως σύνολο (γραμμές valuation χωρίς ticker) και έχει κινήσεις μετά την τελευταία αποτίμησή του στις ${textBetween(message, "last valuation of ", ":")}: προσθέστε αποτίμηση (type valuation, amount = η συνολική αξία) με ημερομηνία ${textBetween(message, "dated on or after ", " ")} ή μεταγενέστερη.`
  },
  {
    startsWith: "no valuation for ",
    el: (message) => {
      const ticker = textBetween(message, 'ticker: "', '"')
      const lastTrade = textBetween(message, "the trade of ", ", not")
      const row = message.slice(message.indexOf("{"), message.indexOf("}") + 1)
      return `Δεν υπάρχει αποτίμηση για ${ticker}${lastTrade === "" ? "" : ` (η τελευταία τιμή του είναι η συναλλαγή της ${lastTrade}, όχι τρέχουσα αποτίμηση)`}: ρωτήστε τον χρήστη για την τρέχουσα τιμή και προσθέστε γραμμή ${row}.`
    }
  },
  {
    startsWith: "price (or amount) is required on a ",
    el: (message) =>
      `Το price (ή το amount) απαιτείται σε γραμμή τύπου ${textBetween(message, "required on a ", " row")}.`
  },
  {
    startsWith: "",
    contains: " is required on a ",
    el: (message) => {
      const why = message.slice(message.indexOf(" row: ") + 6)
      return `Το ${leadingField(message)} απαιτείται σε γραμμή τύπου ${textBetween(message, "required on a ", " row")}: ${WHY[why] ?? why}.`
    }
  },
  {
    startsWith: "",
    contains: " does not apply to a ",
    el: (message) =>
      `Το ${leadingField(message)} δεν ισχύει σε γραμμή τύπου ${textBetween(message, "does not apply to a ", " row")}· αφαιρέστε το.`
  },
  {
    startsWith: "must be a date written YYYY-MM-DD",
    el: () => "Πρέπει να είναι ημερομηνία της μορφής YYYY-MM-DD (έτος-μήνας-ημέρα)."
  },
  {
    startsWith: "must be a 3-letter ISO 4217 code",
    el: () => "Πρέπει να είναι κωδικός νομίσματος ISO 4217 τριών κεφαλαίων γραμμάτων, π.χ. EUR, USD, GBP."
  },
  {
    startsWith: "must be a real calendar date",
    el: () => "Πρέπει να είναι πραγματική ημερομηνία ημερολογίου της μορφής YYYY-MM-DD (έτος-μήνας-ημέρα)."
  }
]
