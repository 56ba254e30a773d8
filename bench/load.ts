// Load benchmark (issue: service core). POST /tools/calculate_cyprus_income_tax on the service as it
// ships (a child process started like `npm start`, request logging on, its stdout sent to /dev/null) against a bare
// node:http server returning a canned JSON body of the same size, both measured in the same run, in
// alternating rounds. Prints requests/s of each and the ratio. Targets: ratio >= 0.4 (issue 3), >= 0.7 (issue 13).
// Then the budget: the time per request a target leaves above bare node:http, against what the answer
// itself costs in-process (bench/answer-cost.ts), which no HTTP layer can avoid.
// Usage: npm run bench [-- --seconds 10 --rounds 3 --connections 10]
import { spawn, type ChildProcess } from "node:child_process"
import { openSync } from "node:fs"
import { parseArgs } from "node:util"
import { measureAnswerCost } from "./answer-cost.ts"
import { assertServedBy, freePort, mean, rate, startService, stop } from "./service.ts"

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, rounds: { type: "string", default: "3" }, connections: { type: "string", default: "10" } }
})
const seconds = Number(values.seconds), rounds = Number(values.rounds), connections = Number(values.connections)
const TOOL = "calculate_cyprus_income_tax"

/** Starts a server script with its output sent to /dev/null (as to a log collector), and waits until it answers. */
const start = async (script: string, env: Record<string, string>, port: number): Promise<ChildProcess> => {
  const devNull = openSync("/dev/null", "w")
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", devNull, "inherit"] })
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/version`).then(() => true, () => false)
    if (up) {
      assertServedBy(port, child.pid!)
      return child
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${script} did not answer on port ${port}`)
}

const measure = (url: string, body: string) => rate({ url, body, headers: { "x-guest-id": "bench" }, seconds, connections })

const servicePort = await freePort(), barePort = await freePort(), minimalPort = await freePort()
const service = await startService(servicePort)
try {
  const schema = await (await fetch(`http://127.0.0.1:${servicePort}/schemas/${TOOL}`)).json() as { examples: Array<unknown> }
  const requestBody = JSON.stringify(schema.examples[0])
  const sample = await fetch(`http://127.0.0.1:${servicePort}/tools/${TOOL}`, { method: "POST", headers: { "content-type": "application/json" }, body: requestBody })
  const cannedBody = await sample.text()
  if (sample.status !== 200) throw new Error(`the service answered ${sample.status}: ${cannedBody}`)
  const bare = await start("bench/bare-server.ts", { CANNED_BODY: cannedBody }, barePort)
  const minimal = await start("bench/minimal-effect-server.ts", { CANNED_BODY: cannedBody }, minimalPort)
  try {
    console.log(`POST /tools/${TOOL}: ${requestBody.length} B request, ${cannedBody.length} B response; ${rounds} rounds of ${seconds} s, ${connections} connections`)
    const serviceRates: Array<number> = [], bareRates: Array<number> = [], minimalRates: Array<number> = []
    for (let round = 1; round <= rounds; round++) {
      bareRates.push(await measure(`http://127.0.0.1:${barePort}/`, requestBody))
      minimalRates.push(await measure(`http://127.0.0.1:${minimalPort}/`, requestBody))
      serviceRates.push(await measure(`http://127.0.0.1:${servicePort}/tools/${TOOL}`, requestBody))
      console.log(`round ${round}: bare node:http ${bareRates.at(-1)!.toFixed(0)}, minimal Effect router ${minimalRates.at(-1)!.toFixed(0)}, service ${serviceRates.at(-1)!.toFixed(0)} req/s`)
    }
    const ratio = mean(serviceRates) / mean(bareRates)
    console.log(`bare node:http:        ${mean(bareRates).toFixed(0)} req/s`)
    console.log(`minimal Effect router: ${mean(minimalRates).toFixed(0)} req/s (ratio ${(mean(minimalRates) / mean(bareRates)).toFixed(3)}: the stack's floor)`)
    console.log(`service:               ${mean(serviceRates).toFixed(0)} req/s`)
    for (const target of [0.4, 0.7]) console.log(`ratio service / bare:  ${ratio.toFixed(3)} (target >= ${target}) ${ratio >= target ? "MET" : "NOT MET"}`)
    // At ratio r a request may take (1/r - 1) times bare's time per request more than bare does.
    const bareMicros = 1e6 / mean(bareRates)
    const cost = measureAnswerCost(TOOL, JSON.parse(requestBody))
    console.log(`bare node:http takes ${bareMicros.toFixed(1)} µs per request; the answer itself (decode, calculate, encode, text, JSON) ${cost.answerMicros.toFixed(1)} µs in-process, of which JSON.stringify of the body ${cost.serializeMicros.toFixed(1)} µs`)
    for (const target of [0.4, 0.7]) {
      const budget = bareMicros * (1 / target - 1)
      console.log(`budget at ${target}: ${budget.toFixed(1)} µs per request above bare; the answer alone ${cost.answerMicros > budget ? "exceeds it" : "fits"} (${(cost.answerMicros / budget).toFixed(2)}x)`)
    }
  } finally {
    await stop(bare)
    await stop(minimal)
  }
} finally {
  await stop(service)
}
