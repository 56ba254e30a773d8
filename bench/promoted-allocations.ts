// A diagnostic of issue 20 (no target): which allocations of the service outlive a young-generation
// collection under load. Objects that die young cost the collector little; those promoted (or allocated
// directly in the old generation, when V8 pretenures their allocation site) make full collections. It
// starts `npm start`'s command with bench/promoted-sampler.mjs preloaded, loads
// POST /tools/calculate_cyprus_income_tax for --seconds, and prints the sampled bytes per allocation site
// and per call. Compare with --target effect (the minimal effect route peer doing the same work).
//   node bench/promoted-allocations.ts [--seconds 10] [--target service|effect]
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, openSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import autocannon from "autocannon"
import { serviceArguments } from "../scripts/service-command.ts"
import { freePort } from "./service.ts"

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, target: { type: "string", default: "service" } }
})
const UNLIMITED = "1000000000/1000000000/1000000000"
const port = await freePort()
const profilePath = join(mkdtempSync(join(tmpdir(), "poliergaleio-promoted-")), "profile.json")
const script = values.target === "effect" ? "bench/minimal-effect-server.ts" : "src/start.js"
const child = spawn(
  process.execPath,
  [...serviceArguments.slice(0, -1), "--import", "./bench/promoted-sampler.mjs", script],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      REQUEST_LOG: "on",
      PROMOTED_PROFILE: profilePath,
      SERVICE_HEADERS: "{}",
      QUOTA_ANONYMOUS: UNLIMITED,
      QUOTA_ANONYMOUS_PER_IP: UNLIMITED,
      DATA_DIR: mkdtempSync(join(tmpdir(), "poliergaleio-bench-"))
    },
    stdio: ["ignore", openSync("/dev/null", "w"), "inherit"]
  }
)
for (
  let i = 0;
  i < 600 &&
  !(await fetch(`http://127.0.0.1:${port}/version`).then(
    () => true,
    () => false
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 100))
const body = JSON.stringify({ salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" })
const result = await autocannon({
  url: `http://127.0.0.1:${port}/tools/calculate_cyprus_income_tax`,
  method: "POST",
  connections: 10,
  duration: Number(values.seconds),
  body,
  headers: { "content-type": "application/json" }
})
child.kill("SIGUSR2")
await new Promise((r) => setTimeout(r, 3000))
child.kill("SIGKILL")
await once(child, "exit")

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: Array<ProfileNode>
}
const bySite = new Map<string, number>()
let total = 0
const walk = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame
  const site = `${functionName || "(anonymous)"} ${url.replace(/^file:\/\/.*?\/(src|bench|node_modules)\//, "$1/")}:${lineNumber + 1}`
  bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize)
  total += node.selfSize
  node.children.forEach(walk)
}
walk((JSON.parse(readFileSync(profilePath, "utf8")) as { head: ProfileNode }).head)
console.log(
  `${values.target}: ${result.requests.total} calls in ${values.seconds} s; ${(total / 1e6).toFixed(1)} MB sampled outliving a young collection (start-up included), ${(total / result.requests.total).toFixed(0)} B a call`
)
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${((100 * bytes) / total).toFixed(1).padStart(5)}%  ${site}`)
