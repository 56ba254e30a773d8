import type { LifecycleEntry } from "../core/catalogue.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { CALCULATORS } from "./calculators.ts"
import { savedCalculationTools } from "./saved-calculations.ts"

/** Every tool that really works, and nothing else (no placeholders): the calculators, then the six key-only tools. */
export const TOOLS: ReadonlyArray<ToolDefinition<any, any, any>> = [
  ...CALCULATORS,
  ...savedCalculationTools(CALCULATORS.map((tool) => tool.name))
]

/** Lifecycle of tools that are not simply stable (SPEC "States and transitions"). */
export const TOOL_LIFECYCLE: Readonly<Record<string, LifecycleEntry>> = {}
