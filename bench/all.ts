// `npm run bench`: every benchmark of the project, one after the other, then each ratio and its target.
// Each script can also run alone (node bench/<name>.ts); the figures are in the README.
import { spawn } from "node:child_process"

const BENCHMARKS: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["bench/load.ts", ["--seconds", "8", "--rounds", "3"]],
  ["bench/api.ts", ["--seconds", "5", "--rounds", "3"]],
  ["bench/memory.ts", ["--calls", "100000"]],
  ["bench/mortgage-audit.ts", []],
  ["bench/retirement-stress-test.ts", []],
  ["bench/portfolio.ts", []],
  ["bench/under-attack.ts", ["--calls", "500"]]
]

const summary: Array<string> = []
for (const [script, args] of BENCHMARKS) {
  console.log(`\n== ${script} ${args.join(" ")}`)
  const output = await new Promise<string>((resolve, reject) => {
    let text = ""
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "inherit"] })
    child.stdout.on("data", (chunk: Buffer) => { text += chunk; process.stdout.write(chunk) })
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`${script} exited with ${code}`))))
  })
  for (const line of output.split("\n")) if (/ratio/i.test(line) && /target/i.test(line)) summary.push(`${script}: ${line.trim()}`)
}
console.log(`\n== summary\n${summary.join("\n")}`)
