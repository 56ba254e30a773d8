import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { DEFAULT_TAX_YEAR, TAX_YEARS } from "../../src/rules/years.ts"

const SRC = fileURLToPath(new URL("../../src", import.meta.url))
/** What the rules import: their own folder, and money rounding and the euro text from core (test/layers.test.ts). */
const RULES_WITH_THEIR_IMPORTS = ["rules", "core/money.ts", "core/format.ts", "core/language.ts"]

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2024,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  types: []
}

/**
 * A compiler host that parses a file again only when its text changed: the second check (after the edit
 * of years.ts) reuses the standard library's declarations and every other file as parsed and bound for
 * the first, as an editor's language service does. Each check still has a checker of its own.
 */
const cachingHost = () => {
  const host = ts.createCompilerHost(OPTIONS)
  const parsed = new Map<string, { readonly text: string; readonly file: ts.SourceFile }>()
  const getSourceFile: ts.CompilerHost["getSourceFile"] = (fileName, languageVersion, onError) => {
    const text = host.readFile(fileName)
    if (text === undefined) return host.getSourceFile(fileName, languageVersion, onError)
    const known = parsed.get(fileName)
    if (known?.text === text) return known.file
    const file = ts.createSourceFile(fileName, text, languageVersion)
    parsed.set(fileName, { text, file })
    return file
  }
  return { ...host, getSourceFile }
}

/** The type errors of src/rules (it imports nothing outside itself) type-checked as the project checks it. */
const typeErrorsOf = (rulesDir: string, host: ts.CompilerHost) => {
  const program = ts.createProgram(
    [join(rulesDir, "years.ts"), ...ts.sys.readDirectory(rulesDir, [".ts"])],
    OPTIONS,
    host
  )
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file?.fileName.slice(rulesDir.length + 1),
    message: ts.flattenDiagnosticMessageText(d.messageText, " ")
  }))
}

describe("rules/years: one vocabulary of tax years", () => {
  it("holds the years in order, the default among them", () => {
    expect([...TAX_YEARS]).toEqual([...TAX_YEARS].sort())
    expect(TAX_YEARS).toContain(DEFAULT_TAX_YEAR)
  })

  it("adding a year makes the type check fail in every table that has no figures for it yet", () => {
    const copy = mkdtempSync(join(tmpdir(), "rules-2027-"))
    const rules = join(copy, "rules")
    try {
      for (const path of RULES_WITH_THEIR_IMPORTS) cpSync(join(SRC, path), join(copy, path), { recursive: true })
      const host = cachingHost()
      expect(typeErrorsOf(rules, host)).toEqual([])
      const years = join(rules, "years.ts")
      const before = readFileSync(years, "utf8")
      const after = before.replace(
        /export const TAX_YEARS = \[([^\]]+)\] as const/,
        (_, list: string) => `export const TAX_YEARS = [${list}, 2027] as const`
      )
      expect(after).not.toBe(before)
      writeFileSync(years, after)
      const failing = new Set(typeErrorsOf(rules, host).map((error) => error.file))
      // Each topic keyed by tax year asks for 2027: the income tax bands and the income limits of the 2026
      // deductions, GESY, social insurance (its yearly tables: pension amounts in benefits.ts; ceilings, BIE and
      // the imputed-incomes rise in earnings.ts), company taxation, capital gains, share options, the Special Defence
      // Contribution rates and the foreign-pension exempt amount.
      expect([...failing].sort()).toEqual([
        "capital-gains.ts",
        "company.ts",
        "defence-contribution.ts",
        "gesy.ts",
        "income-tax/bands.ts",
        "income-tax/other-incomes.ts",
        "income-tax/personal-deductions.ts",
        "social-insurance/benefits.ts",
        "social-insurance/earnings.ts",
        "stock-options.ts"
      ])
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)
})
