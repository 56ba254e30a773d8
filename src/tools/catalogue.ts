import type { LifecycleEntry } from "../core/catalogue.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { calculateCyprusIncomeTax } from "./calculate-cyprus-income-tax.ts"
import { calculateStockOptions } from "./calculate-stock-options.ts"

/** Every tool that really works, and nothing else (no placeholders). Adding a tool: one module, one line here. */
export const TOOLS: ReadonlyArray<ToolDefinition<any, any, any>> = [
  calculateCyprusIncomeTax,
  calculateStockOptions
]

/** Lifecycle of tools that are not simply stable (SPEC "States and transitions"). */
export const TOOL_LIFECYCLE: Readonly<Record<string, LifecycleEntry>> = {}
