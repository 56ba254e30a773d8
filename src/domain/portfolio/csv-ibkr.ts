import type { Transaction } from "./transaction.ts"
import { type Field, fold, foldHeading, type Format, type RowOutcome, rowTools, tx } from "./csv-formats.ts"

// ---------------------------------------------------------------------------------------------
// Interactive Brokers activity statement (CSV): sections of "Section,Header,..." heading lines and
// "Section,Data,..." rows. Read: Trades, Deposits & Withdrawals, Dividends, Withholding Tax, Fees,
// Interest. Quantity and Amount are signed (negative = sold / paid out). No FX rates are given.
// ---------------------------------------------------------------------------------------------

const SECTION_HEADINGS: Partial<Record<Field, ReadonlyArray<string>>> = {
  date: ["date/time", "settle date", "date"],
  ticker: ["symbol"],
  quantity: ["quantity"],
  price: ["t. price"],
  amount: ["proceeds", "amount"],
  currency: ["currency"],
  fee: ["comm/fee"],
  type: ["datadiscriminator"],
  details: ["asset category"],
  note: ["description"]
}

const READ_SECTIONS = ["trades", "deposits & withdrawals", "dividends", "withholding tax", "fees", "interest"]

/** True when the records look like an IBKR activity statement. */
export const isIbkrStatement = (records: ReadonlyArray<ReadonlyArray<string>>): boolean =>
  records.some((r) => foldHeading(r[0] ?? "") === "trades" && foldHeading(r[1] ?? "") === "header") ||
  (records.some((r) => foldHeading(r[0] ?? "") === "statement" && foldHeading(r[1] ?? "") === "header") &&
    records.some((r) => READ_SECTIONS.includes(foldHeading(r[0] ?? ""))))

export const IBKR: Pick<Format, "id" | "label"> = {
  id: "interactive-brokers",
  label: "Interactive Brokers (activity statement)"
}

const mapRow: (section: string) => Format["mapRow"] = (section) => (r) => {
  const t = rowTools(r)
  const cur0 = r.cell("currency") ?? ""
  const discriminator = fold(r.cell("type") ?? "order")
  if (/^total|^subtotal/i.test(cur0.trim()) || (discriminator !== "order" && section === "trades")) {
    return { transactions: [], problems: [], missing: [], ignored: "total or sub-total line" }
  }
  const date = t.date()
  const cur = t.currency()
  const noFx = "(IBKR activity statements give no per-row rate)"
  if (section === "trades") {
    if (fold(r.cell("details") ?? "") === "forex")
      return { transactions: [], problems: [], missing: [], ignored: "currency conversion, not a holding" }
    const ticker = t.text("ticker", true)
    const qty = t.number("quantity", true)
    const price = t.number("price", true)
    const proceeds = t.number("amount", false)
    const fee = t.number("fee", false)
    if (date === null || cur === null || ticker === null || qty === null || price === null) return fin(t, [])
    if (qty === 0) return fin(t, [], "quantity 0")
    return fin(t, [
      tx({
        date,
        type: qty > 0 ? "buy" : "sell",
        ticker,
        quantity: Math.abs(qty),
        price,
        amount: proceeds === null ? null : Math.abs(proceeds),
        fee: fee === null || fee === 0 ? null : Math.abs(fee),
        currency: cur,
        fxRate: t.needFx(cur, null, noFx),
        lineNumber: r.lineNumber
      })
    ])
  }
  const amount = t.number("amount", true)
  if (date === null || cur === null || amount === null) return fin(t, [])
  const description = t.text("note", false)
  const type: Transaction["type"] | null =
    section === "deposits & withdrawals"
      ? amount >= 0
        ? "deposit"
        : "withdrawal"
      : section === "dividends"
        ? amount >= 0
          ? "dividend"
          : null
        : section === "withholding tax"
          ? amount <= 0
            ? "tax"
            : null
          : section === "fees"
            ? amount <= 0
              ? "fee"
              : null
            : amount >= 0
              ? "interest"
              : null
  if (type === null)
    return {
      transactions: [],
      problems: [
        {
          column: r.column("amount"),
          value: r.cell("amount") ?? null,
          reason: `a ${amount < 0 ? "negative" : "positive"} amount in ${section} (a reversal or refund) is not read: add it by hand if it matters`
        }
      ],
      missing: []
    }
  const ticker =
    type === "dividend" && description !== null ? (/^([A-Z0-9.]+)\s*\(/.exec(description)?.[1] ?? null) : null
  return fin(t, [
    tx({
      date,
      type,
      ticker,
      amount: Math.abs(amount),
      currency: cur,
      fxRate: t.needFx(cur, null, noFx),
      note: description,
      lineNumber: r.lineNumber
    })
  ])
}

const fin = (t: ReturnType<typeof rowTools>, transactions: Array<Transaction>, ignored?: string): RowOutcome =>
  t.problems.length > 0
    ? { transactions: [], problems: t.problems, missing: [] }
    : ignored !== undefined
      ? { transactions: [], problems: [], missing: [], ignored }
      : { transactions, problems: [], missing: t.missing }

/** Per data line: its section's column map and row mapper; lines of other sections are ignored. */
export const ibkrSections = (records: ReadonlyArray<ReadonlyArray<string>>) => {
  const columnsBySection = new Map<string, Map<Field, number>>()
  const headingText = new Map<string, ReadonlyArray<string>>()
  return records.map((cells) => {
    const section = foldHeading(cells[0] ?? "")
    const kind = foldHeading(cells[1] ?? "")
    if (!READ_SECTIONS.includes(section)) return null
    if (kind === "header") {
      const map = new Map<Field, number>()
      const headings = cells.slice(2).map(foldHeading)
      for (const [field, names] of Object.entries(SECTION_HEADINGS) as Array<[Field, ReadonlyArray<string>]>) {
        const k = names.map((n) => headings.indexOf(n)).find((k) => k >= 0)
        if (k !== undefined) map.set(field, k + 2)
      }
      columnsBySection.set(section, map)
      headingText.set(section, cells)
      return null
    }
    if (kind !== "data") return null
    const map = columnsBySection.get(section)
    if (map === undefined) return null
    return { section, map, headings: headingText.get(section)!, mapRow: mapRow(section) }
  })
}
