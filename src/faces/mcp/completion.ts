// completion/complete: suggestions for the arguments of the prompts (the tool inputs they stand for:
// enum and year fields, read from the tool's JSON Schema) and of the rules resource template (topics,
// years). MCP has no reference type for a tool's own arguments (only ref/prompt and ref/resource); a
// tool's choices reach the client in its inputSchema. An unknown reference gets no suggestion (an
// empty list) rather than an error: completion is advisory.
import type { CompleteRequest, CompleteResult } from "@modelcontextprotocol/server"
import type { JsonObject } from "../../core/json-schema.ts"
import type { McpPrompts } from "./prompts.ts"
import { RULE_TOPICS, RULES_TEMPLATE, yearsOf } from "./resources.ts"

/** The most values one answer holds (the MCP limit). */
const MAX_VALUES = 100

/** The choices of an input: its enum (years included), both booleans, or those of an anyOf of them. */
const choicesOf = (schema: JsonObject | undefined): ReadonlyArray<string> => {
  if (schema === undefined) return []
  if (Array.isArray(schema.enum)) return schema.enum.map(String)
  if (schema.type === "boolean") return ["true", "false"]
  if (Array.isArray(schema.anyOf)) return [...new Set((schema.anyOf as Array<JsonObject>).flatMap(choicesOf))]
  return []
}

const answer = (choices: ReadonlyArray<string>, typed: string): CompleteResult => {
  const prefix = typed.toLowerCase()
  const values = choices.filter((choice) => choice.toLowerCase().startsWith(prefix))
  return {
    completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES }
  }
}

export const complete = (prompts: McpPrompts, params: CompleteRequest["params"]): CompleteResult => {
  const { ref, argument } = params
  if (ref.type === "ref/prompt")
    return answer(choicesOf(prompts.argumentSchema(ref.name, argument.name)), argument.value)
  if (ref.type === "ref/resource" && ref.uri === RULES_TEMPLATE) {
    if (argument.name === "topic") return answer(Object.keys(RULE_TOPICS), argument.value)
    if (argument.name === "year") {
      const topic = params.context?.arguments?.topic
      const years =
        topic !== undefined && RULE_TOPICS[topic] !== undefined
          ? yearsOf(topic)
          : [...new Set(Object.keys(RULE_TOPICS).flatMap(yearsOf))]
      return answer(years.map(String), argument.value)
    }
  }
  return answer([], argument.value)
}
