import { describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { CALCULATOR_MESSAGES } from "../../../src/faces/web/i18n/calculator-messages.ts"
import { TOOL_TEXTS } from "../../../src/faces/web/i18n/fields/index.ts"
import { SITE_MESSAGES } from "../../../src/faces/web/i18n/messages.ts"
import { RULE_MESSAGES } from "../../../src/faces/web/i18n/rule-messages.ts"
import { CALCULATORS } from "../../../src/tools/catalogue.ts"

// Every text a page shows exists in English and in Greek (issue 38): the catalogues, and the texts of every
// calculator, which cover each of its input fields and choices.
const texts = (value: unknown, path: string, found: Array<[string, unknown]>) => {
  if (value === null || typeof value !== "object") return
  if ("en" in value || "el" in value) {
    found.push([path, value])
    return
  }
  for (const [key, inner] of Object.entries(value)) texts(inner, `${path}.${key}`, found)
}

describe("the page texts in both languages", () => {
  it("every message of every catalogue has an English and a Greek text", () => {
    const found: Array<[string, unknown]> = []
    texts({ SITE_MESSAGES, CALCULATOR_MESSAGES, RULE_MESSAGES, TOOL_TEXTS }, "", found)
    expect(found.length).toBeGreaterThan(500)
    const missing = found.filter(([, text]) => {
      const { en, el } = text as { en?: unknown; el?: unknown }
      return typeof en !== "string" || typeof el !== "string" || (en !== "" && el === "")
    })
    expect(missing.map(([path]) => path)).toEqual([])
  })

  it("every calculator has its texts, with every input field and every choice named", () => {
    const catalogue = makeCatalogue(CALCULATORS)
    const unnamed: Array<string> = []
    for (const { name } of CALCULATORS) {
      const tool = TOOL_TEXTS[name]
      expect(tool, name).toBeDefined()
      const walk = (schema: Record<string, unknown>, prefix: string) => {
        for (const [key, property] of Object.entries(
          (schema.properties ?? {}) as Record<string, Record<string, unknown>>
        )) {
          const path = prefix === "" ? key : `${prefix}.${key}`
          if (!(path in tool!.fields) && property.type !== "array" && property.type !== "object")
            unnamed.push(`${name} ${path}`)
          for (const choice of (property.enum ?? []) as Array<unknown>)
            if (tool!.fields[path]?.choices?.[String(choice)] === undefined)
              unnamed.push(`${name} ${path}=${String(choice)}`)
          if (property.type === "object") walk(property, path)
          if (property.type === "array" && typeof property.items === "object")
            walk(property.items as Record<string, unknown>, `${path}[]`)
        }
      }
      walk(catalogue.find(name)!.inputJsonSchema as Record<string, unknown>, "")
    }
    expect(unnamed).toEqual([])
  })
})
