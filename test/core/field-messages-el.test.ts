import { describe, expect, it } from "vitest"
import { makeCatalogue } from "../../src/core/catalogue.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { computeFailure } from "../support/compute.ts"

// The field messages a tool writes itself come in Greek when asked (ToolDefinition.fieldMessagesEl): each translation
// gives Greek for a message of its form, and a refusal of the income tax's own check reads in Greek, the keys unchanged.
const GREEK = /[\u0370-\u03ff]/
const catalogue = makeCatalogue(TOOLS)

describe("the tools' own field messages in Greek", () => {
  it("every translation gives Greek for a message of its form, and never throws", () => {
    for (const tool of catalogue.tools)
      for (const translation of tool.definition.fieldMessagesEl ?? []) {
        for (const message of [translation.startsWith, `${translation.startsWith} 12,345.60 (x) and more.`]) {
          const greek = translation.el(message)
          expect(greek, `${tool.definition.name}: ${translation.startsWith}`).toMatch(GREEK)
        }
      }
  })

  it.each([
    ["calculate_cyprus_state_pension", { mode: "quick", retirementAge: 65 }],
    ["calculate_cyprus_state_pension", { mode: "advanced", retirementAge: 65, yearsWorked: 20 }],
    ["plan_monthly_budget", {}],
    ["simulate_mortgage", {}],
    ["run_retirement_stress_test", { currentAge: 70, retirementAge: 65 }],
    ["calculate_cyprus_capital_gains", {}],
    ["optimize_company_director_remuneration", {}],
    ["calculate_stock_options", {}]
  ] as const)("%s %j refused in Greek: every field message Greek, the keys as in English", (name, payload) => {
    const fieldErrorsOf = (failure: ReturnType<typeof computeFailure>) =>
      failure._tag === "InvalidInput" ? failure.fieldErrors : {}
    const english = fieldErrorsOf(computeFailure(name, payload))
    const greek = fieldErrorsOf(computeFailure(name, payload, { language: "el" }))
    expect(Object.keys(greek)).toEqual(Object.keys(english))
    expect(Object.keys(greek).length).toBeGreaterThan(0)
    // The schema's generic messages ("Expected ...") are translated where the answer is written (calls/greek-errors.ts).
    for (const message of Object.values(greek).flat())
      if (!message.startsWith("Expected ")) expect(message, message).toMatch(GREEK)
  })

  it("the income tax's own check, asked in Greek: the same field, its message in Greek", () => {
    const payload = { salaryIncome: 30000 }
    const fieldErrorsOf = (failure: ReturnType<typeof computeFailure>) =>
      failure._tag === "InvalidInput" ? failure.fieldErrors : {}
    const english = fieldErrorsOf(computeFailure("calculate_cyprus_income_tax", payload))
    const greek = fieldErrorsOf(computeFailure("calculate_cyprus_income_tax", payload, { language: "el" }))
    expect(Object.keys(greek)).toEqual(Object.keys(english))
    expect(Object.keys(greek).length).toBeGreaterThan(0)
    for (const message of Object.values(greek).flat()) expect(message).toMatch(GREEK)
  })
})
