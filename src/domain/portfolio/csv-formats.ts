import type { Transaction, TransactionType } from "./transaction.ts"
import {
  currencyPrefix,
  type DateOrder,
  type DecimalSeparator,
  isBlank,
  MAX_CELL_LENGTH,
  readDate,
  readNumber
} from "./csv-values.ts"

// ---------------------------------------------------------------------------------------------
// Broker export formats: which headings identify them, and how one data row becomes transactions.
// Column names follow the public export formats; a heading is matched case- and space-insensitively.
// ---------------------------------------------------------------------------------------------

export type Field =
  | "date"
  | "type"
  | "ticker"
  | "quantity"
  | "price"
  | "amount"
  | "currency"
  | "fxRate"
  | "fee"
  | "sleeve"
  | "note"
  | "priceCurrency"
  | "exchangeRate"
  | "conversionFee"
  | "conversionFeeCurrency"
  | "details"

export interface Problem {
  readonly column: string | null
  readonly value: string | null
  readonly reason: string
}

/** What a format needs to read a row: cell access by field, the file's number and date conventions. */
export interface RowReader {
  readonly lineNumber: number
  readonly baseCurrency: string
  readonly decimal: DecimalSeparator
  readonly dateOrder: DateOrder
  /** raw cell of a field ("" when empty; undefined when the file has no such column) */
  cell(field: Field): string | undefined
  /** the file's heading for a field, for reports */
  column(field: Field): string
}

export interface RowOutcome {
  readonly transactions: Array<Transaction>
  /** problems that made the row unusable: it is skipped */
  readonly problems: Array<Problem>
  /** values missing from a row that was kept (e.g. an FX rate the export does not give) */
  readonly missing: Array<Problem>
  /** not a transaction (a total line, a currency conversion ...): left out, with the reason */
  readonly ignored?: string
}

export interface Format {
  readonly id: "interactive-brokers" | "trading212" | "revolut" | "etoro" | "generic"
  readonly label: string
  /** heading synonyms (folded: lower case, single spaces) per field */
  readonly headings: Partial<Record<Field, ReadonlyArray<string>>>
  /** fields whose headings must all be present for the format to be recognised */
  readonly signature: ReadonlyArray<Field>
  readonly dateOrder?: DateOrder
  readonly mapRow: (r: RowReader) => RowOutcome
}

export const fold = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ")

/** A heading as matched against the known names: "" (matches none) when longer than any cell read. */
export const foldHeading = (cell: string): string => (cell.length > MAX_CELL_LENGTH ? "" : fold(cell))

// ---------------------------------------------------------------------------------------------
// Reading a row
// ---------------------------------------------------------------------------------------------

/** Collects a row's problems while its values are read; each reader returns null when it failed. */
export const rowTools = (r: RowReader) => {
  const problems: Array<Problem> = []
  const missing: Array<Problem> = []
  const fail = (field: Field, reason: string) => {
    const column = r.column(field)
    if (!problems.some((p) => p.column === column)) problems.push({ column, value: r.cell(field) ?? null, reason })
    return null
  }
  const date = (field: Field = "date"): string | null => {
    const raw = r.cell(field)
    if (isBlank(raw)) return fail(field, "date is missing")
    return (
      readDate(raw!, r.dateOrder) ??
      fail(
        field,
        r.dateOrder === "ymd" && /\d\/\d/.test(raw!)
          ? "the day/month order of the dates cannot be told (no day above 12): write dates as YYYY-MM-DD"
          : "date is not readable"
      )
    )
  }
  const number = (field: Field, required: boolean): number | null => {
    const raw = r.cell(field)
    if (isBlank(raw)) return required ? fail(field, `${field} is missing`) : null
    return readNumber(raw!, r.decimal) ?? fail(field, `${field} is not a readable number`)
  }
  const text = (field: Field, required: boolean): string | null => {
    const raw = r.cell(field)
    if (isBlank(raw)) return required ? fail(field, `${field} is missing`) : null
    return raw!.trim()
  }
  const currency = (field: Field = "currency", fallbackFrom?: Field): string | null => {
    const raw = r.cell(field)
    if (!isBlank(raw)) {
      const c = raw!.trim().toUpperCase()
      return /^[A-Z]{3}$/.test(c) ? c : fail(field, "currency is not a 3-letter ISO code")
    }
    const prefixed = fallbackFrom === undefined ? null : currencyPrefix(r.cell(fallbackFrom) ?? "")
    return prefixed ?? fail(field, "currency is missing (never assumed)")
  }
  /** fxRate when the row's currency differs from the base currency and the export gives none: reported, not guessed */
  const needFx = (cur: string, fx: number | null, why: string): number | null => {
    if (cur === r.baseCurrency || fx !== null) return cur === r.baseCurrency ? null : fx
    missing.push({
      column: "fxRate",
      value: null,
      reason: `no ${r.baseCurrency} per ${cur} rate ${why}: ask the user for it and add fxRate to the row before analyze_portfolio`
    })
    return null
  }
  return { problems, missing, fail, date, number, text, currency, needFx }
}

/** Builds a transaction without undefined keys (exactOptionalPropertyTypes; strict decoding downstream). */
export const tx = (fields: { [K in keyof Transaction]?: Transaction[K] | null }): Transaction => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) out[k] = v
  return out as Transaction
}

const TYPE_WORDS: ReadonlyArray<readonly [TransactionType, ReadonlyArray<string>]> = [
  ["buy", ["buy", "bought", "purchase", "market buy", "limit buy", "stop buy"]],
  ["sell", ["sell", "sold", "sale", "market sell", "limit sell", "stop sell"]],
  ["dividend", ["dividend", "dividends", "div"]],
  ["interest", ["interest", "interest on cash"]],
  ["fee", ["fee", "fees", "commission", "custody fee"]],
  ["tax", ["tax", "withholding tax", "withholding"]],
  ["deposit", ["deposit", "cash in", "top up", "top-up", "contribution"]],
  ["withdrawal", ["withdrawal", "withdraw", "cash out"]],
  ["transfer_in", ["transfer in", "transfer_in"]],
  ["transfer_out", ["transfer out", "transfer_out"]],
  ["valuation", ["valuation", "value", "price", "mark"]]
]
const TYPE_OF = new Map<string, TransactionType>(TYPE_WORDS.flatMap(([t, words]) => words.map((w) => [w, t] as const)))
const typeOf = (raw: string): TransactionType | null =>
  TYPE_OF.get(fold(raw).replace(/-/g, " ")) ?? TYPE_OF.get(fold(raw)) ?? null

const outcome = (t: ReturnType<typeof rowTools>, transactions: Array<Transaction>): RowOutcome =>
  t.problems.length > 0
    ? { transactions: [], problems: t.problems, missing: [] }
    : { transactions, problems: [], missing: t.missing }

/** Which transaction type a folded type (or action) cell stands for: the first rule it passes, in order. */
type TypeRules = ReadonlyArray<readonly [TransactionType, (action: string) => boolean]>

/** The row's transaction type by a format's rules; null when it passes none (the row is not read). */
const typeByRules = (r: RowReader, rules: TypeRules): TransactionType | null => {
  const action = fold(r.cell("type") ?? "")
  return rules.find(([, matches]) => matches(action))?.[0] ?? null
}

/** A row whose type the format does not read: skipped, with the reason (given the raw type) against the type column. */
const typeNotRead = (r: RowReader, reason: (rawType: string) => string): RowOutcome => ({
  transactions: [],
  problems: [{ column: r.column("type"), value: r.cell("type") ?? null, reason: reason(r.cell("type") ?? "") }],
  missing: []
})

/**
 * The transaction of a cash row (a dividend with its ticker, interest, a deposit, a withdrawal, a fee) of an export
 * that gives no FX rate for it: `needFx` reports the rate as missing, saying `why`.
 */
const cashTransaction = (
  r: RowReader,
  t: ReturnType<typeof rowTools>,
  row: { readonly kind: TransactionType; readonly date: string; readonly amount: number; readonly currency: string },
  why: string
): Transaction =>
  tx({
    date: row.date,
    type: row.kind,
    ticker: row.kind === "dividend" ? t.text("ticker", false) : null,
    amount: Math.abs(row.amount),
    currency: row.currency,
    fxRate: t.needFx(row.currency, null, why),
    lineNumber: r.lineNumber
  })

// ---------------------------------------------------------------------------------------------
// Generic ledger: date, type (or signed quantity), ticker, quantity, price, amount, currency, fxRate
// ---------------------------------------------------------------------------------------------

const generic: Format = {
  id: "generic",
  label: "Generic ledger (date, type, ticker, quantity, price, amount, currency)",
  headings: {
    date: ["date", "trade date", "transaction date"],
    type: ["type", "action", "transaction type", "transaction"],
    ticker: ["ticker", "symbol", "isin", "instrument", "security"],
    quantity: ["quantity", "qty", "shares", "units"],
    price: ["price", "unit price", "price per share"],
    amount: ["amount", "total", "value", "net amount"],
    currency: ["currency", "ccy"],
    fxRate: ["fxrate", "fx rate", "fx rate to base"],
    fee: ["fee", "fees", "commission"],
    sleeve: ["sleeve", "account", "sub portfolio", "subportfolio", "portfolio"],
    note: ["note", "notes", "description", "memo"]
  },
  signature: ["date", "currency"],
  mapRow: (r) => {
    const t = rowTools(r)
    const date = t.date()
    const cur = t.currency()
    const rawType = r.cell("type")
    let type: TransactionType | null = null
    const qty = t.number("quantity", false)
    if (rawType !== undefined) {
      type = isBlank(rawType)
        ? t.fail("type", "type is missing")
        : (typeOf(rawType) ??
          t.fail(
            "type",
            `type "${rawType.trim()}" is not one of buy, sell, dividend, interest, fee, tax, deposit, withdrawal, transfer_in, transfer_out, valuation`
          ))
    } else if (qty !== null && qty !== 0) {
      type = qty > 0 ? "buy" : "sell"
    } else if (t.problems.length === 0)
      t.fail("quantity", "without a type column, a signed quantity (positive buy, negative sell) is needed")
    const price = t.number("price", false)
    const amount = t.number("amount", false)
    const fx = t.number("fxRate", false)
    const fee = t.number("fee", false)
    const ticker = t.text("ticker", false)
    if (type === "buy" || type === "sell") {
      if (ticker === null) t.fail("ticker", "ticker is missing on a trade")
      if (qty === null || qty === 0) t.fail("quantity", "quantity is missing on a trade")
      if (price === null && amount === null) t.fail("price", "price (or amount) is missing on a trade")
    } else if (type === "valuation") {
      if (ticker !== null && price === null) t.fail("price", "price is missing on a valuation of a holding")
      if (ticker === null && amount === null) t.fail("amount", "amount is missing on a valuation of the whole account")
    } else if (type !== null && amount === null) t.fail("amount", `amount is missing on a ${type} row`)
    if (fx !== null && fx <= 0) t.fail("fxRate", "fxRate must be above 0")
    if (t.problems.length > 0 || date === null || cur === null || type === null) return outcome(t, [])
    const trade = type === "buy" || type === "sell" || (type === "valuation" && ticker !== null)
    const row = tx({
      date,
      type,
      currency: cur,
      ticker: type === "buy" || type === "sell" || type === "valuation" || type === "dividend" ? ticker : null,
      quantity: type === "buy" || type === "sell" ? Math.abs(qty!) : null,
      price: trade ? price : null,
      amount: (type === "valuation" && ticker !== null) || amount === null ? null : Math.abs(amount),
      fee: type === "buy" || type === "sell" ? (fee === null ? null : Math.abs(fee)) : null,
      fxRate: t.needFx(cur, fx, "in the fxRate column"),
      note: t.text("note", false),
      lineNumber: r.lineNumber
    })
    return outcome(t, [row])
  }
}

// ---------------------------------------------------------------------------------------------
// Trading 212 history export
// ---------------------------------------------------------------------------------------------

const trading212: Format = {
  id: "trading212",
  label: "Trading 212 (history export)",
  headings: {
    type: ["action"],
    date: ["time"],
    ticker: ["ticker"],
    quantity: ["no. of shares"],
    price: ["price / share"],
    priceCurrency: ["currency (price / share)"],
    exchangeRate: ["exchange rate"],
    amount: ["total"],
    currency: ["currency (total)"],
    conversionFee: ["currency conversion fee"],
    conversionFeeCurrency: ["currency (currency conversion fee)"],
    note: ["notes"]
  },
  signature: ["type", "date", "quantity", "price", "amount"],
  mapRow: (r) => {
    const t = rowTools(r)
    const date = t.date()
    const kind = typeByRules(r, [
      ["buy", (action) => /(^| )buy$/.test(action)],
      ["sell", (action) => /(^| )sell$/.test(action)],
      ["dividend", (action) => action.startsWith("dividend")],
      ["deposit", (action) => action === "deposit"],
      ["withdrawal", (action) => action === "withdrawal"],
      ["interest", (action) => action.startsWith("interest")]
    ])
    if (kind === null)
      return typeNotRead(
        r,
        (raw) => `action "${raw}" is not read (not a trade, dividend, interest, deposit or withdrawal)`
      )
    if (kind === "buy" || kind === "sell") {
      const out: Array<Transaction> = []
      const ticker = t.text("ticker", true)
      const qty = t.number("quantity", true)
      const price = t.number("price", true)
      const cur = t.currency("priceCurrency")
      const account = t.currency("currency")
      const rate = t.number("exchangeRate", false)
      const fee = t.number("conversionFee", false)
      if (date === null || ticker === null || qty === null || price === null || cur === null || account === null)
        return outcome(t, [])
      // Exchange rate: units of the price currency per 1 unit of the account currency
      const fx = cur !== r.baseCurrency && account === r.baseCurrency && rate !== null && rate > 0 ? 1 / rate : null
      out.push(
        tx({
          date,
          type: kind,
          ticker,
          quantity: Math.abs(qty),
          price,
          currency: cur,
          fxRate: t.needFx(cur, fx, `(the export's exchange rate is to the account currency ${account})`),
          lineNumber: r.lineNumber
        })
      )
      if (fee !== null && fee !== 0) {
        const feeCur = t.currency("conversionFeeCurrency")
        if (feeCur !== null)
          out.push(
            tx({
              date,
              type: "fee",
              amount: Math.abs(fee),
              currency: feeCur,
              fxRate: t.needFx(feeCur, null, "for the conversion fee"),
              note: "currency conversion fee",
              lineNumber: r.lineNumber
            })
          )
      }
      return outcome(t, out)
    }
    const amount = t.number("amount", true)
    const cur = t.currency("currency")
    if (date === null || amount === null || cur === null) return outcome(t, [])
    return outcome(t, [cashTransaction(r, t, { kind, date, amount, currency: cur }, "in the export")])
  }
}

// ---------------------------------------------------------------------------------------------
// Revolut trading account statement
// ---------------------------------------------------------------------------------------------

const revolut: Format = {
  id: "revolut",
  label: "Revolut (trading account statement)",
  headings: {
    date: ["date"],
    ticker: ["ticker"],
    type: ["type"],
    quantity: ["quantity"],
    price: ["price per share"],
    amount: ["total amount"],
    currency: ["currency"],
    exchangeRate: ["fx rate"]
  },
  signature: ["date", "ticker", "type", "price", "amount"],
  mapRow: (r) => {
    const t = rowTools(r)
    const kind = typeByRules(r, [
      ["buy", (action) => action.startsWith("buy")],
      ["sell", (action) => action.startsWith("sell")],
      ["dividend", (action) => action.startsWith("dividend")],
      ["deposit", (action) => action === "cash top-up" || action === "cash top up"],
      ["withdrawal", (action) => action === "cash withdrawal"],
      ["fee", (action) => action.includes("fee")]
    ])
    if (kind === null)
      return typeNotRead(
        r,
        (raw) => `type "${raw}" is not read (e.g. a stock split or transfer: add it by hand if it matters)`
      )
    const date = t.date()
    const cur = t.currency("currency", "amount")
    const amount = t.number("amount", true)
    const why = `(the export's FX Rate${isBlank(r.cell("exchangeRate")) ? "" : ` ${r.cell("exchangeRate")!.trim()}`} does not state its base and direction)`
    if (kind === "buy" || kind === "sell") {
      const ticker = t.text("ticker", true)
      const qty = t.number("quantity", true)
      const price = t.number("price", true)
      if (date === null || cur === null || ticker === null || qty === null || price === null || amount === null)
        return outcome(t, [])
      return outcome(t, [
        tx({
          date,
          type: kind,
          ticker,
          quantity: Math.abs(qty),
          price,
          amount: Math.abs(amount),
          currency: cur,
          fxRate: t.needFx(cur, null, why),
          lineNumber: r.lineNumber
        })
      ])
    }
    if (date === null || cur === null || amount === null) return outcome(t, [])
    return outcome(t, [cashTransaction(r, t, { kind, date, amount, currency: cur }, why)])
  }
}

// ---------------------------------------------------------------------------------------------
// eToro account statement, "Account Activity" sheet saved as CSV (amounts in USD)
// ---------------------------------------------------------------------------------------------

const ETORO_CURRENCY = "USD"

const etoro: Format = {
  id: "etoro",
  label: "eToro (account statement, Account Activity)",
  headings: {
    date: ["date"],
    type: ["type"],
    details: ["details"],
    amount: ["amount"],
    quantity: ["units"],
    note: ["position id"]
  },
  signature: ["date", "type", "details", "amount", "quantity"],
  dateOrder: "dmy",
  mapRow: (r) => {
    const t = rowTools(r)
    const kind = typeByRules(r, [
      ["buy", (action) => action === "open position"],
      ["sell", (action) => action === "position closed"],
      ["dividend", (action) => action === "dividend"],
      ["deposit", (action) => action === "deposit"],
      ["withdrawal", (action) => action.startsWith("withdraw")],
      ["fee", (action) => action.includes("fee")]
    ])
    if (kind === null) return typeNotRead(r, (raw) => `type "${raw}" is not read`)
    const date = t.date()
    const amount = t.number("amount", true)
    const ticker =
      kind === "buy" || kind === "sell" || kind === "dividend"
        ? (t.text("details", kind !== "dividend") ?? "").split("/")[0]!.trim() || null
        : null
    const qty = kind === "buy" || kind === "sell" ? t.number("quantity", true) : null
    if (date === null || amount === null || ((kind === "buy" || kind === "sell") && (qty === null || ticker === null)))
      return outcome(t, [])
    const fxRate = t.needFx(ETORO_CURRENCY, null, "(eToro statements are in USD)")
    return outcome(t, [
      tx({
        date,
        type: kind,
        ticker,
        quantity: qty === null ? null : Math.abs(qty),
        amount: Math.abs(amount),
        currency: ETORO_CURRENCY,
        fxRate,
        note: r.cell("note")?.trim() ? `position ${r.cell("note")!.trim()}` : null,
        lineNumber: r.lineNumber
      })
    ])
  }
}

/** Most specific first; the generic ledger last. */
export const TABLE_FORMATS: ReadonlyArray<Format> = [trading212, revolut, etoro, generic]
