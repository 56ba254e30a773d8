// Property-based fuzzing of every anonymous tool from its own Schema, over REST against the real server
// (issue 13, "Hostile input"). Bounded: VALID + HOSTILE calls per tool. Every answer is below 500 on a
// connection that stays up; every 4xx carries the full error envelope (400: fieldErrors and hint); every
// 200's structuredContent decodes with the tool's output Schema; an input the tool's Schema refuses is a
// 400 (or a 413 when the body is over the size limit), never a 200. bench/fuzz.ts runs the same generators
// at scale.
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnyToolDefinition } from "../../src/core/tool.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { defaultWorkerPoolSettings } from "../../src/services/workers/tool-workers.ts"
import { startServer, type RunningServer } from "../support/server.ts"
import { bodyText, examplesOf, hostileBodies, isValidInput, validInputs, type Body } from "./generators.ts"

const VALID = 30
const HOSTILE = 30
const SEED = 20_260_513
const GUEST = "fuzz-guest"

const CALCULATORS = TOOLS.filter((tool) => tool.access === "anonymous")

let server: RunningServer
beforeAll(async () => {
  // The property is about input, not load: a starved CI machine must not turn a slow heavy call into a
  // 503 (queue wait) or 504 (deadline), which test/faults covers. Hence long waits here.
  server = await startServer(
    TOOLS,
    {},
    { workerPool: { ...defaultWorkerPoolSettings(), queueWaitMs: 60_000, deadlineMs: 60_000 } }
  )
})
afterAll(async () => {
  await server?.close()
})

interface Answer {
  readonly status: number
  readonly body: any
  readonly text: string
}

const call = async (tool: string, text: string): Promise<Answer> => {
  const response = await fetch(`${server.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-guest-id": GUEST },
    body: text
  })
  const responseText = await response.text()
  let body: unknown
  try {
    body = JSON.parse(responseText)
  } catch {
    body = undefined
  }
  return { status: response.status, body, text: responseText }
}

/** The checks every answer must pass, whatever was sent. */
const checkAnswer = (tool: AnyToolDefinition, sent: string, answer: Answer) => {
  const where = `${tool.name} <- ${sent.length > 300 ? `${sent.slice(0, 300)}... (${sent.length} chars)` : sent}\n-> ${answer.status} ${answer.text.slice(0, 500)}`
  expect(answer.status, where).toBeLessThan(500)
  expect(answer.body, `${where}\n(not JSON)`).toBeTypeOf("object")
  if (answer.status === 200) {
    expect(() => Schema.decodeUnknownSync(tool.output)(answer.body.structuredContent), where).not.toThrow()
    return
  }
  expect(answer.status, where).toBeGreaterThanOrEqual(400)
  expect(answer.body, where).toMatchObject({
    error: expect.any(String),
    code: expect.any(String),
    requestId: expect.any(String),
    guestId: GUEST,
    apiVersion: expect.any(String)
  })
  if (answer.status === 400) {
    expect(answer.body.fieldErrors, where).toBeTypeOf("object")
    expect(Object.keys(answer.body.fieldErrors).length, where).toBeGreaterThan(0)
    expect(answer.body.hint, where).toBeTypeOf("string")
  }
}

/** Runs the calls with a few at a time (a 2-core machine; the server shares the process). */
const inPool = async <A>(items: ReadonlyArray<A>, f: (item: A) => Promise<void>, size = 4) => {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await f(items[next++]!)
    })
  )
}

const locallyValid = (tool: AnyToolDefinition, body: Body): boolean => {
  const text = bodyText(body)
  if (text.trim() === "") return isValidInput(tool, {})
  try {
    return isValidInput(tool, JSON.parse(text))
  } catch {
    return false
  }
}

describe.each(CALCULATORS.map((tool) => [tool.name, tool] as const))("fuzzing %s", (_name, tool) => {
  it(`${VALID} valid inputs: every example is a 200, and every answer is a 200 that decodes or a 400 from the calculation`, async () => {
    const inputs = validInputs(tool, VALID, SEED)
    expect(inputs.length).toBe(VALID)
    const examples = new Set(examplesOf(tool).map((e) => JSON.stringify(e)))
    let ok = 0
    await inPool(inputs, async (input) => {
      const text = JSON.stringify(input)
      const answer = await call(tool.name, text)
      checkAnswer(tool, text, answer)
      expect([200, 400], `${tool.name} <- ${text.slice(0, 300)}\n-> ${answer.text.slice(0, 300)}`).toContain(
        answer.status
      )
      if (examples.has(text))
        expect(answer.status, `example ${text.slice(0, 300)}\n-> ${answer.text.slice(0, 300)}`).toBe(200)
      if (answer.status === 200) ok++
    })
    expect(ok).toBeGreaterThan(0)
  })

  it(`${HOSTILE} hostile inputs: never a 5xx or a dropped connection, the envelope on every 4xx, a refused input is never a 200`, async () => {
    const bodies = hostileBodies(validInputs(tool, 5, SEED + 7), HOSTILE, SEED + 11)
    await inPool(bodies, async (body) => {
      const text = bodyText(body)
      const answer = await call(tool.name, text)
      checkAnswer(tool, text, answer)
      if (!locallyValid(tool, body)) {
        expect(
          [400, 413],
          `${tool.name} <- ${text.slice(0, 300)}\n-> ${answer.status} ${answer.text.slice(0, 300)}`
        ).toContain(answer.status)
      }
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

/** Unknown fields named like Object.prototype members (once a 500: fieldErrors had a prototype). */
describe("unknown fields named like Object.prototype members", () => {
  it("are a 400 with the envelope (and pollute nothing), for every tool", async () => {
    for (const tool of CALCULATORS) {
      const example = examplesOf(tool)[0] as Record<string, unknown>
      for (const key of ["__proto__", "constructor", "toString"]) {
        const text = `{"${key}":{"polluted":true},${JSON.stringify(example).slice(1)}`
        const answer = await call(tool.name, text)
        checkAnswer(tool, text, answer)
        expect(answer.status).toBe(400)
        expect(Object.keys(answer.body.fieldErrors)).toEqual([key])
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe("regressions found by fuzzing", () => {
  // Numbers beyond the rows' caps in pasted text were emitted as row values that the output Schema refuses (a 500).
  it("parse_pension_statement: a figure with hundreds of digits is an unreadable line, not a 500", async () => {
    const tool = CALCULATORS.find((t) => t.name === "parse_pension_statement")!
    const text = `Year  Basic units  Supplementary units  Insurable earnings\n2019  1.20  1.10  21,200.00\n2020  ${"9".repeat(400)}  1.00  30,000.00\nTotal units: ${"9".repeat(400)}`
    const answer = await call(tool.name, JSON.stringify({ text }))
    checkAnswer(tool, text, answer)
    expect(answer.status).toBe(200)
    expect(answer.body.structuredContent.unreadableLines.map((l: { lineNumber: number }) => l.lineNumber)).toContain(3)
    expect(answer.body.structuredContent.statedTotalUnits).toBeNull()
  })

  it("parse_mortgage_statement_text: a rate above 100% or below 0 and an amount above the cap are reported, not a 500", async () => {
    const tool = CALCULATORS.find((t) => t.name === "parse_mortgage_statement_text")!
    const text = [
      "Date        Description          Debit       Credit       Balance     Rate",
      "01/01/2025  Opening balance                             150,000.00    4.25%",
      "05/01/2025  Instalment                      1,100.00    148,900.00    250%",
      "06/01/2025  Instalment                      1,100.00    147,800.00    -1%",
      `07/01/2025  Instalment                      1,100.00    ${"9".repeat(30)}.00`
    ].join("\n")
    const answer = await call(tool.name, JSON.stringify({ text }))
    checkAnswer(tool, text, answer)
    expect(answer.status).toBe(200)
    for (const row of answer.body.structuredContent.rows) {
      expect(row.ratePct ?? 0).toBeGreaterThanOrEqual(0)
      expect(row.ratePct ?? 0).toBeLessThanOrEqual(100)
    }
  })

  it("parse_portfolio_csv: a row analyze_portfolio would refuse (zero quantity, a figure above the cap) is skipped, not a 500", async () => {
    const tool = CALCULATORS.find((t) => t.name === "parse_portfolio_csv")!
    const text = [
      "date,type,ticker,quantity,price,amount,currency",
      "2024-01-02,deposit,,,,1000,EUR",
      "2024-01-03,buy,VWCE,0,110,,EUR",
      `2024-01-04,buy,VWCE,${"9".repeat(20)},110,,EUR`,
      "2024-01-05,buy,VWCE,1,110,,EUR"
    ].join("\n")
    const answer = await call(tool.name, JSON.stringify({ text, baseCurrency: "EUR" }))
    checkAnswer(tool, text, answer)
    expect(answer.status).toBe(200)
    expect(answer.body.structuredContent.transactions.map((t: { lineNumber: number }) => t.lineNumber)).toEqual([2, 5])
  })

  // A positive rate so small that (1 + i)^-n is 1 in floating point made the annuity Infinity (a 500).
  it("compare_rent_vs_buy: a mortgage rate of 1e-81 % is paid like a zero rate, not a 500", async () => {
    const tool = CALCULATORS.find((t) => t.name === "compare_rent_vs_buy")!
    const text = JSON.stringify({
      propertyPrice: 100_000,
      monthlyRent: 500,
      downPayment: 20,
      downPaymentUnit: "percent",
      mortgageRate: 1.75e-81,
      mortgageTermYears: 10
    })
    const answer = await call(tool.name, text)
    checkAnswer(tool, text, answer)
    expect(answer.status).toBe(200)
    expect(answer.body.structuredContent.monthlyMortgagePayment).toBeCloseTo(80_000 / 120, 2)
  })

  // An invested base of 1e-320 (a denormal) made totalGainPercent Infinity, which the output Schema refuses (a 500).
  it("analyze_portfolio: a transfer of 1e-320 gives a null percentage, not a 500", async () => {
    const tool = CALCULATORS.find((t) => t.name === "analyze_portfolio")!
    const text = JSON.stringify({
      baseCurrency: "EUR",
      asOfDate: "2025-12-31",
      subPortfolios: [
        {
          name: "Cash account",
          transactions: [
            { date: "2025-06-30", type: "transfer_in", amount: 1e-320, currency: "EUR" },
            { date: "2025-12-31", type: "interest", amount: 6, currency: "EUR" }
          ]
        }
      ]
    })
    const answer = await call(tool.name, text)
    checkAnswer(tool, text, answer)
    expect(answer.status).toBe(200)
  })

  it("1e308 and a 10,000-year term are refused by the Schemas with a 400", async () => {
    const tax = CALCULATORS.find((t) => t.name === "calculate_cyprus_income_tax")!
    const a = await call(tax.name, JSON.stringify({ salaryIncome: 1e308, employmentType: "private" }))
    checkAnswer(tax, "salaryIncome 1e308", a)
    expect(a.status).toBe(400)
    expect(Object.keys(a.body.fieldErrors)).toEqual(["salaryIncome"])
    const rent = CALCULATORS.find((t) => t.name === "compare_rent_vs_buy")!
    const b = await call(rent.name, JSON.stringify({ ...(examplesOf(rent)[0] as object), mortgageTermYears: 10_000 }))
    checkAnswer(rent, "mortgageTermYears 10000", b)
    expect(b.status).toBe(400)
    expect(Object.keys(b.body.fieldErrors)).toEqual(["mortgageTermYears"])
  })
})
