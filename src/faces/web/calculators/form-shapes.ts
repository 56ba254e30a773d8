// Inputs a tool accepts in a shape its form cannot show, put in the form's shape before a save is opened into the form
// (the same input for the tool: it reads both shapes alike).
import { isRecord } from "../../../core/json-schema.ts"
import { recordOf } from "../../../tools/calculate_cyprus_state_pension/input.ts"

const FORM_SHAPES: Readonly<Record<string, (input: Record<string, unknown>) => Record<string, unknown>>> = {
  // The legacy map of years to units ({ "2003": 5.2 }) as the form's rows, in year order.
  calculate_cyprus_state_pension: (input) =>
    isRecord(input.yearlyUnits)
      ? { ...input, yearlyUnits: recordOf(input.yearlyUnits as Parameters<typeof recordOf>[0]) }
      : input
}

/** The input in the shape of the tool's form. */
export const inFormShape = (tool: string, input: unknown): unknown => {
  const shape = FORM_SHAPES[tool]
  return shape !== undefined && isRecord(input) ? shape(input) : input
}
