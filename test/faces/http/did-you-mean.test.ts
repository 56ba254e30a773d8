import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_SUGGESTED_NAME_LENGTH, MAX_SUGGESTIONS, suggestField } from "../../../src/core/field-suggestion.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Issue 23: an unknown field that misspells a field of the same object gets "Did you mean ...?" in its
// fieldErrors message, on REST and MCP alike; the work stays bounded whatever names the caller makes up.
let server: RunningServer
let mcp: Client
beforeAll(async () => {
  server = await startServer(TOOLS)
  mcp = await connectMcp(server.url)
}, 60_000)
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

const INCOME_TAX = "calculate_cyprus_income_tax"
const example = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const rest = (tool: string, body: unknown) => postJson(`${server.url}/tools/${tool}`, body)
const viaMcp = async (tool: string, args: Record<string, unknown>) => {
  const result = await mcp.callTool({ name: tool, arguments: args })
  expect(result.isError).toBe(true)
  return JSON.parse((result.content as Array<{ text: string }>)[0]!.text)
}
/** The example with salaryIncome sent under another name. */
const withField = (name: string, value: unknown) => ({
  employmentType: "private",
  legislationVersion: "2026",
  [name]: value
})
const firstExample = async (tool: string) => (await (await fetch(`${server.url}/schemas/${tool}`)).json()).examples[0]

describe("a misspelt field gets a suggestion", () => {
  it("REST: salaryIncom -> salaryIncome, in the field's message", async () => {
    const answer = await rest(INCOME_TAX, withField("salaryIncom", 30000))
    expect(answer.status).toBe(400)
    expect(answer.json.fieldErrors.salaryIncom).toEqual([
      expect.stringMatching(/^Unknown field: .* Did you mean "salaryIncome"\?$/)
    ])
  })

  it("MCP: the same suggestion in the same body", async () => {
    const body = await viaMcp(INCOME_TAX, withField("salaryIncom", 30000))
    expect(body.code).toBe("invalid_input")
    expect(body.fieldErrors.salaryIncom[0]).toContain('Did you mean "salaryIncome"?')
  })

  it("another case of a known name is suggested first; transposed and dropped letters are found", async () => {
    const answer = await rest(INCOME_TAX, { ...withField("SALARYINCOME", 30000), emplyomentTpe: "private" })
    expect(answer.json.fieldErrors.SALARYINCOME[0]).toContain('Did you mean "salaryIncome"?')
    expect(answer.json.fieldErrors.emplyomentTpe[0], "employmentType was sent: not suggested").not.toContain(
      "Did you mean"
    )
    const typo = await rest(INCOME_TAX, { salaryIncome: 30000, employmnetType: "private" })
    expect(typo.json.fieldErrors.employmnetType[0]).toContain('Did you mean "employmentType"?')
  })

  it("a field already sent is not suggested again", async () => {
    const answer = await rest(INCOME_TAX, { ...example, salaryIncom: 1 })
    expect(answer.status).toBe(400)
    expect(answer.json.fieldErrors.salaryIncom[0]).not.toContain("Did you mean")
  })

  it("in a nested object, the fields of that object are the ones suggested", async () => {
    const mortgage = await firstExample("simulate_mortgage")
    const answer = await rest("simulate_mortgage", { ...mortgage, lumpSumPayments: [{ month: 36, ammount: 20000 }] })
    expect(answer.status).toBe(400)
    expect(answer.json.fieldErrors["lumpSumPayments.0.ammount"][0]).toContain('Did you mean "amount"?')
  })
})

describe("no suggestion where none is near", () => {
  it("a far-off name gets the plain message", async () => {
    const answer = await rest(INCOME_TAX, withField("favouriteColour", "blue"))
    expect(answer.status).toBe(400)
    expect(answer.json.fieldErrors.favouriteColour).toEqual([
      "Unknown field: this tool does not accept it (field names are case-sensitive; see the tool's schema)."
    ])
  })

  it("suggestField: the rules of nearness", () => {
    const known = ["salaryIncome", "employmentType", "age", "turnover"]
    expect(suggestField("salaryIncom", known)).toBe("salaryIncome")
    expect(suggestField("SalaryIncome", known)).toBe("salaryIncome")
    expect(suggestField("aeg", known)).toBeUndefined() // 2 edits from a 3-letter name
    expect(suggestField("agee", known)).toBe("age")
    expect(suggestField("turnovr", known)).toBe("turnover")
    expect(suggestField("income", known)).toBeUndefined()
    expect(suggestField("", known)).toBeUndefined()
    expect(suggestField(`salaryIncome${"e".repeat(MAX_SUGGESTED_NAME_LENGTH)}`, ["salaryIncome"])).toBeUndefined()
  })
})

describe("bounded whatever the names", () => {
  const randomName = (length: number, seed: number) => {
    let state = seed
    return Array.from({ length }, () =>
      String.fromCharCode(33 + ((state = (state * 1103515245 + 12345) % 2147483648) % 94))
    ).join("")
  }

  it("200 long and random unknown names (the most an object may have) answer a 400 quickly, with at most MAX_SUGGESTIONS suggestions", async () => {
    const fields: Record<string, number> = {}
    for (let i = 0; i < 199; i++)
      fields[
        i % 3 === 0
          ? `salaryIncom${"e".repeat(i)}`
          : i % 3 === 1
            ? randomName(1 + ((i * 37) % 400), i)
            : `salaryIncme${i % 10}${i}`
      ] = i
    const started = performance.now()
    const answer = await rest(INCOME_TAX, { ...fields, employmentType: "private" })
    const elapsed = performance.now() - started
    expect(answer.status).toBe(400)
    const messages = Object.values(answer.json.fieldErrors as Record<string, Array<string>>).flat()
    const suggested = messages.filter((message) => message.includes("Did you mean"))
    expect(suggested.length).toBeGreaterThan(0)
    expect(suggested.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    expect(elapsed).toBeLessThan(1000)
  })

  it("suggestField on hostile names stays fast: 10,000 random names of up to 5,000 characters against a tool's fields", () => {
    const known = Object.keys(example).concat([
      "selfEmploymentTurnover",
      "occupationalCategory",
      "rentalIncome",
      "isTaxResident",
      "dependentChildren"
    ])
    const names = [
      ...Array.from({ length: 1000 }, (_, i) => randomName(1 + ((i * 7919) % 5000), i)),
      ...Array.from({ length: 9000 }, (_, i) => randomName(1 + (i % MAX_SUGGESTED_NAME_LENGTH), i))
    ]
    const started = performance.now()
    for (const name of names) suggestField(name, known)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it("names like Object.prototype members or with odd characters are a 400, never a 500", async () => {
    for (const name of [
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
      "salary\u0000Income",
      "salaryIncome\u202e",
      "ſalaryIncome",
      "SALARYİNCOME",
      "💸salaryIncome"
    ]) {
      const text = `{${JSON.stringify(name)}:1,"employmentType":"private"}`
      const answer = await rest(INCOME_TAX, text)
      expect(answer.status, name).toBe(400)
      expect(Object.keys(answer.json.fieldErrors), name).toContain(name)
    }
  })
})
