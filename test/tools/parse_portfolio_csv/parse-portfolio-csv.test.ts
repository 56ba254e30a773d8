import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import type { InvalidInput } from "../../../src/core/errors.ts"
import { MAX_PASTED_LINES, tooManyLinesMessage } from "../../../src/domain/pasted-text.ts"
import { MAX_CELL_LENGTH } from "../../../src/domain/portfolio/csv-values.ts"
import type { AnalyzePortfolioOutput } from "../../../src/tools/analyze_portfolio/output.ts"
import { ParsePortfolioCsvInput } from "../../../src/tools/parse_portfolio_csv/input.ts"
import { ParsePortfolioCsvOutput } from "../../../src/tools/parse_portfolio_csv/output.ts"
import { parsePortfolioCsv } from "../../../src/tools/parse_portfolio_csv/tool.ts"
import { computeAnswer, computeFailure, computeOutput } from "../../support/compute.ts"

const TOOL = "parse_portfolio_csv"

const parseOk = (text: string, baseCurrency = "EUR") =>
  // what the tool answers is exactly what its output schema decodes (JSON round trip)
  Schema.decodeUnknownSync(ParsePortfolioCsvOutput)(
    JSON.parse(JSON.stringify(computeOutput(TOOL, { text, baseCurrency })))
  )
const parseFails = (text: string): InvalidInput => {
  const failure = computeFailure(TOOL, { text, baseCurrency: "EUR" })
  if (failure._tag !== "InvalidInput") throw new Error(`expected a 400 invalid_input, got ${failure._tag}`)
  return failure
}
/** Sends subPortfolios as they are to analyze_portfolio, through its strict decoding. */
const analyzeParsed = (parsed: ReturnType<typeof parseOk>, asOfDate: string) => {
  const body = JSON.parse(
    JSON.stringify({ baseCurrency: parsed.baseCurrency, asOfDate, subPortfolios: parsed.subPortfolios })
  )
  return Effect.runSyncExit(Effect.try(() => computeOutput<AnalyzePortfolioOutput>("analyze_portfolio", body)))
}

// ---------------------------------------------------------------------------------------------
// Fixtures modelled on the public export formats
// ---------------------------------------------------------------------------------------------

const GENERIC = Schema.resolveAnnotations(ParsePortfolioCsvInput)!.examples![0]!.text

const IBKR = `Statement,Header,Field Name,Field Value
Statement,Data,Title,Activity Statement
Statement,Data,Period,"January 1, 2024 - December 31, 2024"
Account Information,Header,Field Name,Field Value
Account Information,Data,Base Currency,EUR
Deposits & Withdrawals,Header,Currency,Settle Date,Description,Amount
Deposits & Withdrawals,Data,EUR,2024-01-05,Electronic Fund Transfer,5000
Deposits & Withdrawals,Data,Total,,,5000
Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code
Trades,Data,Order,Stocks,EUR,SAP,"2024-01-10, 10:15:00",20,150.5,151,-3010,-3,3013,0,10,O
Trades,Data,Order,Stocks,USD,AAPL,"2024-02-01, 15:30:00",10,185.2,186,-1852,-1,1853,0,8,O
Trades,Data,Order,Forex,EUR,EUR.USD,"2024-02-01, 15:29:00",2000,1.08,,-2160,-2,,,,
Trades,Data,Order,Stocks,EUR,SAP,"2024-06-03, 11:00:00",-5,180,179,900,-3,-752.5,144.5,5,C
Trades,SubTotal,,Stocks,EUR,SAP,,15,,,-2110,-6,,,,
Dividends,Header,Currency,Date,Description,Amount
Dividends,Data,USD,2024-05-16,AAPL(US0378331005) Cash Dividend USD 0.25 per Share (Ordinary Dividend),2.5
Dividends,Data,Total,,,2.5
Withholding Tax,Header,Currency,Date,Description,Amount,Code
Withholding Tax,Data,USD,2024-05-16,AAPL(US0378331005) Cash Dividend USD 0.25 per Share - US Tax,-0.38,
Open Positions,Header,DataDiscriminator,Asset Category,Currency,Symbol,Quantity,Close Price,Value
Open Positions,Data,Summary,Stocks,EUR,SAP,15,190,2850`

const TRADING212 = `Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Withholding tax,Currency (Withholding tax),Currency conversion fee,Currency (Currency conversion fee),Notes,ID
Deposit,2024-01-02 09:00:00,,,,,,,,,,1000.00,EUR,,,,,,dep1
Market buy,2024-01-03 15:31:02,US0378331005,AAPL,Apple,2,185.00,USD,1.0950,,,338.41,EUR,,,0.51,EUR,,EOF1
Dividend (Ordinary),2024-02-15 10:00:00,US0378331005,AAPL,Apple,2,0.24,USD,1.0800,,,0.38,EUR,0.07,USD,,,,
Market sell,2024-03-01 15:00:00,US0378331005,AAPL,Apple,2,180.00,USD,1.0850,-6.10,EUR,331.30,EUR,,,0.50,EUR,,EOF2
Withdrawal,2024-03-05 09:00:00,,,,,,,,,,-300.00,EUR,,,,,,`

const REVOLUT = `Date,Ticker,Type,Quantity,Price per share,Total Amount,Currency,FX Rate
2024-01-02T10:00:00.000Z,,CASH TOP-UP,,,"USD 1,000.00",USD,1.09
2024-01-03T14:30:00.000Z,TSLA,BUY - MARKET,2,USD 240.00,USD 480.00,USD,1.09
2024-02-01T09:00:00.000Z,,CUSTODY FEE,,,USD -0.12,USD,1.08
2024-03-01T14:30:00.000Z,TSLA,STOCK SPLIT,4,,USD 0,USD,1.08`

const ETORO = `Date,Type,Details,Amount,Units,Realized Equity Change,Realized Equity,Balance,Position ID,Asset type,NWA
02/01/2024 10:00:00,Deposit,,500.00,0.00,500.00,500.00,500.00,,,0.00
15/01/2024 14:00:00,Open Position,AAPL/USD,200.00,1.080000,0.00,500.00,300.00,2712345678,Stocks,0.00
16/02/2024 10:00:00,Dividend,AAPL/USD,0.26,0.00,0.26,500.26,300.26,2712345678,Stocks,0.00`

const SEMICOLON_DECIMAL_COMMA = `Date;Type;Ticker;Quantity;Price;Amount;Currency;Account
15.03.2024;deposit;;;;2.000,00;EUR;Pension
15.03.2024;buy;SAP;10;172,50;;EUR;Pension
20.05.2024;sell;SAP;4;181,20;;EUR;Pension
20.05.2024;valuation;SAP;;181,20;;EUR;Pension
20.05.2024;deposit;;;;500;EUR;Savings`

const TAB_SIGNED =
  "date\tticker\tquantity\tprice\tcurrency\n2024-01-10\tVWCE\t5\t110.2\tEUR\n2024-02-10\tVWCE\t-2\t112.0\tEUR"

const MALFORMED_VALUES = `date,type,ticker,quantity,price,amount,currency
2024-01-02,deposit,,,,1000,EUR
2024-01-03,buy,VWCE,abc,110,,EUR
,deposit,,,,50,EUR
2024-02-30,deposit,,,,50,EUR
2024-03-01,swap,VWCE,1,1,,EUR
2024-03-02,deposit,,,,50,
2024-03-03,buy,VWCE,1,,,EUR`

describe("formats", () => {
  it("generic comma ledger (examples[0]), and its round trip into analyze_portfolio", () => {
    const o = parseOk(GENERIC)
    expect(o.detectedFormat).toMatchObject({
      id: "generic",
      delimiter: "comma",
      decimalSeparator: "point",
      dateOrder: "ymd",
      headerLine: 1
    })
    expect(o.parsedRows).toBe(8)
    expect(o.parseConfidence).toBe("high")
    expect(o.skippedRows).toEqual([])
    expect(o.transactions[1]).toEqual({
      date: "2024-01-03",
      type: "buy",
      ticker: "VWCE",
      quantity: 80,
      price: 110,
      fee: 5,
      currency: "EUR",
      lineNumber: 3,
      sleeve: "Portfolio"
    })
    expect(o.transactions[5]).toEqual({
      date: "2024-07-02",
      type: "buy",
      ticker: "AAPL",
      quantity: 10,
      price: 215,
      currency: "USD",
      fxRate: 0.93,
      lineNumber: 7,
      sleeve: "Portfolio"
    })
    const exit = analyzeParsed(o, "2025-06-30")
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      // the same ledger as analyze_portfolio's examples[0]: 80 x 131.2 + 10 x 205.17 x 0.852 + 1,243.50 cash
      expect(exit.value.currentValue).toBe(13_487.55)
      expect(exit.value.totalInvested).toBe(12_000)
      expect(exit.value.timeWeightedReturn).toBeCloseTo(1.0723 * (13_487.5484 / 12_723) - 1, 6)
    }
  })

  it("semicolon, decimal comma, day.month.year dates and an account column", () => {
    const o = parseOk(SEMICOLON_DECIMAL_COMMA)
    expect(o.detectedFormat).toMatchObject({
      id: "generic",
      delimiter: "semicolon",
      decimalSeparator: "comma",
      dateOrder: "dmy"
    })
    expect(o.transactions.map((t) => [t.date, t.type, t.quantity ?? t.amount, t.price ?? null])).toEqual([
      ["2024-03-15", "deposit", 2000, null],
      ["2024-03-15", "buy", 10, 172.5],
      ["2024-05-20", "sell", 4, 181.2],
      ["2024-05-20", "valuation", undefined, 181.2],
      ["2024-05-20", "deposit", 500, null]
    ])
    expect(o.subPortfolios.map((s) => [s.name, s.transactions.length])).toEqual([
      ["Pension", 4],
      ["Savings", 1]
    ])
    const exit = analyzeParsed(o, "2024-05-20")
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      // Pension: 2,000 - 1,725 + 724.80 = 999.80 cash + 6 x 181.20 = 1,087.20 -> 2,087.00; Savings 500
      expect(exit.value.currentValue).toBe(2_587)
      expect(exit.value.totalInvested).toBe(2_500)
      expect(exit.value.timeWeightedReturn).toBeCloseTo(2_087 / 2_000 - 1, 6)
    }
  })

  it("tab-separated ledger without a type column: the quantity's sign gives buy or sell", () => {
    const o = parseOk(TAB_SIGNED)
    expect(o.detectedFormat).toMatchObject({ id: "generic", delimiter: "tab" })
    expect(o.transactions.map((t) => [t.type, t.quantity])).toEqual([
      ["buy", 5],
      ["sell", 2]
    ])
  })

  it("Interactive Brokers activity statement: sections, signed quantities, no FX rates (reported)", () => {
    const o = parseOk(IBKR)
    expect(o.detectedFormat.id).toBe("interactive-brokers")
    expect(o.transactions.map((t) => [t.date, t.type, t.ticker ?? null, t.quantity ?? t.amount, t.currency])).toEqual([
      ["2024-01-05", "deposit", null, 5000, "EUR"],
      ["2024-01-10", "buy", "SAP", 20, "EUR"],
      ["2024-02-01", "buy", "AAPL", 10, "USD"],
      ["2024-06-03", "sell", "SAP", 5, "EUR"],
      ["2024-05-16", "dividend", "AAPL", 2.5, "USD"],
      ["2024-05-16", "tax", null, 0.38, "USD"]
    ])
    expect(o.transactions[1]).toMatchObject({ price: 150.5, amount: 3010, fee: 3 })
    expect(o.missingValues.map((m) => [m.lineNumber, m.column])).toEqual([
      [11, "fxRate"],
      [16, "fxRate"],
      [19, "fxRate"]
    ])
    expect(o.missingValues[0]?.reason).toMatch(/no EUR per USD rate/)
    expect(o.parseConfidence).toBe("low")
    expect(o.assumptions.join(" ")).toMatch(/3 total, sub-total or currency-conversion line/)
  })

  it("Trading 212 history: price currency with the export's exchange rate, fees as rows; round trip", () => {
    const o = parseOk(TRADING212)
    expect(o.detectedFormat.id).toBe("trading212")
    expect(o.transactions.map((t) => t.type)).toEqual([
      "deposit",
      "buy",
      "fee",
      "dividend",
      "sell",
      "fee",
      "withdrawal"
    ])
    expect(o.transactions[1]).toMatchObject({
      ticker: "AAPL",
      quantity: 2,
      price: 185,
      currency: "USD",
      fxRate: 1 / 1.095
    })
    expect(o.parseConfidence).toBe("high")
    const exit = analyzeParsed(o, "2024-03-05")
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      // cash: 1,000 - 370 / 1.095 - 0.51 + 0.38 + 360 / 1.085 - 0.50 - 300 = 693.2676916...
      expect(exit.value.currentValue).toBe(693.27)
      expect(exit.value.totalInvested).toBe(700)
      expect(exit.value.totalGain).toBe(-6.73)
      // flows on 2 Jan and 5 Mar only; TWR = (693.2676916 + 300) / 1,000 - 1
      expect(exit.value.timeWeightedReturn).toBeCloseTo(
        (1_000 - 370 / 1.095 - 0.51 + 0.38 + 360 / 1.085 - 0.5) / 1_000 - 1,
        6
      )
    }
  })

  it("Revolut statement: currency-prefixed amounts; an unread type is reported with line and column", () => {
    const o = parseOk(REVOLUT, "USD")
    expect(o.detectedFormat.id).toBe("revolut")
    expect(o.transactions.map((t) => [t.type, t.amount])).toEqual([
      ["deposit", 1000],
      ["buy", 480],
      ["fee", 0.12]
    ])
    expect(o.skippedRows).toEqual([
      { lineNumber: 5, column: "Type", value: "STOCK SPLIT", reason: expect.stringMatching(/not read/) }
    ])
    expect(o.parseConfidence).toBe("low")
    const eur = parseOk(REVOLUT, "EUR")
    expect(eur.missingValues).toHaveLength(3)
    expect(eur.missingValues[0]?.reason).toMatch(/FX Rate 1.09 does not state/)
  })

  it("eToro account activity: day/month/year dates, USD amounts, units", () => {
    const o = parseOk(ETORO, "USD")
    expect(o.detectedFormat).toMatchObject({ id: "etoro", dateOrder: "dmy" })
    expect(o.transactions.map((t) => [t.date, t.type, t.ticker ?? null, t.quantity ?? null, t.amount])).toEqual([
      ["2024-01-02", "deposit", null, null, 500],
      ["2024-01-15", "buy", "AAPL", 1.08, 200],
      ["2024-02-16", "dividend", "AAPL", null, 0.26]
    ])
    expect(o.assumptions.join(" ")).toMatch(/eToro account statements are in USD/)
  })
})

describe("malformed text: nothing guessed, everything reported", () => {
  it("missing and unreadable values are reported with line and column", () => {
    const o = parseOk(MALFORMED_VALUES)
    expect(o.parsedRows).toBe(1)
    expect(o.skippedRows.map((s) => [s.lineNumber, s.column])).toEqual([
      [3, "quantity"],
      [4, "date"],
      [5, "date"],
      [6, "type"],
      [7, "currency"],
      [8, "price"]
    ])
    expect(o.skippedRows[0]).toMatchObject({ value: "abc", reason: "quantity is not a readable number" })
    expect(o.skippedRows[4]?.reason).toMatch(/never assumed/)
    expect(o.parseConfidence).toBe("low")
  })

  it("slash dates whose day/month order cannot be told are not read", () => {
    const o = parseOk("date,type,amount,currency\n01/02/2024,deposit,100,EUR\n03/04/2024,deposit,50,EUR")
    expect(o.transactions).toEqual([])
    expect(o.skippedRows.map((s) => s.reason)).toEqual([
      expect.stringMatching(/day\/month order/),
      expect.stringMatching(/day\/month order/)
    ])
    // one day above 12 settles the order for the whole column
    expect(
      parseOk("date,type,amount,currency\n01/02/2024,deposit,100,EUR\n25/04/2024,deposit,50,EUR").transactions.map(
        (t) => t.date
      )
    ).toEqual(["2024-02-01", "2024-04-25"])
  })

  it("unclosed quotes, no heading, no data lines, mixed number formats: a 400 on text", () => {
    expect(parseFails('date,type,amount,currency\n2024-01-01,deposit,"100,EUR\n').fieldErrors.text?.[0]).toMatch(
      /not readable as CSV/
    )
    expect(parseFails("hello world\nsomething else").fieldErrors.text?.[0]).toMatch(/no heading line was recognised/)
    expect(parseFails("date,type,amount,currency\n").fieldErrors.text?.[0]).toMatch(/no data lines/)
    expect(
      parseFails("date;type;amount;currency\n2024-01-01;deposit;1.234,50;EUR\n2024-01-02;deposit;1,234.50;EUR")
        .fieldErrors.text?.[0]
    ).toMatch(/mix decimal commas and decimal points/)
  })

  it("a ledger without a currency column is not read (the currency is never assumed)", () => {
    expect(parseFails("date,type,amount\n2024-01-01,deposit,100").fieldErrors.text?.[0]).toMatch(/no heading line/)
  })
})

describe("tool", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(ParsePortfolioCsvInput)(raw, { errors: "all", onExcessProperty: "error" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field; EUR is never assumed", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["baseCurrency", "text"])
    expect(found.baseCurrency).toMatch(/never assume/)
    expect(Object.keys(issues({ text: GENERIC }))).toEqual(["baseCurrency"])
  })

  it("examples run, and summarize ends with the assumptions", () => {
    const examples = Schema.resolveAnnotations(ParsePortfolioCsvInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(2)
    for (const ex of examples) {
      const exit = Effect.runSyncExit(Effect.try(() => computeAnswer(TOOL, ex)))
      expect(Exit.isSuccess(exit)).toBe(true)
      if (Exit.isSuccess(exit)) expect(exit.value.text.split("\n").at(-1)).toMatch(/^Assumptions: Recognised format/)
    }
    expect(parsePortfolioCsv).toMatchObject({ name: "parse_portfolio_csv", access: "anonymous", readOnly: true })
  })
})

describe("hostile sizes (issue 18)", () => {
  const HEADING = "date,type,ticker,quantity,price,amount,currency,note"

  it("a cell longer than the cap is reported with its line and column, never read; the other rows are", () => {
    const o = parseOk(
      [
        HEADING,
        "2024-01-02,deposit,,,,1000,EUR,",
        `2024-01-03,buy,VWCE,${"1".repeat(MAX_CELL_LENGTH + 1)},110,,EUR,`,
        `2024-01-04,buy,VWCE,1,110,,EUR,${"x".repeat(MAX_CELL_LENGTH + 50)}`,
        `2024-01-05,buy,VWCE,1,110,,EUR,${"x".repeat(MAX_CELL_LENGTH)}`
      ].join("\n")
    )
    expect(o.transactions.map((t) => t.lineNumber)).toEqual([2, 5])
    expect(o.skippedRows).toEqual([
      {
        lineNumber: 3,
        column: "quantity",
        value: null,
        reason: "the cell has 201 characters, more than the 200 a value can have: not read"
      },
      {
        lineNumber: 4,
        column: "note",
        value: null,
        reason: "the cell has 250 characters, more than the 200 a value can have: not read"
      }
    ])
    expect(o.parseConfidence).toBe("low")
  })

  it("a long cell in a column the format does not read is left alone", () => {
    const o = parseOk(
      `date,type,amount,currency,comment\n2024-01-02,deposit,1000,EUR,${"y".repeat(5 * MAX_CELL_LENGTH)}`
    )
    expect(o.parsedRows).toBe(1)
    expect(o.skippedRows).toEqual([])
  })

  it("an over-long heading cell names no column (and is never echoed as one)", () => {
    expect(
      parseFails(`trade${" ".repeat(MAX_CELL_LENGTH)}date,type,amount,currency\n2024-01-02,deposit,1,EUR`).fieldErrors
        .text?.[0]
    ).toMatch(/no heading line/)
  })

  it("more lines than the cap: a 400 on text before any parsing", () => {
    const problem = parseFails(`date,type,amount,currency\n${"2024-01-02,deposit,1,EUR\n".repeat(MAX_PASTED_LINES)}`)
    expect(problem.fieldErrors.text).toEqual([tooManyLinesMessage("export")])
    expect(problem.hint).toMatch(/parts of at most 20,000 lines/)
    // exactly the cap is read (the last line break opens an empty line 20,000)
    expect(
      parseOk(`date,type,amount,currency\n${"2024-01-02,deposit,1,EUR\n".repeat(MAX_PASTED_LINES - 2)}`).parsedRows
    ).toBe(MAX_PASTED_LINES - 2)
  })

  it("an unclosed quote stops at the record cap, with the line it started on", () => {
    const problem = parseFails(
      `date,type,amount,currency\n2024-01-01,deposit,"100,EUR\n${"2024-01-02,deposit,1,EUR\n".repeat(1_000)}`
    )
    expect(problem.fieldErrors.text?.[0]).toBe(
      "the text is not readable as CSV: record 2 (the first line is record 1) is still open at line 657, past 16,384 bytes: a quote that is not closed, or a cell far longer than any value"
    )
  })
})
