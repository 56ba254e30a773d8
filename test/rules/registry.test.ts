import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { datedValues } from "../../src/rules/parameter.ts"
import { RULE_PARAMETERS } from "../../src/rules/registry.ts"
import { SOURCES } from "../../src/rules/sources.ts"

// The rules registry (src/rules/registry.ts) serves GET /rules: every dated parameter of src/rules must be in it, so
// that a parameter added to a module cannot be forgotten there.

const RULES = fileURLToPath(new URL("../../src/rules", import.meta.url))

const modules = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return modules(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null
const isParameter = (value: Record<string, unknown>) =>
  ["description", "unit", "rule", "sources", "values"].every((key) => key in value)
/** A figure cited with no dates (Cited<T>): a rule and sources, neither values in time nor a year resolved. */
const isUndatedCitation = (value: Record<string, unknown>) =>
  "rule" in value && "sources" in value && !("values" in value) && !("year" in value)

/** Every exported value shaped like a dated parameter or an undated citation, and its first path, walking into groups.
 * */
const exportedRules = async () => {
  const parameters = new Map<object, string>()
  const citations = new Map<object, string>()
  const visit = (value: unknown, path: string, depth: number) => {
    if (!isObject(value)) return
    if (isParameter(value)) {
      if (!parameters.has(value)) parameters.set(value, path)
      return
    }
    if (isUndatedCitation(value) && !citations.has(value)) citations.set(value, path)
    if (depth < 3) for (const [key, member] of Object.entries(value)) visit(member, `${path}.${key}`, depth + 1)
  }
  for (const file of modules(RULES)) {
    const exports: Record<string, unknown> = await import(file)
    for (const [name, value] of Object.entries(exports)) visit(value, `${relative(RULES, file)} ${name}`, 0)
  }
  return { parameters, citations }
}

/** The undated citations served as dated parameters (src/rules/cited-parameters.ts), by the id that serves them. */
const SERVED_CITATIONS: Readonly<Record<string, string>> = {
  "capital-gains.ts CYP_PER_EUR": "capital-gains.cyp-per-eur",
  "capital-gains.ts EURO_ADOPTION": "capital-gains.euro-adoption",
  "capital-gains.ts VALUATION_BASE": "capital-gains.valuation-base",
  "cpi.ts ANNUAL_CPI": "cpi.annual"
}

/** The undated citations GET /rules does not serve, and why. */
const NOT_SERVED: Readonly<Record<string, string>> = {
  "retirement.ts FOREIGN_PENSION_OPTION": "one undated figure (2026's, unconfirmed) for an amount that changes by year",
  "retirement.ts PENSION_GESY": "a view of the GESY parameters",
  "property-costs.ts TRANSFER_FEES": "a view of the transfer fee parameters",
  "property-costs.ts IMMOVABLE_PROPERTY_TAX": "a view of property-costs.immovable-property-tax-due",
  "state-pension.ts EARLY_PENSION_CONDITION_SOURCES": "a citation without a figure of its own",
  "social-insurance/benefits.ts UNEMPLOYMENT_RELEVANT_YEAR": "a modelled reading (the July boundary was not read)",
  "life-insurance.ts BID_OFFER_SPREAD_PERCENT": "a product term, not law",
  "life-insurance.ts MORTALITY": "a model calibrated to statistics, not law",
  "day-count.ts DAY_COUNT_RULES.actual/365": "a bank's interest convention, not Cyprus law",
  "day-count.ts DAY_COUNT_RULES.actual/360": "a bank's interest convention, not Cyprus law",
  "day-count.ts DAY_COUNT_RULES.actual/actual": "a bank's interest convention, not Cyprus law"
}

describe("the rules registry (GET /rules)", () => {
  it("holds every dated parameter exported by a module of src/rules, each once", async () => {
    const { parameters } = await exportedRules()
    const registered = new Set<object>(RULE_PARAMETERS.values())
    const forgotten = [...parameters].filter(([parameter]) => !registered.has(parameter)).map(([, path]) => path)
    expect(forgotten, "add these to src/rules/registry.ts").toEqual([])
    expect(registered.size).toBe(RULE_PARAMETERS.size)
    expect(parameters.size).toBeGreaterThanOrEqual(140)
  })

  it("serves an undated citation as a parameter, or says why it does not", async () => {
    const { citations } = await exportedRules()
    const found = [...citations.values()].sort()
    expect(found).toEqual([...Object.keys(SERVED_CITATIONS), ...Object.keys(NOT_SERVED)].sort())
    for (const [cited, path] of citations) {
      const id = SERVED_CITATIONS[path]
      if (id === undefined) continue
      const parameter = RULE_PARAMETERS.get(id)!
      const { value, rule } = cited as { value: unknown; rule: string }
      const values = datedValues(parameter)
      expect(parameter.rule, id).toBe(rule)
      expect(
        values.length === 1
          ? values[0]!.value
          : Object.fromEntries(values.map((v) => ["year" in v ? v.year : v.from, v.value]))
      ).toEqual(value)
    }
  })

  it("names each parameter <topic>.<name> in lowercase words, at most 100 characters", () => {
    const topics = new Set<string>()
    for (const id of RULE_PARAMETERS.keys()) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/)
      expect(id.length).toBeLessThanOrEqual(100)
      topics.add(id.split(".")[0]!)
    }
    expect([...topics].sort()).toEqual(
      [
        "capital-gains",
        "company",
        "cpi",
        "defence-contribution",
        "gesy",
        "income-tax",
        "investment-vehicles",
        "life-insurance",
        "property-costs",
        "social-insurance",
        "state-pension",
        "stock-options"
      ].sort()
    )
    expect(RULE_PARAMETERS.get("income-tax.bands")?.description).toMatch(/Income tax bands/)
    expect(RULE_PARAMETERS.get("gesy.employee-rate")?.unit).toBe("percent")
    expect(RULE_PARAMETERS.get("social-insurance.pension.statutory-pension-age")?.unit).toBe("years")
  })

  it("resolves every value of every parameter to a status, a rule and known sources", () => {
    for (const [id, parameter] of RULE_PARAMETERS) {
      const values = datedValues(parameter)
      expect(values.length, id).toBeGreaterThan(0)
      for (const value of values) {
        expect(value.rule.length, id).toBeGreaterThan(0)
        for (const source of value.sources) expect(SOURCES[source], `${id}: ${source}`).toBeDefined()
        if (value.value === null) expect(value.status, id).toBe("unconfirmed")
      }
    }
  })
})
