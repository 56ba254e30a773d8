import { describe, expect, it } from "vitest"
import { makeCatalogue } from "../../src/core/catalogue.ts"
import { ASSUMPTION_REASONS, type AssumptionDetail, renderAssumption } from "../../src/core/assumptions.ts"
import { RULE_PARAMETERS } from "../../src/rules/registry.ts"
import { ASSUMPTION_CATALOGUES, ASSUMPTION_TEXTS } from "../../src/tools/assumption-texts.ts"
import { CALCULATORS } from "../../src/tools/catalogue.ts"
import { computeOutput } from "../support/compute.ts"

// One assumption shape for every tool (issue 39): every example of every calculator gives its assumptions as data
// (assumptionDetails, one per entry of assumptions, in order), each id has its sentence in English and Greek, the
// English sentence is the entry of `assumptions` (for the tools whose assumptions are sentences), and every rule named
// is a rule of GET /rules.
const catalogue = makeCatalogue(CALCULATORS)
const GREEK = /[\u0370-\u03ff]/

describe("assumptions as data", () => {
  for (const tool of catalogue.tools)
    it(`${tool.definition.name}: every example's assumptions as data, in both languages`, () => {
      for (const example of (tool.inputJsonSchema.examples ?? []) as Array<unknown>) {
        const output = computeOutput(tool.definition.name, example)
        const details = output.assumptionDetails as ReadonlyArray<AssumptionDetail>
        expect(details).toHaveLength(output.assumptions.length)
        details.forEach((detail, i) => {
          expect(ASSUMPTION_TEXTS[detail.id], detail.id).toBeDefined()
          expect(ASSUMPTION_REASONS).toContain(detail.reason)
          if (detail.rule !== null) expect(RULE_PARAMETERS.has(detail.rule), detail.rule).toBe(true)
          const english = renderAssumption(detail, ASSUMPTION_TEXTS, "en")
          const greek = renderAssumption(detail, ASSUMPTION_TEXTS, "el")
          if (typeof output.assumptions[i] === "string") expect(english).toBe(output.assumptions[i])
          expect(greek).toMatch(GREEK)
          expect(`${english} ${greek}`).not.toMatch(/\{\w+(:\w+)?\}/)
        })
      }
    })
})

describe("the message catalogue of assumptions", () => {
  it("names each id once, across every tool's catalogue", () => {
    const ids = ASSUMPTION_CATALOGUES.flatMap((catalogue) => Object.keys(catalogue))
    expect(ids.length).toBe(new Set(ids).size)
  })

  it("has every id in English and Greek, with the same placeholders in both", () => {
    for (const [id, text] of Object.entries(ASSUMPTION_TEXTS)) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort()
      expect(text.en.length, id).toBeGreaterThan(0)
      expect(text.el, id).toMatch(GREEK)
      expect(names(text.el), id).toEqual(names(text.en))
    }
  })
})
