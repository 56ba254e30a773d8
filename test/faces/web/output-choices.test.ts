import { describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import type { JsonObject } from "../../../src/core/json-schema.ts"
import { outputChoiceOf } from "../../../src/faces/web/calculators/texts.ts"
import { CALCULATORS } from "../../../src/tools/catalogue.ts"

// Every value a result page can show from an output's enum has a name in Greek (src/faces/web/i18n/fields/<tool>.ts
// outputChoices, or the input field's choices of the same name), but for codes a person reads as they are.
const CODES = new Set(["EUR", "CYP", "actual/365", "actual/360", "actual/actual", "T1", "T2", "T3", "T4", "CAGR"])
/** Fields whose values are years or providers' names, shown as they are. */
const AS_THEY_ARE = new Set(["year", "month", "taxYear", "legislationVersion", "id"])

const enumsOf = (schema: unknown) => {
  const found: Array<[string, string]> = []
  const walk = (node: unknown, key: string, depth: number) => {
    if (node === null || typeof node !== "object" || depth > 14) return
    const object = node as JsonObject
    for (const value of [...((object.enum as Array<unknown>) ?? []), object.const])
      if (typeof value === "string") found.push([key, value])
    for (const [name, inner] of Object.entries((object.properties ?? {}) as Record<string, unknown>))
      if (name !== "assumptionDetails" && name !== "sources") walk(inner, name, depth + 1)
    if (object.items !== undefined) walk(object.items, key, depth + 1)
    for (const branch of [...((object.anyOf as Array<unknown>) ?? []), ...((object.oneOf as Array<unknown>) ?? [])])
      walk(branch, key, depth + 1)
  }
  walk(schema, "", 0)
  return found
}

describe("the names of output values", () => {
  it("every enum value of every calculator's output has its Greek name, codes aside", () => {
    const missing: Array<string> = []
    for (const tool of makeCatalogue(CALCULATORS).tools)
      for (const [key, value] of enumsOf(tool.outputJsonSchema)) {
        if (CODES.has(value) || AS_THEY_ARE.has(key)) continue
        const greek = outputChoiceOf(tool.definition.name, key, value, "el").text
        const english = outputChoiceOf(tool.definition.name, key, value, "en").text
        if (greek === value || !/[\u0370-\u03ff]/.test(greek) || english.length === 0)
          missing.push(`${tool.definition.name} ${key}=${value}`)
      }
    expect([...new Set(missing)]).toEqual([])
  })
})
