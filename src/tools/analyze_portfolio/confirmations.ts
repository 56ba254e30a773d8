import { formatCents, greekNumber } from "../../core/format.ts"
import { isRecord } from "../../core/json-schema.ts"
import type { Confirmation } from "../../core/tool.ts"

/**
 * SPEC: equal and opposite same-day movements between sleeves net to an internal transfer only when both legs are
 * confirmed first. A pair the analysis found but the person has not confirmed (`unconfirmedTransfers` with both
 * sub-portfolios named) is asked about, through the protocol, to a client that can ask: a "yes" marks the two rows
 * `isConfirmedInternalTransfer`. Asked only when each sub-portfolio holds exactly one transfer row of that direction
 * on that date, so the rows a "yes" marks are the pair's and no other.
 */

/** At most this many pairs are asked about in one round; the rest stay in the answer's own questions. */
const MAX_ASKED = 5

type Row = Readonly<Record<string, unknown>>

const rowsOf = (args: Readonly<Record<string, unknown>>) =>
  (Array.isArray(args.subPortfolios) ? args.subPortfolios : []).map((sleeve) =>
    isRecord(sleeve) && Array.isArray(sleeve.transactions) ? (sleeve.transactions as ReadonlyArray<unknown>) : []
  )

/** The one row of a transfer direction on a date in a sleeve, by position; undefined when none or several. */
const onlyLeg = (rows: ReadonlyArray<unknown>, type: string, date: string): number | undefined => {
  let found: number | undefined
  for (const [index, row] of rows.entries()) {
    if (!isRecord(row) || row.type !== type || row.date !== date) continue
    if (found !== undefined) return undefined
    found = index
  }
  return found
}

const withRowConfirmed = (sleeve: unknown, row: number) => {
  const record = sleeve as Row
  const transactions = [...(record.transactions as ReadonlyArray<Row>)]
  transactions[row] = { ...transactions[row], isConfirmedInternalTransfer: true }
  return { ...record, transactions }
}

export const transferConfirmations = (
  args: Readonly<Record<string, unknown>>,
  answer: Readonly<Record<string, unknown>>
): ReadonlyArray<Confirmation> => {
  const pairs = Array.isArray(answer.unconfirmedTransfers) ? answer.unconfirmedTransfers : []
  const sleeves = Array.isArray(args.subPortfolios) ? args.subPortfolios : []
  const names = sleeves.map((sleeve) => (isRecord(sleeve) ? sleeve.name : undefined))
  const rows = rowsOf(args)
  const currency = typeof args.baseCurrency === "string" ? args.baseCurrency : ""
  const confirmations: Array<Confirmation> = []
  for (const pair of pairs) {
    if (confirmations.length === MAX_ASKED) break
    if (!isRecord(pair) || typeof pair.date !== "string" || typeof pair.value !== "number") continue
    const from = names.indexOf(pair.fromSubPortfolio)
    const to = names.indexOf(pair.toSubPortfolio)
    if (from < 0 || to < 0 || from === to) continue
    const out = onlyLeg(rows[from]!, "transfer_out", pair.date)
    const into = onlyLeg(rows[to]!, "transfer_in", pair.date)
    if (out === undefined || into === undefined) continue
    const amount = formatCents(pair.value * 100)
    const [leaving, arriving] = [String(names[from]), String(names[to])]
    confirmations.push({
      key: `transfer-${pair.date}-${from}-${to}`,
      question: {
        en: `On ${pair.date}, ${amount} ${currency} left "${leaving}" and the same amount arrived in "${arriving}". Was this one transfer between your own accounts?`,
        el: `Στις ${pair.date}, ${greekNumber(amount)} ${currency} έφυγαν από «${leaving}» και το ίδιο ποσό έφτασε στο «${arriving}». Ήταν μία μεταφορά μεταξύ δικών σας λογαριασμών;`
      },
      confirmed: (current) => {
        const list = [...(current.subPortfolios as ReadonlyArray<unknown>)]
        list[from] = withRowConfirmed(list[from], out)
        list[to] = withRowConfirmed(list[to], into)
        return { ...current, subPortfolios: list }
      }
    })
  }
  return confirmations
}
