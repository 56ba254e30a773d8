import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// The official MCP conformance suite (@modelcontextprotocol/conformance, a devDependency: it runs
// offline) against a started server. Every scenario that applies passes; the others need the suite's
// own test tools, resources or prompts, or a capability this server does not offer, and are listed
// with the reason in docs/mcp.md ("Conformance"). A scenario the suite adds fails here until it is
// classified.
const NOT_APPLICABLE = [
  "tools-call-simple-text",
  "tools-call-image",
  "tools-call-audio",
  "tools-call-embedded-resource",
  "tools-call-mixed-content",
  "tools-call-with-logging",
  "tools-call-error",
  "tools-call-with-progress",
  "tools-call-sampling",
  "tools-call-elicitation",
  "elicitation-sep1034-defaults",
  "elicitation-sep1330-enums",
  "resources-read-text",
  "resources-read-binary",
  "resources-templates-read",
  "resources-subscribe",
  "resources-unsubscribe",
  "prompts-get-simple",
  "prompts-get-with-args",
  "prompts-get-embedded-resource",
  "prompts-get-with-image"
]

let server: RunningServer
let output: string
beforeAll(async () => {
  server = await startServer(TOOLS)
  output = mkdtempSync(join(tmpdir(), "poliergaleio-conformance-"))
}, 60_000)
afterAll(async () => {
  await server?.close()
  if (output) rmSync(output, { recursive: true, force: true })
})

const cli = join(
  dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/conformance/package.json")),
  "dist",
  "index.js"
)

interface Check {
  readonly id: string
  readonly status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO"
  readonly errorMessage?: string
}

const runSuite = async (requirements: "2025-11-25" | "2026-07-28") => {
  const folder = join(output, requirements)
  await promisify(execFile)(
    process.execPath,
    [cli, "server", "--url", `${server.url}/mcp`, "--requirements", requirements, "-o", folder],
    { timeout: 240_000 }
  ).catch((error: { code?: number }) => {
    // The CLI exits 1 when any scenario fails, as the ones that do not apply do.
    if (error.code !== 1) throw error
  })
  return new Map(
    readdirSync(folder).map((name) => [
      name.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T.*$/, ""),
      JSON.parse(readFileSync(join(folder, name, "checks.json"), "utf8")) as Array<Check>
    ])
  )
}

/**
 * Why a check may fail here: it needs a fixture of the suite's (a tool, prompt or resource named test_...,
 * test://..., or a diagnostic tool), or the Tasks extension, which the service does not offer (docs/mcp.md
 * "Conformance").
 */
const FIXTURE_OR_EXTENSION =
  /no tool named "|no prompt named "test_|no resource test:\/\/|Not testable|Tool '[a-z0-9_]+' not found|Method not found/

/** Scenarios that exercise only the suite's fixture tools or the Tasks extension, whatever their messages. */
const FIXTURE_SCENARIOS = /^(input-required-result-|tasks-)/

const expectOnlyNotApplicableFailures = (results: Map<string, ReadonlyArray<Check>>) => {
  for (const [scenario, checks] of results) {
    if (FIXTURE_SCENARIOS.test(scenario)) continue
    for (const check of checks.filter((one) => one.status === "FAILURE"))
      expect(check.errorMessage ?? "", `${scenario}: ${check.id}`).toMatch(FIXTURE_OR_EXTENSION)
  }
}

const expectPassing = (results: Map<string, ReadonlyArray<Check>>, scenarios: ReadonlyArray<string>) => {
  for (const scenario of scenarios)
    expect(
      results.get(scenario)?.every((check) => check.status === "SUCCESS" || check.status === "INFO"),
      scenario
    ).toBe(true)
}

describe("the MCP conformance suite (0.2.0-alpha.12), both revisions", () => {
  it("2025-11-25: every scenario that applies passes; the others fail only for the suite's fixtures", async () => {
    const results = await runSuite("2025-11-25")
    expect(results.size).toBeGreaterThanOrEqual(30)
    expectOnlyNotApplicableFailures(results)
    const failing = [...results].filter(([, checks]) => checks.some((check) => check.status === "FAILURE"))
    expect(failing.map(([scenario]) => scenario).filter((scenario) => !NOT_APPLICABLE.includes(scenario))).toEqual([
      "json-schema-2020-12"
    ])
    expectPassing(results, [
      "server-initialize",
      "logging-set-level",
      "ping",
      "completion-complete",
      "tools-list",
      "resources-list",
      "prompts-list",
      "dns-rebinding-protection"
    ])
  }, 300_000)

  it("2026-07-28: the stateless core, lists, caching and header checks pass; the rest needs the suite's fixtures", async () => {
    const results = await runSuite("2026-07-28")
    expect(results.size).toBeGreaterThanOrEqual(40)
    expectOnlyNotApplicableFailures(results)
    expectPassing(results, [
      "completion-complete",
      "tools-list",
      "resources-list",
      "prompts-list",
      "caching",
      "sep-2164-resource-not-found",
      "dns-rebinding-protection",
      "http-header-validation"
    ])
    // server-stateless: every check passes but the ones that need the suite's diagnostic tools.
    const stateless = results.get("server-stateless") ?? []
    expect(stateless.filter((check) => check.status === "SUCCESS").length).toBeGreaterThanOrEqual(24)
  }, 300_000)
})
