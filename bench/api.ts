// MCP against REST, and keyed against anonymous, on the same tool and input, measured in one run in
// alternating rounds (issue: under load). Targets: MCP / REST >= 0.5; keyed / anonymous >= 0.7.
// Usage: node bench/api.ts [--seconds 5 --rounds 3]
import { parseArgs } from "node:util"
import { AccountSession } from "../scripts/account.ts"
import { freePort, mean, rate, startService, stop } from "./service.ts"

const { values } = parseArgs({ options: { seconds: { type: "string", default: "5" }, rounds: { type: "string", default: "3" } } })
const seconds = Number(values.seconds), rounds = Number(values.rounds)
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const input = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const restBody = JSON.stringify(input)
const mcpBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "calculate_cyprus_income_tax", arguments: input } })

const service = await startService(port)
try {
  const session = new AccountSession(base)
  await session.signInOrUp("bench@example.com", "a long enough password")
  const key = await session.createKey("bench")
  const runs = { rest: [] as Array<number>, mcp: [] as Array<number>, keyed: [] as Array<number> }
  for (let round = 1; round <= rounds; round++) {
    runs.rest.push(await rate({ url: `${base}/tools/calculate_cyprus_income_tax`, body: restBody, headers: { "x-guest-id": "bench" }, seconds }))
    runs.mcp.push(await rate({ url: `${base}/mcp`, body: mcpBody, headers: { accept: "application/json, text/event-stream", "x-guest-id": "bench" }, seconds }))
    runs.keyed.push(await rate({ url: `${base}/tools/calculate_cyprus_income_tax`, body: restBody, headers: { "x-api-key": key }, seconds }))
    console.log(`round ${round}: REST ${runs.rest.at(-1)!.toFixed(0)}, MCP ${runs.mcp.at(-1)!.toFixed(0)}, keyed REST ${runs.keyed.at(-1)!.toFixed(0)} req/s`)
  }
  const mcpRatio = mean(runs.mcp) / mean(runs.rest)
  const keyedRatio = mean(runs.keyed) / mean(runs.rest)
  console.log(`REST anonymous ${mean(runs.rest).toFixed(0)} req/s, MCP tools/call ${mean(runs.mcp).toFixed(0)} req/s, REST with a key ${mean(runs.keyed).toFixed(0)} req/s`)
  console.log(`ratio MCP / REST: ${mcpRatio.toFixed(3)} (target >= 0.5) ${mcpRatio >= 0.5 ? "MET" : "NOT MET"}`)
  console.log(`ratio keyed / anonymous: ${keyedRatio.toFixed(3)} (target >= 0.7) ${keyedRatio >= 0.7 ? "MET" : "NOT MET"}`)
} finally {
  await stop(service)
}
