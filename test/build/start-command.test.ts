import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { serviceArguments } from "../../scripts/service-command.ts"

// The runtime flags of the service live in package.json's start script; the flake's package and the
// benchmarks must start it the same way (bench/service.ts reads serviceArguments).
describe("the start command", () => {
  it('caps the V8 old space and young generation, exposes gc for the collection after start (docs/operations.md "Memory") and is what the flake\'s package runs', () => {
    expect(serviceArguments).toContain("--max-old-space-size=1024")
    expect(serviceArguments).toContain("--max-semi-space-size=16")
    expect(serviceArguments).toContain("--min-semi-space-size=16")
    expect(serviceArguments).toContain("--expose-gc")
    // docs/operations.md "Memory": V8 must not start allocating every response body in the old generation.
    expect(serviceArguments).toContain("--no-allocation-site-pretenuring")
    expect(serviceArguments.at(-1)).toBe("src/start.js")
    const flake = readFileSync("flake.nix", "utf8")
    expect(flake).toContain(`bin/node ${serviceArguments.slice(0, -1).join(" ")} $out/lib/poliergaleio/src/start.js`)
    expect(readFileSync("Dockerfile", "utf8")).toContain(
      `CMD ${JSON.stringify(["node", ...serviceArguments])}`.replaceAll(",", ", ")
    )
  })

  // docs/operations.md "Memory": the collection after start (src/main.ts) shrinks the young generation to
  // V8's minimum, and V8 grows it back only as objects survive, which a server's short-lived requests
  // seldom do: without a minimum it stayed at half the size under load (twice the scavenges).
  it("keeps the young generation at its full size after the memory-reducing collection at start", () => {
    const newSpaceMiB = execFileSync(
      process.execPath,
      [
        ...serviceArguments.slice(0, -1),
        "-e",
        `
      globalThis.gc({ type: "major", flavor: "last-resort" })
      const newSpace = require("node:v8").getHeapSpaceStatistics().find((space) => space.space_name === "new_space")
      process.stdout.write(String(newSpace.space_size / 2 ** 20))`
      ],
      { encoding: "utf8" }
    )
    expect(Number(newSpaceMiB)).toBeGreaterThanOrEqual(16)
  })
})
