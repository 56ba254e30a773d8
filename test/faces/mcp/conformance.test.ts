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

describe("the MCP conformance suite", () => {
  it("passes every scenario that applies; the others fail only for the suite's own fixtures", async () => {
    await promisify(execFile)(process.execPath, [cli, "server", "--url", `${server.url}/mcp`, "-o", output], {
      timeout: 240_000
    }).catch((error: { code?: number }) => {
      // The CLI exits 1 when any scenario fails, as the ones that do not apply do.
      if (error.code !== 1) throw error
    })
    const results = new Map(
      readdirSync(output).map((folder) => [
        folder.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T.*$/, ""),
        JSON.parse(readFileSync(join(output, folder, "checks.json"), "utf8")) as Array<Check>
      ])
    )
    const failing = [...results]
      .filter(([, checks]) => checks.some((check) => check.status === "FAILURE"))
      .map(([scenario]) => scenario)
    expect(results.size).toBeGreaterThanOrEqual(30)
    expect(failing.filter((scenario) => !NOT_APPLICABLE.includes(scenario))).toEqual([])
    for (const scenario of [
      "server-initialize",
      "logging-set-level",
      "ping",
      "completion-complete",
      "tools-list",
      "resources-list",
      "prompts-list",
      "dns-rebinding-protection"
    ]) {
      expect(
        results.get(scenario)?.every((check) => check.status === "SUCCESS"),
        scenario
      ).toBe(true)
    }
    // Each one that does not apply fails for a fixture of the suite's, or a capability not offered.
    for (const scenario of failing) {
      const messages = results
        .get(scenario)!
        .filter((check) => check.status === "FAILURE")
        .map((check) => check.errorMessage ?? "")
      for (const message of messages)
        expect(message, scenario).toMatch(
          /no tool named "test_|no prompt named "test_|no resource test:\/\/|-32601: Method not found/
        )
    }
  }, 300_000)
})
