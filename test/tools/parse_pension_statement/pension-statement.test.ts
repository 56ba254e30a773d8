import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import {
  MAX_PASTED_LINE_LENGTH,
  MAX_PASTED_LINES,
  overLongLineReason,
  tooManyLinesMessage
} from "../../../src/domain/pasted-text.ts"
import { parsePensionStatementText } from "../../../src/domain/pension-statement/reading.ts"
import { ParsePensionStatementInput } from "../../../src/tools/parse_pension_statement/input.ts"
import type { ParsePensionStatementOutput } from "../../../src/tools/parse_pension_statement/output.ts"
import { parsePensionStatement } from "../../../src/tools/parse_pension_statement/tool.ts"
import { ENGLISH_STATEMENT_MISSING_2022 } from "../../fixtures/pension-statements.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "parse_pension_statement"
/** Parses through the pipeline: the result fits the published output schema. */
const parse = (text: string) => computeOutput<ParsePensionStatementOutput>(TOOL, { text })
const years = (o: ReturnType<typeof parse>) => o.contributionYears.map((r) => [r.year, r.units])

// All statements below are SYNTHETIC test data (invented people and figures, not a real layout).

const GREEK_THREE_BLOCKS = `ΚΥΠΡΙΑΚΗ ΔΗΜΟΚΡΑΤΙΑ – ΥΠΗΡΕΣΙΕΣ ΚΟΙΝΩΝΙΚΩΝ ΑΣΦΑΛΙΣΕΩΝ          [SYNTHETIC TEST DATA]
ΚΑΤΑΣΤΑΣΗ ΑΣΦΑΛΙΣΤΙΚΟΥ ΛΟΓΑΡΙΑΣΜΟΥ
Ονοματεπώνυμο: ΔΟΚΙΜΑΣΤΙΚΟΣ ΠΑΡΑΔΕΙΓΜΑΤΟΣ      Αρ. Κοιν. Ασφαλίσεων: 0000000 (fictitious)
Ημερομηνία γέννησης: 01/03/1966                  Ημερομηνία έκδοσης: 15/01/2026

Α. ΠΡΙΝ ΤΟ 1981
Έτος    Ασφ. Μονάδες   Ετήσιες Εισφορές
1980       0,40             11

Β. 1981 – 2007
Έτος    Ασφ. Μονάδες   Ασφαλιστέες Αποδοχές (£)
1984       1,05           2.310
1985       1,12           2.690
...
2007       2,35           9.870

Γ. 2008 και μετά
Έτος    Ασφ. Μονάδες   Ασφαλιστέες Αποδοχές (€)
2008       2,41          19.480,00
...
2020       3,28          30.000,00
2021       3,14          30.040,00
2024       2,86          30.000,00
2025       —                 —
Σύνολο μονάδων: 112,47`

const ENGLISH_POINTS_COLUMNS = `REPUBLIC OF CYPRUS - SOCIAL INSURANCE SERVICES               [SYNTHETIC TEST DATA]
INSURANCE RECORD / ANALYSIS OF INSURANCE POINTS
Name: TEST PERSON EXAMPLE   SI No: 9999999 (fictitious)   Date of birth: 12/07/1961
Year  Weeks  Insurable earnings (EUR)  Basic pts  Suppl. pts  Assimilated pts  Total pts
2019   52        21,500.00               1.00        U            0.00          U
2020   52        27,441.00               1.00        2.00         0.00          3.00
2021   40        19,132.00               1.00        1.00         0.16          2.16
2022   52        58,080.00               1.00        5.00         0.00          6.00
2023   52        72,000.00               1.00        5.00         0.00          6.00`

const MESSY_GREEK_PIPES = `  ΕΤΟΣ |  ΕΒΔΟΜΑΔΕΣ |ΜΟΝΑΔΕΣ|   ΑΠΟΔΟΧΕΣ €
 2015 |52|   2,35 |  € 21.310,45
2016\t52\t2,41\t€22.006,00
   2017 |  48 |2,10   |19.750,5
`

describe("parse_pension_statement: synthetic statements", () => {
  it("reads a Greek three-block statement with decimal commas, £ and € earnings, '...' and a dash year", () => {
    const o = parse(GREEK_THREE_BLOCKS)
    expect(years(o)).toEqual([
      [1980, 0.4],
      [1984, 1.05],
      [1985, 1.12],
      [2007, 2.35],
      [2008, 2.41],
      [2020, 3.28],
      [2021, 3.14],
      [2024, 2.86]
    ])
    expect(o.contributionYears[0]).toEqual({ year: 1980, units: 0.4, annualContributions: 11, lineNumber: 8 })
    expect(o.contributionYears[1]).toEqual({
      year: 1984,
      units: 1.05,
      insurableEarnings: 2310,
      earningsCurrency: "CYP",
      lineNumber: 12
    })
    expect(o.contributionYears[4]).toEqual({
      year: 2008,
      units: 2.41,
      insurableEarnings: 19480,
      earningsCurrency: "EUR",
      lineNumber: 19
    })
    // 2025 "—" is reported, not turned into a 0 row; "..." lines are reported as abbreviations
    expect(o.unreadableLines.map((u) => [u.lineNumber, u.year])).toEqual([
      [14, null],
      [20, null],
      [24, 2025]
    ])
    expect(o.missingYears).toContain(1981)
    expect(o.missingYears).toContain(2022)
    expect(o.missingYears).not.toContain(2025)
    // 0.40 + 1.05 + 1.12 + 2.35 + 2.41 + 3.28 + 3.14 + 2.86 = 16.61
    expect(o.totalUnits).toBe(16.61)
    expect(o.totalContributionYears).toBe(8)
    expect(o.statedTotalUnits).toBe(112.47)
    expect(o.parseConfidence).toBe("medium")
    expect(o.assumptions.join(" ")).toMatch(/differs from the sum of the years read \(16\.61\)/)
    expect(o.assumptions.join(" ")).toMatch(/2\.310 = 2,310/)
    expect(o.series.at(-1)).toEqual({ year: 2024, units: 2.86, cumulativeUnits: 16.61 })
  })

  it("reads weeks, earnings and basic / supplementary / assimilated columns, and reports a 'U' total", () => {
    const o = parse(ENGLISH_POINTS_COLUMNS)
    expect(o.columns).toEqual(["year", "weeks", "earnings", "basic", "supplementary", "assimilated", "units"])
    expect(years(o)).toEqual([
      [2020, 3],
      [2021, 2.16],
      [2022, 6],
      [2023, 6]
    ])
    expect(o.contributionYears[1]).toEqual({
      year: 2021,
      units: 2.16,
      weeksInsured: 40,
      insurableEarnings: 19132,
      earningsCurrency: "EUR",
      basicUnits: 1,
      supplementaryUnits: 1,
      assimilatedUnits: 0.16,
      lineNumber: 7
    })
    expect(o.unreadableLines).toHaveLength(1)
    expect(o.unreadableLines[0]).toMatchObject({
      lineNumber: 5,
      year: 2019,
      reason: "the units of the year are missing or unreadable"
    })
    expect(o.totalUnits).toBe(17.16)
    expect(o.missingYears).toEqual([])
    expect(o.parseConfidence).toBe("medium")
  })

  it("reports a missing year without filling it, with high confidence when everything else reads", () => {
    const o = parse(ENGLISH_STATEMENT_MISSING_2022)
    expect(o.contributionYears).toHaveLength(16)
    expect(o.missingYears).toEqual([2022])
    expect(o.contributionYears.some((r) => r.year === 2022)).toBe(false)
    expect(o.contributionYears[0]).toEqual({
      year: 2008,
      units: 1.8,
      insurableEarnings: 16453.8,
      earningsCurrency: "EUR",
      lineNumber: 3
    })
    expect(o.totalUnits).toBe(37.6)
    expect(o.statedTotalUnits).toBe(37.6)
    expect(o.unreadableLines).toEqual([])
    expect(o.parseConfidence).toBe("high")
    expect(o.totalContributionYears).toBe(16)
  })

  it("copes with upper-case Greek headings without accents, pipes, tabs, € signs and messy spacing", () => {
    const o = parse(MESSY_GREEK_PIPES)
    expect(o.columns).toEqual(["year", "weeks", "units", "earnings"])
    expect(o.contributionYears).toEqual([
      {
        year: 2015,
        units: 2.35,
        weeksInsured: 52,
        insurableEarnings: 21310.45,
        earningsCurrency: "EUR",
        lineNumber: 2
      },
      { year: 2016, units: 2.41, weeksInsured: 52, insurableEarnings: 22006, earningsCurrency: "EUR", lineNumber: 3 },
      { year: 2017, units: 2.1, weeksInsured: 48, insurableEarnings: 19750.5, earningsCurrency: "EUR", lineNumber: 4 }
    ])
    expect(o.parseConfidence).toBe("high")
  })

  it("reads rows without a heading in the statement's order and says so", () => {
    const o = parse("2003 5.20\n2004   5,40\n2005 4.10 41.000,00")
    expect(years(o)).toEqual([
      [2003, 5.2],
      [2004, 5.4],
      [2005, 4.1]
    ])
    expect(o.contributionYears[2]?.insurableEarnings).toBe(41000)
    expect(o.contributionYears[2]?.earningsCurrency).toBeUndefined()
    expect(o.parseConfidence).toBe("medium")
    expect(o.assumptions.join(" ")).toMatch(/No column heading was recognised/)
    expect(o.assumptions.join(" ")).toMatch(/currency of insurable earnings is not stated/)
  })

  it("reports malformed lines with their line numbers and never invents rows", () => {
    const text = [
      "Year  Units  Earnings (EUR)",
      "2014  2,10   20.000,00",
      "2015  2,x5   21.000,00",
      "2016  7,50   70.000,00",
      "2017",
      "2018  2,20   21.500,00   999",
      "2019  2,30   22.100,00",
      "2019  2,40   23.000,00",
      "2020  2,50   24.000,00",
      "2020  2,50   24.000,00"
    ].join("\n")
    const o = parse(text)
    expect(years(o)).toEqual([
      [2014, 2.1],
      [2020, 2.5]
    ])
    const reasons = Object.fromEntries(o.unreadableLines.map((u) => [u.lineNumber, u.reason]))
    expect(reasons[3]).toMatch(/"2,x5" is not a number/)
    expect(reasons[4]).toMatch(/above the maximum of 6/)
    expect(reasons[5]).toBe("the year has no values")
    expect(reasons[6]).toMatch(/3 values but the heading has 2 columns/)
    expect(reasons[7]).toMatch(/different units/)
    expect(reasons[8]).toMatch(/also on line 7/)
    expect(o.assumptions.join(" ")).toMatch(
      /Year 2020 appears again on line 10 with the same units as line 9; read once/
    )
    expect(o.missingYears).toEqual([])
    expect(o.parseConfidence).toBe("low")
  })

  it("gives low confidence and no rows for text that is not a statement", () => {
    const o = parse("Dear customer,\nyour request was received on 12/03/2025.\nRegards")
    expect(o.contributionYears).toEqual([])
    expect(o.totalUnits).toBe(0)
    expect(o.totalContributionYears).toBe(0)
    expect(o.missingYears).toEqual([])
    expect(o.parseConfidence).toBe("low")
  })

  it("ignores heading lines that start with a year range or words", () => {
    const o = parse("Year Units\n1981 – 2007\n2008 onwards\n2008 2.41")
    expect(years(o)).toEqual([[2008, 2.41]])
    expect(o.unreadableLines).toEqual([])
  })
})

describe("parse_pension_statement: tool", () => {
  it("requires text, and refuses blank text", () => {
    const format = SchemaIssue.makeFormatterStandardSchemaV1()
    const issues = (raw: unknown) => {
      const r = Schema.decodeUnknownResult(ParsePensionStatementInput)(raw, { errors: "all" })
      return Result.isSuccess(r)
        ? []
        : format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    }
    expect(issues({})).toEqual([["text", expect.stringMatching(/text is required/)]])
    expect(issues({ text: "   " })).toEqual([["text", expect.stringMatching(/text is empty/)]])
  })

  it("examples[0] is a ready-to-send statement that parses with high confidence", () => {
    const examples = Schema.resolveAnnotations(ParsePensionStatementInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(2)
    const decoded = Schema.decodeUnknownSync(ParsePensionStatementInput)(examples[0])
    const exit = Effect.runSyncExit(parsePensionStatement.run(decoded, TEST_ENVIRONMENT))
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      expect(exit.value.parseConfidence).toBe("high")
      expect(parsePensionStatement.summarize(exit.value).split("\n").at(-1)).toMatch(/^Assumptions: /)
    }
    expect(parsePensionStatement.access).toBe("anonymous")
    expect(parsePensionStatement.readOnly).toBe(true)
  })

  it("summarize reports missing years and unreadable lines", () => {
    const { text } = computeAnswer(TOOL, { text: GREEK_THREE_BLOCKS })
    expect(text).toMatch(/Missing years \(not filled\): 1981, 1982/)
    expect(text).toMatch(/Line 24 not used: the units of the year are missing or unreadable/)
  })
})

describe("parse_pension_statement: unreadable values with their line and column (issue 18)", () => {
  const text = [
    "Year  Units  Earnings (EUR)",
    "2014  2,10   20.000,00",
    "2015  2,x5   21.000,00",
    "  2016  2,20   2l.500,00",
    "2017  7,50   70.000,00",
    "2O18  2,30   22.000,00",
    "1950  0,40   11",
    "2019  —      21.000,00",
    "2020 😀 1 2",
    "2021",
    "2022  52.5*  1**",
    "2023  2,40*  23.000,00**"
  ].join("\n")
  const o = parse(text)
  const at = (lineNumber: number) => o.unreadableLines.find((u) => u.lineNumber === lineNumber)

  it("gives the column (1 = first character, leading spaces counted) and the statement column of the value", () => {
    expect(at(3)).toMatchObject({
      year: 2015,
      column: 7,
      field: "units",
      reason: '"2,x5" is not a number (units column)'
    })
    expect(at(4)).toMatchObject({ year: 2016, column: 16, field: "earnings", text: "2016  2,20   2l.500,00" })
    expect(at(5)).toMatchObject({
      year: 2017,
      column: 7,
      field: "units",
      reason: expect.stringMatching(/above the maximum of 6/)
    })
    expect(at(8)).toMatchObject({
      year: 2019,
      column: 7,
      field: "units",
      reason: "the units of the year are missing or unreadable"
    })
    expect(at(11)).toMatchObject({
      year: 2022,
      column: 7,
      field: "units",
      reason: expect.stringMatching(/"52\.5" is above 10/)
    })
  })

  it("counts characters, not UTF-16 units: an emoji before the value is one column", () => {
    expect(at(9)).toMatchObject({
      year: 2020,
      column: 10,
      field: null,
      reason: expect.stringMatching(/3 values but the heading has 2 columns/)
    })
  })

  it("reports a line shaped like a row whose first value is not a contribution year, instead of skipping it", () => {
    expect(at(6)).toMatchObject({
      year: null,
      column: 1,
      field: "year",
      reason: '"2O18" is not a year (4 digits, 1957 to 2100)'
    })
    expect(at(7)).toMatchObject({
      year: null,
      column: 1,
      field: "year",
      reason: "1950 is outside the contribution years 1957 to 2100"
    })
    // never filled from the misread line: 2018 stays missing
    expect(o.missingYears).toEqual([2018])
  })

  it("a line as a whole at fault has no column", () => {
    expect(at(10)).toMatchObject({ year: 2021, column: null, field: null, reason: "the year has no values" })
  })

  it("reads footnote stars after values, keeps only the rows that read, and gives low confidence", () => {
    expect(years(o)).toEqual([
      [2014, 2.1],
      [2023, 2.4]
    ])
    expect(o.contributionYears[1]).toMatchObject({ insurableEarnings: 23000, lineNumber: 12 })
    expect(o.parseConfidence).toBe("low")
  })

  it("misread years lower the confidence like unreadable year lines", () => {
    const clean = "Year Units\n2019 2.30\n2020 2.40"
    expect(parse(clean).parseConfidence).toBe("high")
    expect(parse(`${clean}\n2O21 2.50`).parseConfidence).toBe("medium")
    expect(parse(`${clean}\n2O21 2.50\n2l22 2.50`).parseConfidence).toBe("low")
  })

  it("leaves lines that are not shaped like rows alone (dates in headings, words, page numbers)", () => {
    const o = parse("Date of birth: 12/07/1961\nPage 1 of 2\n1 / 2\nYear Units\n2019 2.30\n12 of 20")
    expect(o.unreadableLines).toEqual([])
    expect(o.parseConfidence).toBe("high")
  })
})

describe("parse_pension_statement: hostile sizes (issue 18)", () => {
  it("a line longer than the cap is reported with its line number and not read", () => {
    const o = parse(`Year Units\n2019 2.30 ${"*".repeat(MAX_PASTED_LINE_LENGTH)}\n2020 2.40`)
    expect(o.unreadableLines).toEqual([
      { lineNumber: 2, year: null, text: "", reason: overLongLineReason, column: null, field: null }
    ])
    expect(years(o)).toEqual([[2020, 2.4]])
    expect(o.parseConfidence).toBe("medium")
  })

  it("a line of exactly the cap is read; a run of stars after a value is a footnote mark", () => {
    const line = `2019 2.30${"*".repeat(MAX_PASTED_LINE_LENGTH - 9)}`
    expect(line).toHaveLength(MAX_PASTED_LINE_LENGTH)
    expect(years(parse(`Year Units\n${line}`))).toEqual([[2019, 2.3]])
  })

  it("more lines than the cap: the run fails with a 400 on text, never a partial parse", () => {
    const text = `Year Units\n${"2019 2.30\n".repeat(MAX_PASTED_LINES)}`
    const exit = Effect.runSyncExit(parsePensionStatement.run({ text }, TEST_ENVIRONMENT))
    const error = Exit.findError(exit)
    expect(Result.isSuccess(error)).toBe(true)
    if (Result.isSuccess(error)) {
      expect(error.success).toMatchObject({
        _tag: "InvalidInput",
        fieldErrors: { text: [tooManyLinesMessage("statement")] }
      })
      expect((error.success as { hint: string }).hint).toMatch(/parts of at most 20,000 lines/)
    }
    expect(() => parsePensionStatementText(text)).toThrow(RangeError)
  })

  it("the stated total is still read, and a total line with more after the number is not", () => {
    expect(parse("Year Units\n2019 2.30\nTotal units:   2,30  ").statedTotalUnits).toBe(2.3)
    expect(parse("Year Units\n2019 2.30\nΣυνολικές μονάδες 2.30").statedTotalUnits).toBe(2.3)
    expect(parse("Year Units\n2019 2.30\nTotal units 2.30 x").statedTotalUnits).toBeNull()
    expect(parse("Year Units\n2019 2.30\nTotal 2.30 units").statedTotalUnits).toBeNull()
  })
})
