// Missing facts asked of the person (src/faces/mcp/asking.ts, docs/mcp.md "Missing facts asked of the person"):
// which questions a call's result raises, and how the person's answers become arguments. Pure: no server.
import { describe, expect, it } from "vitest"
import { answeredArguments, askedSoFar, questionsFor } from "../../../src/faces/mcp/asking.ts"
import { toolCatalogue } from "../../../src/tools/catalogue.ts"

const catalogue = toolCatalogue()
const INCOME_TAX = catalogue.find("calculate_cyprus_income_tax")!
const PENSION = catalogue.find("calculate_cyprus_state_pension")!
const UNEMPLOYMENT = catalogue.find("calculate_cyprus_unemployment_benefit")!
const refusal = (fieldErrors: Record<string, Array<string>>) => ({
  isError: true,
  content: [{ type: "text", text: JSON.stringify({ code: "invalid_input", fieldErrors }) }]
})
const success = { content: [{ type: "text", text: "ok" }] }
const accept = (content: unknown) => ({ action: "accept", content })

describe("the questions a call raises", () => {
  it("asks every refused fact at once, each with its field's schema, and not the fields it does not ask", () => {
    const questions = questionsFor(
      UNEMPLOYMENT,
      {},
      refusal({ dependentSpouse: ["required"], dependentChildren: ["required"], applicationDate: ["required"] }),
      []
    )
    expect(questions.map((q) => q.field)).toEqual(["dependentSpouse", "dependentChildren"])
    expect(questions[0]!.requestedSchema).toMatchObject({ properties: { value: { type: "boolean" } } })
    expect(questions[1]!.requestedSchema).toMatchObject({
      properties: { value: { type: "integer", minimum: 0 } },
      required: ["value"]
    })
  })

  it("asks a salary as an amount and how often it is paid, never assuming a year", () => {
    const [question] = questionsFor(INCOME_TAX, { employmentType: "private" }, refusal({ salaryIncome: ["x"] }), [])
    expect(question!.field).toBe("salaryIncome")
    expect(question!.requestedSchema).toMatchObject({
      properties: {
        amount: { type: "number", minimum: 0 },
        period: { type: "string", oneOf: [{ const: "annual" }, { const: "12" }, { const: "13" }] }
      },
      required: ["amount", "period"]
    })
  })

  it("asks in Greek when the call is in Greek: the question, the period's choices; no English field text", () => {
    const [question] = questionsFor(
      INCOME_TAX,
      { employmentType: "private" },
      refusal({ salaryIncome: ["x"] }),
      [],
      "el"
    )
    expect(question!.message).toMatch(/^Ποιος είναι ο ακαθάριστος μισθός σας.*;$/)
    expect(question!.requestedSchema).toMatchObject({
      properties: { period: { oneOf: [{ title: "ετησίως" }, { title: "μηνιαίως, 12 φορές τον χρόνο" }, {}] } }
    })
    const [employment] = questionsFor(INCOME_TAX, { salaryIncome: 1 }, refusal({ employmentType: ["x"] }), [], "el")
    expect(employment!.message).toMatch(/ιδιωτικό τομέα/)
    expect(JSON.stringify(employment!.requestedSchema)).not.toMatch(/description/)
  })

  it("asks an omitted fact only after a call that ran on its stated default, and only when it was omitted", () => {
    const ran = questionsFor(PENSION, { mode: "quick" }, success, [])
    expect(ran.map((q) => q.field)).toEqual(["dependents"])
    expect(questionsFor(PENSION, { mode: "quick", dependents: 0 }, success, [])).toEqual([])
    expect(questionsFor(PENSION, { mode: "quick" }, refusal({ retirementAge: ["x"] }), [])).toEqual([])
  })

  it("never asks twice: a question answered, declined or cancelled before is not asked again", () => {
    for (const response of [accept({ value: 1 }), { action: "decline" }, { action: "cancel" }]) {
      const { asked } = askedSoFar(PENSION, undefined, { dependents: response })
      expect(questionsFor(PENSION, { mode: "quick" }, success, asked)).toEqual([])
    }
  })

  it("stops asking once a call has asked its bound of questions: never an endless round of them", () => {
    const many = Array.from({ length: 64 }, (_, i) => `transfer-${i}`)
    expect(questionsFor(PENSION, { mode: "quick" }, success, many)).toEqual([])
  })

  it("reads no question out of a result that is not a refusal naming fields, however it is written", () => {
    const odd = [
      { isError: true, content: [{ type: "text", text: "not json" }] },
      { isError: true, content: [{ type: "text", text: JSON.stringify({ code: "rate_limited", fieldErrors: {} }) }] },
      {
        isError: true,
        content: [{ type: "text", text: `{"code":"invalid_input","fieldErrors":${"[".repeat(70_000)}` }]
      },
      { isError: true, content: [] },
      { isError: true }
    ]
    for (const result of odd) expect(questionsFor(INCOME_TAX, {}, result, [])).toEqual([])
    expect(questionsFor(undefined, {}, refusal({ employmentType: ["x"] }), [])).toEqual([])
  })
})

describe("the answers as arguments", () => {
  const asks = INCOME_TAX.definition.listing.asks

  it("takes an accepted value under its field, and nothing from a declined or malformed answer", () => {
    expect(answeredArguments({ employmentType: accept({ value: "civil" }) }, asks)).toEqual({ employmentType: "civil" })
    expect(answeredArguments({ employmentType: { action: "decline", content: { value: "civil" } } }, asks)).toEqual({})
    expect(answeredArguments({ employmentType: accept("civil") }, asks)).toEqual({})
    expect(answeredArguments({ employmentType: accept(null) }, asks)).toEqual({})
    expect(answeredArguments({ notAsked: accept({ value: 1 }) }, asks)).toEqual({})
  })

  it("turns a salary per month into the year's, paid 12 or 13 times, to the cent", () => {
    // 2,500.50 x 12 = 30,006.00; 2,345.67 x 13 = 30,493.71; a year's amount stays as given.
    expect(answeredArguments({ salaryIncome: accept({ amount: 2_500.5, period: "12" }) }, asks)).toEqual({
      salaryIncome: 30_006
    })
    expect(answeredArguments({ salaryIncome: accept({ amount: 2_345.67, period: "13" }) }, asks)).toEqual({
      salaryIncome: 30_493.71
    })
    expect(answeredArguments({ salaryIncome: accept({ amount: 41_000, period: "annual" }) }, asks)).toEqual({
      salaryIncome: 41_000
    })
  })

  it("never guesses a salary's period: without a known one, the salary stays unanswered", () => {
    for (const period of [undefined, "monthly", "14", 12, "__proto__"])
      expect(answeredArguments({ salaryIncome: accept({ amount: 2_500, period }) }, asks)).toEqual({})
  })

  it("passes an amount that is no number on as it is, for the tool's full schema to refuse", () => {
    expect(answeredArguments({ salaryIncome: accept({ amount: "2500", period: "12" }) }, asks)).toEqual({
      salaryIncome: "2500"
    })
  })

  it("is not fooled by generated answers: only asked fields, only accepted answers, never a prototype key", () => {
    const keys = ["__proto__", "constructor", "salaryIncome", "employmentType", "isNonDomiciled", "x".repeat(5_000)]
    const values = [null, 0, -1, 1e308, "a".repeat(10_000), [], {}, { value: { nested: true } }, true]
    for (const key of keys)
      for (const value of values) {
        const answers = answeredArguments(
          JSON.parse(JSON.stringify({ [key]: accept({ value, amount: value, period: "12" }) })),
          asks
        )
        for (const field of Object.keys(answers)) expect(Object.keys(asks!)).toContain(field)
        expect(Object.getPrototypeOf(answers)).toBe(Object.prototype)
      }
  })
})

describe("what the rounds of one call have established", () => {
  it("keeps earlier answers (only of asked fields) and adds this round's; remembers every question asked", () => {
    const round2 = askedSoFar(
      INCOME_TAX,
      {
        answers: { salaryIncome: 32_500, notAsked: 1, __proto__: { polluted: true } },
        asked: ["salaryIncome"],
        yes: []
      },
      { employmentType: accept({ value: "private" }) }
    )
    expect(round2.answers).toEqual({ salaryIncome: 32_500, employmentType: "private" })
    expect(round2.asked).toEqual(["salaryIncome", "employmentType"])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("counts only an accepted true as a yes to a confirmation", () => {
    const state = askedSoFar(undefined, undefined, {
      "transfer-a": accept({ value: true }),
      "transfer-b": accept({ value: false }),
      "transfer-c": { action: "decline" },
      "transfer-d": accept({ value: "true" })
    })
    expect(state.yes).toEqual(["transfer-a"])
    expect(state.asked).toHaveLength(4)
  })

  it("reads a state of any shape as nothing known, and bounds what it keeps", () => {
    for (const state of [null, "x", 42, [], { answers: [], asked: "a", yes: {} }, { asked: [1, null, {}] }])
      expect(askedSoFar(INCOME_TAX, state, undefined)).toEqual({ answers: {}, asked: [], yes: [] })
    const keys = Array.from({ length: 500 }, (_, i) => `k${i}`)
    const bounded = askedSoFar(INCOME_TAX, { asked: [...keys, "x".repeat(10_000)], yes: keys }, undefined)
    expect(bounded.asked.length).toBeLessThanOrEqual(64)
    expect(bounded.yes.length).toBeLessThanOrEqual(64)
  })
})
