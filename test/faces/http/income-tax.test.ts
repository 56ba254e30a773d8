import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// calculate_cyprus_income_tax end to end, as a newcomer would use it (README "Use it with curl").
let server: RunningServer
let mcp: Client
beforeAll(async () => {
  server = await startServer(TOOLS)
  mcp = await connectMcp(server.url)
})
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

const TOOL = "calculate_cyprus_income_tax"
const call = (body: unknown) => postJson(`${server.url}/tools/${TOOL}`, body)

describe("calculate_cyprus_income_tax over HTTP", () => {
  it("gives the 2026 figures for a private employee on 30,000 (SI 2,640, GESY 795, tax 913, net 25,652)", async () => {
    // 8.8% x 30,000 = 2,640; 2.65% x 30,000 = 795; taxable 26,565; tax 20% x (26,565 - 22,000) = 913.
    const r = await call({ salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" })
    expect(r.status).toBe(200)
    const s = r.json.structuredContent
    expect([
      s.socialInsurance.amount,
      s.gesy.amount,
      s.taxableIncome,
      s.incomeTax,
      s.netAnnualIncome,
      s.netMonthlyIncome
    ]).toEqual([2640, 795, 26565, 913, 25652, 2137.67])
    expect(s.legislationYearDefaulted).toBe(false)
    expect(s.assumptions.join(" ")).not.toMatch(/default because legislationVersion was omitted/)
    expect(r.json.content[0].text).toMatch(/Net annual income EUR 25,652\.00/)
  })

  it("uses 2026 when legislationVersion is omitted and says so in assumptions and content", async () => {
    const r = await call({ salaryIncome: 30000, employmentType: "private" })
    expect(r.json.structuredContent.legislationVersion).toBe("2026")
    expect(r.json.structuredContent.legislationYearDefaulted).toBe(true)
    expect(r.json.structuredContent.assumptions[0]).toMatch(/2026 rules were used as the default/)
    expect(r.json.content[0].text).toMatch(/2026 rules were used as the default/)
  })

  it("refuses a year the rules do not hold, listing the years that exist", async () => {
    const r = await call({ salaryIncome: 30000, employmentType: "private", legislationVersion: "2023" })
    expect(r.status).toBe(400)
    expect(r.json.fieldErrors.legislationVersion[0]).toMatch(
      /"2024", "2025" or "2026" \(a string such as "2026"; the number 2026 is accepted too\)/
    )
  })

  it("answers legislationVersion sent as a number like the same year as a string", async () => {
    const asNumber = await call({ salaryIncome: 30000, employmentType: "private", legislationVersion: 2025 })
    const asString = await call({ salaryIncome: 30000, employmentType: "private", legislationVersion: "2025" })
    expect(asNumber.status).toBe(200)
    expect(asNumber.json.structuredContent).toEqual(asString.json.structuredContent)
  })

  it("requires turnover and occupationalCategory for the self-employed, and never infers employmentType", async () => {
    const r = await call({ salaryIncome: 0, employmentType: "self-employed" })
    expect(r.status).toBe(400)
    expect(Object.keys(r.json.fieldErrors).sort()).toEqual(["occupationalCategory", "turnover"])
    expect(r.json.hint).toMatch(/^Ask the user for turnover, occupationalCategory/)
    const missingType = await call({ salaryIncome: 30000 })
    expect(Object.keys(missingType.json.fieldErrors)).toEqual(["employmentType"])
  })

  it("gives identical fieldErrors over MCP for a cross-field problem raised by the calculator", async () => {
    const body = { salaryIncome: 45000, employmentType: "private", legislationVersion: "2026", dependentChildren: 2 }
    const rest = await call(body)
    expect(rest.status).toBe(400)
    expect(Object.keys(rest.json.fieldErrors).sort()).toEqual(["familyIncome", "householdType"])
    const viaMcp = await mcp.callTool({ name: TOOL, arguments: body })
    expect(viaMcp.isError).toBe(true)
    const mcpBody = JSON.parse((viaMcp.content as Array<{ text: string }>)[0]!.text)
    expect(mcpBody.fieldErrors).toEqual(rest.json.fieldErrors)
  })
})
