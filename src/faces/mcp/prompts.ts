// MCP prompts: common questions as a short guided conversation. Each names the tool that answers it and
// asks the person for every input the tool requires, one at a time, never inferring one. The prompt list
// is built once per catalogue from the tools' input schemas; prompts/get only fills in the values given.
import {
  ProtocolErrorCode,
  ProtocolError,
  type GetPromptResult,
  type ListPromptsResult,
  type Prompt
} from "@modelcontextprotocol/server"
import type { CatalogueService } from "../../core/catalogue.ts"
import { toolsetIcons } from "./icons.ts"
import type { JsonObject } from "../../core/json-schema.ts"

/** The longest argument value accepted: arguments are short answers (an amount, an age, a choice). */
const MAX_PROMPT_ARGUMENT_CHARS = 200

interface PromptSpec {
  readonly name: string
  readonly title: string
  readonly question: string
  readonly tool: string
  /** The tool's inputs asked for, in the order a person would answer them (the prompt's arguments). */
  readonly asks: ReadonlyArray<string>
  /** Inputs the question needs though the tool's schema makes them conditional (a salary, for a net salary). */
  readonly requires?: ReadonlyArray<string>
  /** What the tool needs that is not a short argument, or depends on an earlier answer. */
  readonly guidance: string
}

const SPECS: ReadonlyArray<PromptSpec> = [
  {
    name: "net_salary",
    title: "Net salary in Cyprus",
    question: "What is my net salary in Cyprus after income tax, Social Insurance and GESY?",
    tool: "calculate_cyprus_income_tax",
    asks: ["salaryIncome", "employmentType", "legislationVersion"],
    requires: ["salaryIncome", "employmentType"],
    guidance:
      "salaryIncome is the gross yearly salary (ask for the yearly figure; if I give a monthly one, ask how many salaries a year I am paid). " +
      "Ask also whether I have other income or deductions the tool takes (rental income, life insurance, pension or medical fund contributions, dependent children) only if I say I have them."
  },
  {
    name: "mortgage_overcharge",
    title: "Is my bank overcharging my mortgage?",
    question: "Is my bank charging me the interest my mortgage contract says?",
    tool: "audit_mortgage_statement",
    asks: [],
    guidance:
      "Ask me to paste the lines of my loan account statement (dates, movements, interest, running balance, the rate or rate changes) as my bank shows them. " +
      "Turn them into rows with parse_mortgage_statement_text, show me the lines it could not read and the missing fields, and ask me for what is missing rather than filling it in; " +
      "then call audit_mortgage_statement with those rows and explain the convention found, its confidence and the implied overcharge as an estimate, not a confirmed bank term."
  },
  {
    name: "state_pension",
    title: "What state pension will I get?",
    question: "What Cyprus Social Insurance pension will I get when I retire?",
    tool: "calculate_cyprus_state_pension",
    asks: ["mode", "retirementAge", "currentAge", "yearsWorked", "totalInsuranceUnits", "dependents"],
    guidance:
      "In quick mode the tool needs currentAge, yearsWorked and totalInsuranceUnits, which are on my Social Insurance statement: ask me to read them from it, never estimate them. " +
      "In advanced mode it needs my yearly contribution record (yearlyUnits): ask me to paste my statement and read it with parse_pension_statement. Ask how many dependants I have; do not assume none."
  }
]

interface BuiltPrompt {
  readonly prompt: Prompt
  readonly spec: PromptSpec
  readonly properties: Readonly<Record<string, JsonObject>>
  readonly required: ReadonlySet<string>
}

export interface McpPrompts {
  readonly list: ListPromptsResult
  /** The JSON Schema of a prompt argument (the tool input it stands for), for completion. */
  readonly argumentSchema: (prompt: string, argument: string) => JsonObject | undefined
  readonly get: (name: string, args: Readonly<Record<string, string>> | undefined) => GetPromptResult
}

const firstSentence = (text: unknown) => (typeof text === "string" ? text.split(/(?<=\.) /)[0]! : "")

const build = (catalogue: CatalogueService, siteUrl: string): McpPrompts => {
  const prompts = new Map<string, BuiltPrompt>()
  for (const spec of SPECS) {
    const tool = catalogue.find(spec.tool)
    if (tool === undefined) continue
    const properties = (tool.inputJsonSchema.properties ?? {}) as Record<string, JsonObject>
    const required = new Set([...((tool.inputJsonSchema.required ?? []) as Array<string>), ...(spec.requires ?? [])])
    prompts.set(spec.name, {
      spec,
      properties,
      required,
      prompt: {
        name: spec.name,
        title: spec.title,
        icons: [...toolsetIcons(siteUrl, tool.definition.toolset)],
        description: `${spec.question} A short conversation that asks for what ${spec.tool} requires, then calls it.`,
        arguments: spec.asks
          .filter((field) => properties[field] !== undefined)
          .map((field) => ({
            name: field,
            description: `${required.has(field) ? "Required by the tool" : "Optional"}: ${firstSentence(properties[field]!.description)} Left out, the assistant asks for it.`,
            required: false
          }))
      }
    })
  }
  return {
    list: { prompts: [...prompts.values()].map(({ prompt }) => prompt) },
    argumentSchema: (name, argument) => {
      const built = prompts.get(name)
      return built?.spec.asks.includes(argument) ? built.properties[argument] : undefined
    },
    get: (name, args = {}) => {
      const built = prompts.get(name)
      if (built === undefined)
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `There is no prompt named "${name}"; prompts/list gives the names: ${[...prompts.keys()].join(", ")}.`
        )
      for (const [argument, value] of Object.entries(args)) {
        if (!built.spec.asks.includes(argument))
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `The prompt ${name} takes no argument "${argument}"; it takes ${built.spec.asks.join(", ") || "none"}.`
          )
        if (value.length > MAX_PROMPT_ARGUMENT_CHARS)
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `The argument ${argument} is longer than ${MAX_PROMPT_ARGUMENT_CHARS} characters.`
          )
      }
      return {
        description: built.prompt.description,
        messages: [{ role: "user", content: { type: "text", text: promptText(built, args) } }]
      }
    }
  }
}

const promptText = ({ spec, properties, required }: BuiltPrompt, args: Readonly<Record<string, string>>): string => {
  const given = spec.asks.filter((field) => args[field] !== undefined && args[field]!.trim() !== "")
  const missing = spec.asks.filter((field) => !given.includes(field))
  const line = (field: string) => `- ${field}: ${firstSentence(properties[field]?.description)}`
  return [
    spec.question,
    `Answer with the tool ${spec.tool}.`,
    given.length > 0
      ? `What I have told you:\n${given.map((field) => `- ${field} = ${args[field]!.trim()}`).join("\n")}`
      : "",
    missing.some((field) => required.has(field))
      ? `Before calling the tool, ask me for each of these, one question at a time, and wait for my answer:\n${missing
          .filter((field) => required.has(field))
          .map(line)
          .join("\n")}`
      : "",
    missing.some((field) => !required.has(field))
      ? `The tool can also take these; ask me for them, and tell me what the tool assumes if I leave one out:\n${missing
          .filter((field) => !required.has(field))
          .map(line)
          .join("\n")}`
      : "",
    spec.guidance,
    "Never infer, estimate or assume a value I have not given you: if I do not know one, tell me where to find it. Then call the tool with my values only, and show me the assumptions it states."
  ]
    .filter((part) => part !== "")
    .join("\n\n")
}

const byCatalogue = new WeakMap<CatalogueService, Map<string, McpPrompts>>()

/** The prompts of a catalogue, each with the icon of its tool's toolset on the site at siteUrl. */
export const mcpPrompts = (catalogue: CatalogueService, siteUrl: string): McpPrompts => {
  let bySite = byCatalogue.get(catalogue)
  if (bySite === undefined) {
    bySite = new Map()
    byCatalogue.set(catalogue, bySite)
  }
  const known = bySite.get(siteUrl)
  if (known !== undefined) return known
  const prompts = build(catalogue, siteUrl)
  bySite.set(siteUrl, prompts)
  return prompts
}
