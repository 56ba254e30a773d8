// The assumptions of the portfolio CSV reader, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"
import type { Text } from "../../core/language.ts"

type Delimiter = "comma" | "semicolon" | "tab"
type Decimal = "comma" | "point"
type Order = "ymd" | "dmy" | "mdy"
type FormatId = `portfolio-csv.format.${Delimiter}.${Decimal}.${Order}`

const DELIMITER: Record<Delimiter, Text> = {
  comma: { en: "comma-separated", el: "στήλες χωρισμένες με κόμμα (,)" },
  semicolon: { en: "semicolon-separated", el: "στήλες χωρισμένες με άνω τελεία (;)" },
  tab: { en: "tab-separated", el: "στήλες χωρισμένες με στηλοθέτη (tab)" }
}
const DECIMAL: Record<Decimal, Text> = {
  comma: { en: "decimal comma", el: "υποδιαστολή το κόμμα" },
  point: { en: "decimal point", el: "υποδιαστολή η τελεία" }
}
const ORDER: Record<Order, Text> = {
  ymd: { en: "year-month-day", el: "έτος-μήνας-ημέρα" },
  dmy: { en: "day/month/year", el: "ημέρα/μήνας/έτος" },
  mdy: { en: "month/day/year", el: "μήνας/ημέρα/έτος" }
}

/** The id of the recognised-format sentence, by delimiter, decimal separator and date order. */
export const formatId = (delimiter: Delimiter, decimal: Decimal, order: Order): FormatId =>
  `portfolio-csv.format.${delimiter}.${decimal}.${order}`

const formatTexts = Object.fromEntries(
  (Object.keys(DELIMITER) as Array<Delimiter>).flatMap((d) =>
    (Object.keys(DECIMAL) as Array<Decimal>).flatMap((s) =>
      (Object.keys(ORDER) as Array<Order>).map((o): [FormatId, Text] => [
        formatId(d, s, o),
        {
          en: `Recognised format: {value}; ${DELIMITER[d].en}, ${DECIMAL[s].en}, dates read as ${ORDER[o].en}.`,
          el: `Αναγνωρισμένη μορφή: {value}· ${DELIMITER[d].el}, ${DECIMAL[s].el}, ημερομηνίες ως ${ORDER[o].el}.`
        }
      ])
    )
  )
) as Record<FormatId, Text>

export const PORTFOLIO_CSV_ASSUMPTIONS = {
  ...formatTexts,
  "portfolio-csv.amounts-positive": {
    en: "Amounts are written as positive numbers; the type gives the direction. Times of day are dropped (dates only).",
    el: "Τα ποσά γράφονται ως θετικοί αριθμοί· ο τύπος δίνει την κατεύθυνση. Οι ώρες παραλείπονται (μόνο ημερομηνίες)."
  },
  "portfolio-csv.date-orders-mixed": {
    en: "The date column mixes day/month and month/day orders: such dates were not read.",
    el: "Η στήλη ημερομηνίας αναμειγνύει τις σειρές ημέρα/μήνας και μήνας/ημέρα: τέτοιες ημερομηνίες δεν διαβάστηκαν."
  },
  "portfolio-csv.etoro-usd": {
    en: "eToro account statements are in USD: every row is in USD.",
    el: "Οι καταστάσεις λογαριασμού της eToro είναι σε USD: κάθε γραμμή είναι σε USD."
  },
  "portfolio-csv.trading212": {
    en: "Trading 212: trades are in the price currency; the export's exchange rate (price currency per account currency) gives fxRate only when the account currency is the base currency. Dividends are the net Total. Currency conversion fees become fee rows.",
    el: "Trading 212: οι συναλλαγές είναι στο νόμισμα της τιμής· η συναλλαγματική ισοτιμία της εξαγωγής (νόμισμα τιμής ανά νόμισμα λογαριασμού) δίνει fxRate μόνο όταν το νόμισμα του λογαριασμού είναι το νόμισμα βάσης. Τα μερίσματα είναι το καθαρό Total. Οι χρεώσεις μετατροπής συναλλάγματος γίνονται γραμμές χρεώσεων."
  },
  "portfolio-csv.revolut-fx-unused": {
    en: "Revolut: the export's FX Rate column is not used (its base and direction are not stated).",
    el: "Revolut: η στήλη FX Rate της εξαγωγής δεν χρησιμοποιείται (η βάση και η κατεύθυνσή της δεν αναφέρονται)."
  },
  "portfolio-csv.ibkr-sections": {
    en: "Interactive Brokers: read sections Trades, Deposits & Withdrawals, Dividends, Withholding Tax, Fees and Interest; other sections (positions, summaries) are not transactions. Forex conversions are not holdings and are left out.",
    el: "Interactive Brokers: διαβάζονται οι ενότητες Trades, Deposits & Withdrawals, Dividends, Withholding Tax, Fees και Interest· οι άλλες ενότητες (θέσεις, συνόψεις) δεν είναι συναλλαγές. Οι μετατροπές συναλλάγματος δεν είναι συμμετοχές και παραλείπονται."
  },
  "portfolio-csv.default-sub-portfolio": {
    en: 'Rows without an account column value are put in one sub-portfolio named "{value}".',
    el: "Οι γραμμές χωρίς τιμή στη στήλη λογαριασμού τοποθετούνται σε ένα υπο-χαρτοφυλάκιο με όνομα «{value}»."
  },
  "portfolio-csv.total-lines-left-out": {
    en: "{value} total, sub-total or currency-conversion line(s) were left out.",
    el: "Παραλείφθηκαν {value} γραμμές συνόλου, μερικού συνόλου ή μετατροπής συναλλάγματος."
  },
  "portfolio-csv.no-valuations": {
    en: "No valuations are in the text: analyze_portfolio needs the current price of each holding still held (valuation rows), which are never invented.",
    el: "Το κείμενο δεν περιέχει αποτιμήσεις: το analyze_portfolio χρειάζεται την τρέχουσα τιμή κάθε συμμετοχής που διακρατείται ακόμη (γραμμές αποτίμησης), οι οποίες δεν επινοούνται ποτέ."
  }
} as const satisfies AssumptionTexts
