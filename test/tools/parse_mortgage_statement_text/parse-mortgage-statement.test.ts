import { describe, expect, it } from "vitest"
import { Effect, Exit, Schema } from "effect"
import { ParseMortgageStatementInput } from "../../../src/tools/parse_mortgage_statement_text/input.ts"
import type { ParseMortgageStatementOutput } from "../../../src/tools/parse_mortgage_statement_text/output.ts"
import { readNumber } from "../../../src/tools/parse_mortgage_statement_text/calculate.ts"
import { parseMortgageStatementText } from "../../../src/tools/parse_mortgage_statement_text/tool.ts"
import { MAX_PASTED_LINES, overLongLineReason, tooManyLinesMessage } from "../../../src/domain/pasted-text.ts"
import { AuditMortgageStatementInput } from "../../../src/tools/audit_mortgage_statement/input.ts"
import type { AuditMortgageStatementOutput } from "../../../src/tools/audit_mortgage_statement/output.ts"
import { computeAnswer, computeFailure, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

/** Parses as a call does (the pipeline encodes the result with its output schema, so it fits); throws if refused. */
const parse = (text: string) => computeOutput<ParseMortgageStatementOutput>("parse_mortgage_statement_text", { text })
/** The round trip: the parser's rows, sent as-is, decode strictly and run through the audit. */
const auditOf = (rows: unknown) => computeOutput<AuditMortgageStatementOutput>("audit_mortgage_statement", { rows })
const A365_MONTHLY_EXACT = { dayCount: "actual/365", capitalisation: "monthly", dailyRounding: "exact" }

// All statements below are SYNTHETIC test data (invented accounts and figures). The figures are a loan of
// EUR 150,000 at 4.25%, Actual/365, monthly capitalisation, exact daily interest, EUR 1,100 paid on the 5th.

/** 1. Clean: aligned debit / credit / balance / rate columns, as copied from a PDF with its spacing. */
const CLEAN = `SYNTHETIC BANK LTD - LOAN ACCOUNT STATEMENT
Account: 000-00-000000-00 (fictitious)        Period 01/01/2025 - 31/03/2025
Date        Description          Debit       Credit       Balance     Rate
01/01/2025  Opening balance                             150,000.00    4.25%
05/01/2025  Instalment                      1,100.00    148,900.00
31/01/2025  Debit interest         537.98                149,437.98
05/02/2025  Instalment                      1,100.00    148,337.98
28/02/2025  Debit interest         484.13                148,822.11
05/03/2025  Instalment                      1,100.00    147,722.11
31/03/2025  Debit interest         533.73                148,255.84`

/** 2. Messy spacing: the columns collapsed to single spaces (web copy). */
const MESSY = `Date Description Debit Credit Balance Rate
01/01/2025 Opening balance 150,000.00 4.25%
05/01/2025   Instalment 1,100.00  148,900.00
31/01/2025 Debit interest 537.98 149,437.98
 05/02/2025 Instalment 1,100.00 148,337.98
28/02/2025 Debit interest   484.13 148,822.11
05/03/2025 Transfer from 357-01-222222 1,100.00 147,722.11
31/03/2025 Debit interest 533.73 148,255.84`

/** 3. Greek headings, dd.mm.yy dates, one signed amount column, decimal comma, rate column without %. */
const GREEK = `ΣΥΝΘΕΤΙΚΗ ΤΡΑΠΕΖΑ ΛΤΔ — ΚΑΤΑΣΤΑΣΗ ΛΟΓΑΡΙΑΣΜΟΥ ΔΑΝΕΙΟΥ
Ημερομηνία  Περιγραφή              Ποσό          Υπόλοιπο      Επιτόκιο
01.01.25    Υπόλοιπο έναρξης                     150.000,00    4,25
05.01.25    Δόση δανείου           -1.100,00     148.900,00
31.01.25    Χρεωστικοί τόκοι          537,98     149.437,98
05.02.25    Δόση δανείου           -1.100,00     148.337,98
28.02.25    Χρεωστικοί τόκοι          484,13     148.822,11
05.03.25    Δόση δανείου           -1.100,00     147.722,11
31.03.25    Χρεωστικοί τόκοι          533,73     148.255,84`

/** 4. A rate change line in mid-statement (3.95% from 15 February). */
const RATE_CHANGE = `Date        Description                      Debit       Credit       Balance
01/01/2025  Opening balance - rate 4.25%                             150,000.00
05/01/2025  Instalment                                  1,100.00    148,900.00
31/01/2025  Debit interest                     537.98                149,437.98
05/02/2025  Instalment                                  1,100.00    148,337.98
15/02/2025  Interest rate change to 3,95%
28/02/2025  Debit interest                     467.07                148,805.05
05/03/2025  Instalment                                  1,100.00    147,705.05
31/03/2025  Debit interest                     496.00                148,201.05`

/** 5. Rows without a balance (the bank prints the balance only at the end of each month). */
const MISSING_BALANCE = `Date | Description | Debit | Credit | Balance | Rate %
01/01/2025 | Opening balance | | | 150,000.00 | 4.25
05/01/2025 | Instalment | | 1,100.00 | |
31/01/2025 | Debit interest | 537.98 | | 149,437.98 |
05/02/2025 | Instalment | | 1,100.00 | |
28/02/2025 | Debit interest | 484.13 | | 148,822.11 |
05/03/2025 | Instalment | | 1,100.00 | |
31/03/2025 | Debit interest | 533.73 | | 148,255.84 |`

/** 6. Junk lines: page headers and footers, an undated balance, a dated line with no figures, a bad date. */
const JUNK = `SYNTHETIC BANK LTD                                   Page 1 of 2
Loan account 000-00-000000-00 (fictitious)   Customer: TEST PERSON
Date        Description          Debit       Credit       Balance     Rate
            Balance brought forward                      150,000.00
01/01/2025  Opening balance                             150,000.00    4.25%
05/01/2025  Instalment                      1,100.00    148,900.00
31/01/2025  Debit interest         537.98                149,437.98
-------------------------------------------------------------------------
SYNTHETIC BANK LTD                                   Page 2 of 2
05/02/2025  Instalment                      1,100.00    148,337.98
14/02/2025  Statement copy requested
28/02/2025  Debit interest         484.13                148,822.11
31/02/2025  Instalment                      1,100.00    147,722.11
05/03/2025  Instalment                      1,100.00    147,722.11
31/03/2025  Debit interest         533.73                148,255.84
Thank you for banking with us. Total debits 1,555.84`

/** 7. Two date formats on one statement (dd/mm/yyyy and dd.mm.yy), signed amounts with a trailing minus. */
const TWO_DATE_FORMATS = `Date        Details               Amount        Balance      Rate
01/01/2025  Opening balance                     150,000.00   4.25%
05.01.25    Instalment            1,100.00-     148,900.00
31/01/2025  Debit interest          537.98      149,437.98
05.02.25    Instalment            1,100.00-     148,337.98
28/02/2025  Debit interest          484.13      148,822.11
05.03.25    Instalment            1,100.00-     147,722.11
31/03/2025  Debit interest          533.73      148,255.84`

/** 8. No rate anywhere. */
const NO_RATE = `Date        Description          Debit       Credit       Balance
01/01/2025  Opening balance                             150,000.00
05/01/2025  Instalment                      1,100.00    148,900.00
31/01/2025  Debit interest         537.98                149,437.98
05/02/2025  Instalment                      1,100.00    148,337.98`

/** 9. Newest first, debt shown as negative balances, signed amounts (web banking export with tabs). */
const NEWEST_FIRST_NEGATIVE = [
  "Value date\tDescription\tAmount\tBalance\tRate",
  "31/03/2025\tDEBIT INTEREST\t-533.73\t-148,255.84\t",
  "05/03/2025\tLOAN REPAYMENT\t1,100.00\t-147,722.11\t",
  "28/02/2025\tDEBIT INTEREST\t-484.13\t-148,822.11\t",
  "05/02/2025\tLOAN REPAYMENT\t1,100.00\t-148,337.98\t",
  "31/01/2025\tDEBIT INTEREST\t-537.98\t-149,437.98\t",
  "05/01/2025\tLOAN REPAYMENT\t1,100.00\t-148,900.00\t",
  "01/01/2025\tOPENING BALANCE\t\t-150,000.00\t4.25%"
].join("\n")

const EXPECTED_BALANCES = [150_000, 148_900, 149_437.98, 148_337.98, 148_822.11, 147_722.11, 148_255.84]
const balances = (o: ReturnType<typeof parse>) => o.rows.flatMap((r) => (r.balance === undefined ? [] : [r.balance]))

describe("parse_mortgage_statement_text: fixtures", () => {
  it("1. clean statement: every row, high confidence, exact audit round trip", () => {
    const o = parse(CLEAN)
    expect(o.rows).toEqual([
      { date: "2025-01-01", description: "Opening balance", balance: 150_000, ratePct: 4.25, lineNumber: 4 },
      { date: "2025-01-05", description: "Instalment", payment: 1_100, balance: 148_900, lineNumber: 5 },
      {
        date: "2025-01-31",
        description: "Debit interest",
        interestCharged: 537.98,
        balance: 149_437.98,
        lineNumber: 6
      },
      { date: "2025-02-05", description: "Instalment", payment: 1_100, balance: 148_337.98, lineNumber: 7 },
      {
        date: "2025-02-28",
        description: "Debit interest",
        interestCharged: 484.13,
        balance: 148_822.11,
        lineNumber: 8
      },
      { date: "2025-03-05", description: "Instalment", payment: 1_100, balance: 147_722.11, lineNumber: 9 },
      {
        date: "2025-03-31",
        description: "Debit interest",
        interestCharged: 533.73,
        balance: 148_255.84,
        lineNumber: 10
      }
    ])
    expect(o.parseConfidence).toBe("high")
    expect(o.unreadableLines).toEqual([])
    expect(o.missing).toEqual([])
    expect(o.columns).toEqual(["date", "description", "debit", "credit", "balance", "rate"])
    const a = auditOf(o.rows)
    expect(a.rmsDelta).toBe(0)
    expect(a.bankInterest).toBe(1_555.84)
    expect(a.netOvercharge).toBe(0)
    expect(a.rankedCandidates.map((c) => c.rules)).toContainEqual(A365_MONTHLY_EXACT)
  })

  it("2. messy spacing: amounts placed by description and by the balance change", () => {
    const o = parse(MESSY)
    expect(balances(o)).toEqual(EXPECTED_BALANCES)
    expect(o.rows.map((r) => r.payment ?? r.credit ?? r.interestCharged ?? null)).toEqual([
      null,
      1_100,
      537.98,
      1_100,
      484.13,
      1_100,
      533.73
    ])
    expect(o.rows[5]?.credit).toBe(1_100) // "Transfer from ...": placed by the balance change, a credit
    expect(o.parseConfidence).toBe("medium")
    expect(o.assumptions.join(" ")).toMatch(/change of the balance/)
    expect(auditOf(o.rows).rmsDelta).toBe(0)
  })

  it("3. Greek headings, dd.mm.yy, signed amounts with decimal comma", () => {
    const o = parse(GREEK)
    expect(o.columns).toEqual(["date", "description", "amount", "balance", "rate"])
    expect(balances(o)).toEqual(EXPECTED_BALANCES)
    expect(o.rows[0]).toMatchObject({ date: "2025-01-01", ratePct: 4.25 })
    expect(o.rows[1]).toMatchObject({ date: "2025-01-05", payment: 1_100 })
    expect(o.rows[2]).toMatchObject({ interestCharged: 537.98 })
    expect(o.assumptions.join(" ")).toMatch(/20yy/)
    expect(o.assumptions.join(" ")).toMatch(/positive amount increases the debt/)
    const a = auditOf(o.rows)
    expect(a.bankInterest).toBe(1_555.84)
    expect(a.rmsDelta).toBe(0)
  })

  it("4. a rate-change line becomes a row with ratePct only; the audit applies it", () => {
    const o = parse(RATE_CHANGE)
    expect(o.rows.find((r) => r.date === "2025-02-15")).toEqual({
      date: "2025-02-15",
      description: "Interest rate change to",
      ratePct: 3.95,
      lineNumber: 6
    })
    expect(o.rows[0]).toMatchObject({ ratePct: 4.25, balance: 150_000 })
    expect(o.missing).toEqual([])
    const a = auditOf(o.rows)
    expect(a.rmsDelta).toBe(0)
    expect(a.expectedInterest).toBe(537.98 + 467.07 + 496)
  })

  it("5. rows without a balance are read and reported", () => {
    const o = parse(MISSING_BALANCE)
    expect(o.rows.length).toBe(7)
    expect(o.checkpointCount).toBe(4)
    expect(o.missing).toEqual([
      {
        field: "balance",
        lineNumbers: [3, 5, 7],
        message: "3 row(s) show no balance: they are replayed but not compared."
      }
    ])
    expect(o.rows[1]).toEqual({ date: "2025-01-05", description: "Instalment", payment: 1_100, lineNumber: 3 })
    expect(o.parseConfidence).toBe("medium")
    const a = auditOf(o.rows)
    expect(a.checkpointsCompared).toBe(3)
    expect(a.rmsDelta).toBe(0)
  })

  it("6. junk lines are skipped or reported, never turned into rows", () => {
    const o = parse(JUNK)
    expect(o.rows.map((r) => r.lineNumber)).toEqual([5, 6, 7, 10, 12, 14, 15])
    expect(o.unreadableLines.map((u) => [u.lineNumber, u.reason])).toEqual([
      [4, "an amount on a line without a date: not read as a row"],
      [11, "a date but no amount, balance or rate"],
      [13, '"31/02/2025" is not a valid day/month/year date'],
      [16, "an amount on a line without a date: not read as a row"]
    ])
    expect(o.parseConfidence).toBe("medium")
    expect(auditOf(o.rows).rmsDelta).toBe(0)
  })

  it("7. two date formats and trailing-minus amounts", () => {
    const o = parse(TWO_DATE_FORMATS)
    expect(o.rows.map((r) => r.date)).toEqual([
      "2025-01-01",
      "2025-01-05",
      "2025-01-31",
      "2025-02-05",
      "2025-02-28",
      "2025-03-05",
      "2025-03-31"
    ])
    expect(o.rows[1]).toMatchObject({ payment: 1_100, balance: 148_900 })
    expect(auditOf(o.rows).rmsDelta).toBe(0)
  })

  it("8. no rate anywhere: reported as missing, and the audit refuses with a 400", () => {
    const o = parse(NO_RATE)
    expect(o.rows.length).toBe(4)
    expect(o.missing.map((m) => m.field)).toEqual(["ratePct"])
    expect(o.parseConfidence).toBe("medium")
    const failure = computeFailure("audit_mortgage_statement", { rows: o.rows })
    expect(failure._tag === "InvalidInput" && failure.fieldErrors.rows?.[0]).toMatch(/no row carries ratePct/)
  })

  it("9. newest first, negative balances, tab-separated: reordered and read as amounts owed", () => {
    const o = parse(NEWEST_FIRST_NEGATIVE)
    expect(balances(o)).toEqual(EXPECTED_BALANCES)
    expect(o.rows[1]).toMatchObject({ date: "2025-01-05", payment: 1_100 })
    expect(o.rows[2]).toMatchObject({ date: "2025-01-31", interestCharged: 537.98 })
    expect(o.assumptions.join(" ")).toMatch(/newest row first/)
    expect(o.assumptions.join(" ")).toMatch(/negative balances/)
    expect(auditOf(o.rows).rmsDelta).toBe(0)
  })
})

describe("parse_mortgage_statement_text: numbers, tool and validation", () => {
  it("reads both decimal separators, thousands separators, signs and markers", () => {
    expect(readNumber("1.234,56")?.value).toBe(1234.56)
    expect(readNumber("1,234.56")?.value).toBe(1234.56)
    expect(readNumber("-850,00")?.value).toBe(-850)
    expect(readNumber("850.00-")?.value).toBe(-850)
    expect(readNumber("1,234,567.89")?.value).toBe(1_234_567.89)
    expect(readNumber("4,125%")).toMatchObject({ value: 4.125, percent: true })
    expect(readNumber("1,234.56CR")).toMatchObject({ value: 1234.56, side: -1 })
    expect(readNumber("12,34,5")).toBeNull()
  })

  it("the tool runs on its examples and summarizes", () => {
    const examples = Schema.resolveAnnotations(ParseMortgageStatementInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(2)
    for (const ex of examples) {
      const exit = Effect.runSyncExit(
        parseMortgageStatementText.run(Schema.decodeUnknownSync(ParseMortgageStatementInput)(ex), TEST_ENVIRONMENT)
      )
      expect(Exit.isSuccess(exit)).toBe(true)
      if (Exit.isSuccess(exit)) expect(parseMortgageStatementText.summarize(exit.value)).toMatch(/Assumptions:/)
    }
    expect(parseMortgageStatementText.name).toBe("parse_mortgage_statement_text")
  })

  it("{} and an empty text are refused", () => {
    expect(() => Schema.decodeUnknownSync(ParseMortgageStatementInput)({})).toThrow(/text is required/)
    expect(() => Schema.decodeUnknownSync(ParseMortgageStatementInput)({ text: "  " })).toThrow(/empty/)
    expect(parse("hello").parseConfidence).toBe("low")
    expect(parse("hello").missing.map((m) => m.field)).toEqual(["rows"])
  })
})

describe("parse_mortgage_statement_text: values that do not read, reconciliation, size limits (issue 18)", () => {
  /** Decimal comma; the insurance premium on line 4 has a stray "x" inside its digits (EUR 1.234,56 on the statement).
   * */
  const GARBLED_DEBIT = `Date        Description          Debit       Credit       Balance     Rate
01/01/2025  Opening balance                             150.000,00    4,25%
05/01/2025  Instalment                      1.100,00    148.900,00
20/01/2025  Insurance premium   1.2x34,56                150.134,56
31/01/2025  Debit interest         537,98                150.672,54
05/02/2025  Instalment                      1.100,00    149.572,54`

  it("a garbled debit is reported with its line and column, gives no row, and the next balance is flagged by the gap", () => {
    // before issue 18 this line became a row { description: "Insurance premium 1.2x34,56", balance: 150134.56 },
    // confidence high
    const o = parse(GARBLED_DEBIT)
    expect(o.rows.map((r) => r.lineNumber)).toEqual([2, 3, 5, 6])
    expect(o.rows.some((r) => (r.description ?? "").includes("1.2x34"))).toBe(false)
    expect(o.unreadableLines).toEqual([
      {
        lineNumber: 4,
        text: "20/01/2025  Insurance premium   1.2x34,56                150.134,56",
        reason: '"1.2x34,56" does not read as an amount (debit column)',
        column: "debit"
      }
    ])
    expect(o.flaggedRows).toEqual([
      {
        lineNumber: 5,
        date: "2025-01-31",
        expectedBalance: 149_437.98,
        statementBalance: 150_672.54,
        difference: 1_234.56
      }
    ])
    expect(o.reconciledRowCount).toBe(2)
    expect(o.parseConfidence).toBe("medium")
    // the one euro format (core/format.ts formatEur): grouped thousands, as every amount in the texts
    expect(computeAnswer("parse_mortgage_statement_text", { text: GARBLED_DEBIT }).text).toMatch(
      /line 5 \(\+1,234\.56\)/
    )
    // the rows read stay valid audit input
    expect(() =>
      Schema.decodeUnknownSync(AuditMortgageStatementInput)({ rows: o.rows }, { onExcessProperty: "error" })
    ).not.toThrow()
  })

  it("a garbled rate, an impossible value date and a near-miss row date are reported with their columns", () => {
    const o = parse(`Date        Value date   Description      Debit       Credit       Balance     Rate
01/01/2025  01/01/2025   Opening balance                           150,000.00    4.25%
05/01/2025  12/13/2024   Instalment                    1,100.00    148,900.00
15/01/2025  15/01/2025   Rate change                                             3,5,%
1/13/20245  31/01/2025   Debit interest     537.98                 149,437.98`)
    expect(o.rows.map((r) => r.lineNumber)).toEqual([2])
    expect(o.unreadableLines.map((u) => [u.lineNumber, u.column, u.reason])).toEqual([
      [3, "valueDate", '"12/13/2024" is not a valid day/month/year date'],
      [4, "rate", '"3,5,%" does not read as a rate (rate column)'],
      [5, "date", '"1/13/20245" is not a date (dd/mm/yyyy, dd.mm.yy, dd-mm-yyyy or yyyy-mm-dd)']
    ])
    expect(o.parseConfidence).toBe("low")
  })

  it("a garbled cell of a separated layout, and a garbled figure without a heading, name their column", () => {
    const piped = parse(`Date | Description | Debit | Credit | Balance
01/01/2025 | Opening balance | | | 150,000.00
05/01/2025 | Instalment | | 1,1OO.00 | 148,900.00`)
    expect(piped.unreadableLines).toEqual([
      {
        lineNumber: 3,
        text: "05/01/2025 | Instalment | | 1,1OO.00 | 148,900.00",
        reason: '"1,1OO.00" is not a number (credit column)',
        column: "credit"
      }
    ])
    const bare = parse("01/01/2025 Opening balance 0.00 150,000.00\n05/01/2025 Instalment (1,100.00) 148,900.00")
    expect(bare.rows.map((r) => r.lineNumber)).toEqual([1])
    expect(bare.unreadableLines.map((u) => [u.lineNumber, u.column, u.reason])).toEqual([
      [2, "amount", '"(1,100.00)" does not read as an amount (amount column)']
    ])
  })

  it("account numbers and dates inside a description are not mistaken for figures", () => {
    const o = parse(`Date        Description                         Debit       Credit       Balance     Rate
01/01/2025  Opening balance                                                 150,000.00    4.25%
05/01/2025  Transfer 357-01-222222 of 04.01.25                 1,100.00    148,900.00
31/01/2025  Debit interest (4.25%)                 537.98                  149,437.98`)
    expect(o.unreadableLines).toEqual([])
    expect(o.rows[1]).toEqual({
      date: "2025-01-05",
      description: "Transfer 357-01-222222 of 04.01.25",
      credit: 1_100,
      balance: 148_900,
      lineNumber: 3
    })
    expect(o.rows[2]).toEqual({
      date: "2025-01-31",
      description: "Debit interest (4.25%)",
      interestCharged: 537.98,
      balance: 149_437.98,
      lineNumber: 4
    })
  })

  it("every fixture reconciles: no flagged row, each balance after the first checked", () => {
    for (const [text, checked] of [
      [CLEAN, 6],
      [MESSY, 6],
      [GREEK, 6],
      [RATE_CHANGE, 6],
      [MISSING_BALANCE, 3],
      [JUNK, 6],
      [TWO_DATE_FORMATS, 6],
      [NO_RATE, 3],
      [NEWEST_FIRST_NEGATIVE, 6]
    ] as const) {
      const o = parse(text)
      expect(o.flaggedRows).toEqual([])
      expect(o.reconciledRowCount).toBe(checked)
    }
  })

  it("a balance that does not follow from the rows lowers the confidence: rows without a balance carry their movements", () => {
    const o = parse(CLEAN.replace("148,337.98", "148,338.98"))
    expect(o.flaggedRows).toEqual([
      { lineNumber: 7, date: "2025-02-05", expectedBalance: 148_337.98, statementBalance: 148_338.98, difference: 1 },
      { lineNumber: 8, date: "2025-02-28", expectedBalance: 148_823.11, statementBalance: 148_822.11, difference: -1 }
    ])
    expect(o.reconciledRowCount).toBe(4)
    expect(o.parseConfidence).toBe("medium")
    const withinACent = parse(CLEAN.replace("148,337.98", "148,337.99").replace("148,822.11", "148,822.12"))
    expect(withinACent.flaggedRows).toEqual([])
    expect(withinACent.parseConfidence).toBe("high")
    const gapAcrossRowsWithoutBalance = parse(
      MISSING_BALANCE.replace("05/02/2025 | Instalment | | 1,100.00 | |", "05/02/2025 | Instalment | | 1,000.00 | |")
    )
    expect(gapAcrossRowsWithoutBalance.flaggedRows).toEqual([
      { lineNumber: 6, date: "2025-02-28", expectedBalance: 148_922.11, statementBalance: 148_822.11, difference: -100 }
    ])
  })

  it("a line over 1,000 characters is reported with its number and not read; the lines around it are", () => {
    const lines = CLEAN.split("\n")
    lines.splice(5, 0, `05/01/2025  Instalment${" ".repeat(1_000)}1,100.00    148,900.00`)
    const o = parse(lines.join("\r\n"))
    expect(o.unreadableLines).toEqual([{ lineNumber: 6, text: "", reason: overLongLineReason }])
    expect(o.rows.map((r) => r.lineNumber)).toEqual([4, 5, 7, 8, 9, 10, 11])
    expect(o.parseConfidence).toBe("medium")
    // exactly 1,000 characters is read
    expect(
      parse(`01/01/2025 Opening balance 0.00 150,000.00${" ".repeat(958)}x`.slice(0, 1_000)).unreadableLines
    ).toEqual([])
  })

  it("more than 20,000 lines is a 400 (InvalidInput on text with a hint), never parsed in part; 20,000 lines are read", () => {
    const row = "05/01/2025 1.00 2.00" // 20,001 of them fit in the 500,000 characters the input accepts
    const tooMany = Array.from({ length: MAX_PASTED_LINES + 1 }, () => row).join("\n")
    const exit = Effect.runSyncExit(
      Effect.flip(
        parseMortgageStatementText.run(
          Schema.decodeUnknownSync(ParseMortgageStatementInput)({ text: tooMany }),
          TEST_ENVIRONMENT
        )
      )
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    if (!Exit.isSuccess(exit) || exit.value._tag !== "InvalidInput") throw new Error("expected an InvalidInput")
    expect(exit.value.fieldErrors).toEqual({ text: [tooManyLinesMessage("statement")] })
    expect(exit.value.fieldErrors.text).toEqual([
      "The text has more than 20,000 lines; send the statement in several calls of at most 20,000 lines each."
    ])
    expect(exit.value.hint).toMatch(/at most 20,000 lines/)
    const justEnough = Array.from({ length: MAX_PASTED_LINES }, () => "x").join("\n")
    expect(parse(justEnough).missing.map((m) => m.field)).toEqual(["rows"])
  })
})
