// The page texts of each calculator (src/faces/web/i18n/fields/<tool>.ts), with plain fallbacks where a text is
// missing: a field's name in words, and the English of its schema description.
import type { JsonObject } from "../../../core/json-schema.ts"
import type { Language, Text } from "../i18n/language.ts"
import { TOOL_TEXTS } from "../i18n/fields/index.ts"
import type { FieldTexts, ToolTexts } from "../i18n/fields/types.ts"

/** `salaryIncome` -> "Salary income"; `rows[0].amount` -> its last name. */
export const words = (name: string) => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** A field path's key in the texts: indexes as `[]` (`rows[3].amount` -> `rows[].amount`). */
export const textKey = (path: string) => path.replace(/\[\d+\]/g, "[]")

export const toolTexts = (tool: string): ToolTexts | undefined => TOOL_TEXTS[tool]

export const fieldTexts = (tool: string, path: string): FieldTexts | undefined => toolTexts(tool)?.fields[textKey(path)]

/** The first sentence of an English description, for a help line when no text is written for the field. */
const firstSentence = (text: unknown) => (typeof text === "string" ? (text.split(/(?<=\.) (?=[A-Z])/)[0] ?? "") : "")

export interface ShownText {
  readonly text: string
  /** the language of the text when it is not the page's (an English fallback on a Greek page) */
  readonly lang?: Language
}

const shown = (text: Text | undefined, language: Language, fallback: string): ShownText =>
  text !== undefined ? { text: text[language] } : { text: fallback, ...(language === "en" ? {} : { lang: "en" }) }

export const labelOf = (tool: string, path: string, language: Language): ShownText => {
  const last =
    textKey(path)
      .split(/[.[\]]+/)
      .filter(Boolean)
      .at(-1) ?? path
  return shown(fieldTexts(tool, path)?.label, language, words(last))
}

export const helpOf = (tool: string, path: string, schema: JsonObject | undefined, language: Language) =>
  shown(fieldTexts(tool, path)?.help, language, firstSentence(schema?.description))

export const choiceOf = (tool: string, path: string, value: string, language: Language): ShownText => {
  const choice = fieldTexts(tool, path)?.choices?.[value]
  return choice === undefined ? { text: value } : { text: choice[language] }
}

/** The name of an output value (an enum's member) by its field's name: the output's own names, else the input's. */
export const outputChoiceOf = (tool: string, key: string, value: string, language: Language): ShownText => {
  const choice = toolTexts(tool)?.outputChoices?.[key]?.[value]
  return choice === undefined ? choiceOf(tool, key, value, language) : { text: choice[language] }
}

export const outputLabel = (tool: string, path: string, language: Language): ShownText => {
  const last =
    textKey(path)
      .split(/[.[\]]+/)
      .filter(Boolean)
      .at(-1) ?? path
  return shown(toolTexts(tool)?.outputs[textKey(path)], language, words(last))
}

export const toolTitle = (tool: string, fallback: string, language: Language) =>
  shown(toolTexts(tool)?.title, language, fallback)
