import { Schema } from "effect"
import { calculationType, Inputs, Name } from "../../domain/saved-calculations/schemas.ts"

export const saveCalculationInput = (calculatorNames: ReadonlyArray<string>) =>
  Schema.Struct({
    calculationType: calculationType(calculatorNames),
    name: Schema.optionalKey(Name),
    inputs: Inputs
  }).annotate({
    examples: [
      {
        calculationType: "calculate_cyprus_income_tax",
        name: "Salary 2026",
        inputs: { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
      }
    ]
  })

export type SaveCalculationInput = ReturnType<typeof saveCalculationInput>["Type"]
