import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

/**
 * The layers of src/ and who may import whom (docs/architecture.md): each layer imports only the
 * layers below it. Read from the source with TypeScript's own import scanner (type-only imports count:
 * a type names a dependency too).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src")

type Layer = "core" | "rules" | "domain" | "tool" | "tools" | "calls" | "services" | "faces" | "root"

/** Which layers each layer may import; a tool may also import its own folder, never another tool's. */
const MAY_IMPORT: Readonly<Record<Layer, ReadonlyArray<Layer>>> = {
  core: ["core"],
  rules: ["rules"],
  domain: ["core", "rules", "domain"],
  tool: ["core", "rules", "domain"],
  tools: ["core", "rules", "domain", "tool", "tools"],
  calls: ["core", "calls"],
  services: ["core", "rules", "domain", "tool", "tools", "calls", "services"],
  faces: ["core", "rules", "domain", "tool", "tools", "calls", "services", "faces"],
  root: ["core", "rules", "domain", "tool", "tools", "calls", "services", "faces", "root"]
}

/**
 * The one exception to "the rules import nothing outside rules/": money rounding and the euro text, which
 * the rules need for the figures they derive and the prose they quote. Both modules import nothing but each
 * other, so the rules still stand alone (test/rules/years.test.ts type-checks them without the rest).
 */
const RULES_MAY_IMPORT = ["core/money.ts", "core/format.ts", "core/language.ts"]

const layerOf = (file: string): Layer => {
  const [top, second] = relative(SRC, file).split("/")
  if (second === undefined) return "root"
  if (top === "tools") return second.endsWith(".ts") ? "tools" : "tool"
  if (top === "core" || top === "rules" || top === "domain" || top === "calls" || top === "services" || top === "faces")
    return top
  throw new Error(`${relative(SRC, file)} is in no layer: add its folder to test/layers.test.ts and the README`)
}

const toolFolderOf = (file: string) => relative(SRC, file).split("/").slice(0, 2).join("/")

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : []
  })

const FILES = sourceFiles(SRC)

const importsOf = (file: string): Array<string> =>
  ts
    .preProcessFile(readFileSync(file, "utf8"), true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => resolve(dirname(file), name))

const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]))

describe('layers (README "Architecture")', () => {
  it("reads every module of src/", () => {
    expect(FILES.length).toBeGreaterThan(100)
    for (const file of FILES) layerOf(file)
  })

  it("no module imports a layer above its own, and no tool imports another tool", () => {
    const violations: Array<string> = []
    for (const [file, imports] of GRAPH) {
      const from = layerOf(file)
      for (const target of imports) {
        const to = layerOf(target)
        const allowed =
          MAY_IMPORT[from].includes(to) ||
          (from === "tool" && to === "tool" && toolFolderOf(file) === toolFolderOf(target)) ||
          (from === "rules" && RULES_MAY_IMPORT.includes(relative(SRC, target)))
        if (!allowed) violations.push(`${relative(SRC, file)} (${from}) imports ${relative(SRC, target)} (${to})`)
      }
    }
    expect(violations).toEqual([])
  })

  it("the core modules the rules may import import nothing but each other", () => {
    for (const name of RULES_MAY_IMPORT) {
      const file = join(SRC, name)
      const outside = GRAPH.get(file)!.filter((target) => !RULES_MAY_IMPORT.includes(relative(SRC, target)))
      expect(outside, name).toEqual([])
      expect(
        ts
          .preProcessFile(readFileSync(file, "utf8"), true, true)
          .importedFiles.filter((i) => !i.fileName.startsWith(".")),
        name
      ).toEqual([])
    }
  })

  it('core imports no package but effect (and leven, for the "did you mean" of an unknown field: src/core/field-suggestion.ts)', () => {
    const CORE_PACKAGES = ["effect", "leven"]
    const packages = FILES.filter((file) => layerOf(file) === "core").flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, "utf8"), true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((name) => !name.startsWith("."))
        .map((name) => `${relative(SRC, file)}: ${name}`)
    )
    expect(packages.filter((entry) => !CORE_PACKAGES.includes(entry.split(": ")[1]!.split("/")[0]!))).toEqual([])
  })

  it("has no import cycles", () => {
    const cycles: Array<string> = []
    const state = new Map<string, "visiting" | "done">()
    const visit = (file: string, path: Array<string>) => {
      if (state.get(file) === "done") return
      if (state.get(file) === "visiting") {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(" -> "))
        return
      }
      state.set(file, "visiting")
      for (const target of GRAPH.get(file) ?? []) visit(target, [...path, file])
      state.set(file, "done")
    }
    for (const file of FILES) visit(file, [])
    expect(cycles).toEqual([])
  })

  it("catches a forbidden import (the check itself works)", () => {
    const core = join(SRC, "core/tool.ts")
    const service = join(SRC, "services/quotas/quotas.ts")
    expect(MAY_IMPORT[layerOf(core)].includes(layerOf(service))).toBe(false)
    expect(MAY_IMPORT[layerOf(join(SRC, "calls/pipeline.ts"))].includes("services")).toBe(false)
  })
})
