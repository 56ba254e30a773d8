// Screenshots of calculator pages as a person sees them on a phone (issue 38): starts the service as `npm start`
// does, on a free port with a temporary DATA_DIR, fills three calculators in Greek at 360 px from their
// examples[0], writes a full-page PNG of each form and each result, prints the paths and stops the service.
// npm run screenshots [-- --out ./screenshots] (the folder is ignored by git).
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { chromium, type Page } from "playwright-core"
import { makeCatalogue } from "../src/core/catalogue.ts"
import { CALCULATORS } from "../src/tools/catalogue.ts"

const { values } = parseArgs({ options: { out: { type: "string", default: "./screenshots" } } })
const OUT = resolve(values.out)
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const LANGUAGE = "el"
const WIDTH = 360

/** The calculators shown, each with the form-only choices (or changes to examples[0]) a person would make. */
const SHOTS: ReadonlyArray<{ tool: string; extra: Record<string, string> }> = [
  { tool: "calculate_cyprus_income_tax", extra: { compareWithYear: "2025", _salaryPeriod: "annual" } },
  { tool: "simulate_mortgage", extra: {} },
  { tool: "run_retirement_stress_test", extra: {} }
]

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once("error", fail)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))))
    })
  })

/** `node src/start.js` with the start script's flags; resolves with its address once it logs "listening". */
const startService = (port: number, dataDir: string) =>
  new Promise<{ child: ChildProcess; url: string }>((done, fail) => {
    const child = spawn(process.execPath, ["--expose-gc", "--max-old-space-size=1024", "src/start.js"], {
      cwd: resolve(import.meta.dirname, ".."),
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, REQUEST_LOG: "off" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const timer = setTimeout(() => fail(new Error(`the service did not start within 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of output.split("\n")) {
        if (!line.includes('"listening"')) continue
        clearTimeout(timer)
        const address = (JSON.parse(line) as { address: string }).address
        child.stdout?.off("data", read)
        child.stdout?.resume()
        return done({ child, url: address })
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      fail(new Error(`the service exited (${code}) before listening:\n${output}`))
    })
  })

const stopService = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done()
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(force)
      done()
    })
    child.kill("SIGTERM")
  })

/** examples[0] as form fields: `name` -> text, nested objects by `.`, list rows by `[i]`. */
const fieldsOf = (value: unknown, prefix = ""): Array<[string, unknown]> => {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsOf(item, `${prefix}[${i}]`))
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => fieldsOf(inner, prefix === "" ? key : `${prefix}.${key}`))
  return [[prefix, value]]
}

const submitWith = async (page: Page, selector: string) => {
  await Promise.all([page.waitForEvent("load"), page.locator(selector).click()])
}

/** Fills one field as a person would in Greek (decimal comma), adding a list row first when it is not shown. */
const fill = async (page: Page, name: string, value: unknown) => {
  if ((await page.locator(`[name="${name}"]`).count()) === 0) {
    const list = name.slice(0, name.lastIndexOf("["))
    await submitWith(page, `button[name="_addRow"][value="${list}"]`)
  }
  const field = page.locator(`[name="${name}"]`)
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(String(value))
  else await field.fill(typeof value === "number" ? String(value).replace(".", ",") : String(value))
}

const catalogue = makeCatalogue(CALCULATORS)
mkdirSync(OUT, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), "poliergaleio-screenshots-"))
const written: Array<string> = []
const service = await startService(await freePort(), dataDir)
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
  })
  try {
    for (const { tool, extra } of SHOTS) {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 }, locale: "el-GR" })
      const page = await context.newPage()
      await page.goto(`${service.url}/${LANGUAGE}/calculators/${tool}`)
      const example = (catalogue.find(tool)!.inputJsonSchema.examples as Array<unknown>)[0]
      for (const [field, value] of fieldsOf(example)) await fill(page, field, value)
      for (const [field, value] of Object.entries(extra)) await fill(page, field, value)
      const form = join(OUT, `${tool}-${LANGUAGE}-${WIDTH}-form.png`)
      await page.screenshot({ path: form, fullPage: true })
      written.push(form)
      await submitWith(page, 'form.calculator button[type="submit"]:not([name])')
      const result = join(OUT, `${tool}-${LANGUAGE}-${WIDTH}-result.png`)
      await page.screenshot({ path: result, fullPage: true })
      written.push(result)
      await context.close()
    }
  } finally {
    await browser.close()
  }
} finally {
  await stopService(service.child)
  rmSync(dataDir, { recursive: true, force: true })
}
for (const path of written) console.log(path)
