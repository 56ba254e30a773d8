import { execFileSync } from "node:child_process"
import { describe, expect, it } from "vitest"

// flake.nix is checked with nix-instantiate --parse where nix is installed (Debian's nix-bin); skipped, visibly,
// elsewhere.
const nixInstantiate = (() => {
  try {
    execFileSync("nix-instantiate", ["--version"], { stdio: "ignore" })
    return true
  } catch {
    console.warn("nix-instantiate is not installed: flake.nix is not parsed (apt-get install nix-bin)")
    return false
  }
})()

describe.skipIf(!nixInstantiate)("flake.nix", () => {
  it("parses", () => {
    expect(() => execFileSync("nix-instantiate", ["--parse", "flake.nix"], { stdio: "pipe" })).not.toThrow()
  })
})
