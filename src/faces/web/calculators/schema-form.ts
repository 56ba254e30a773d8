// A calculator's form, generated from the tool's input schema: one control per field, named by its path (so scripts
// can fill it as people do), labels and help in the page's language, choices for enums, yes / no for booleans,
// repeatable rows for lists, nothing pre-filled but what the person sent.
import type { JsonObject } from "../../../core/json-schema.ts"
import { CALCULATOR_MESSAGES as M } from "../i18n/calculator-messages.ts"
import type { Language } from "../i18n/language.ts"
import { escapeHtml } from "../pages.ts"
import { formSchemaOf, MAX_ROWS } from "./form-input.ts"
import { choiceOf, fieldTexts, helpOf, labelOf, type ShownText } from "./texts.ts"

export interface FormState {
  readonly tool: string
  readonly language: Language
  /** the values sent, by field name, to fill the form again */
  readonly sent: ReadonlyMap<string, string>
  /** error messages by field name */
  readonly errors: ReadonlyMap<string, ReadonlyArray<ShownText>>
  /** rows shown per list path (at least the rows sent, plus one empty) */
  readonly rows: ReadonlyMap<string, number>
  /** rows left to render in the whole form: a forged form naming many rows of many nested lists stays bounded */
  readonly rowBudget?: { left: number }
  /** a form-only question shown right after a field (the salary's period after salaryIncome) */
  readonly after?: Readonly<Record<string, string>>
}

/** At most this many list rows in one form, all lists together. */
export const MAX_FORM_ROWS = 60

/** A form field's id: its name with the characters an id selector dislikes replaced. */
export const fieldId = (name: string) => `f-${name.replace(/[.[\]]/g, "-")}`

const textHtml = ({ text, lang }: ShownText) =>
  lang === undefined ? escapeHtml(text) : `<span lang="${lang}">${escapeHtml(text)}</span>`

const requiredMark = (required: boolean, language: Language) =>
  required ? ` <span class="required">(${M.required[language]})</span>` : ""

const errorsOf = (name: string, state: FormState) => {
  const errors = state.errors.get(name)
  return errors === undefined || errors.length === 0
    ? ""
    : `<p class="field-error" id="${fieldId(name)}-error">${errors.map(textHtml).join(" ")}</p>`
}

const describedBy = (name: string, state: FormState, help: boolean) => {
  const ids = [help ? `${fieldId(name)}-help` : "", state.errors.has(name) ? `${fieldId(name)}-error` : ""].filter(
    Boolean
  )
  return ids.length === 0 ? "" : ` aria-describedby="${ids.join(" ")}"`
}

/** The bounds of a number field, for the page's inline checks (inline-checks.ts); the server checks them again. */
const numberBounds = (schema: JsonObject) =>
  `${typeof schema.minimum === "number" ? ` data-min="${schema.minimum}"` : ""}${typeof schema.maximum === "number" ? ` data-max="${schema.maximum}"` : ""}${schema.type === "integer" ? ` data-integer=""` : ""}`

const control = (name: string, schema: JsonObject, state: FormState, required: boolean, help: boolean) => {
  const { language } = state
  const id = fieldId(name)
  const value = state.sent.get(name) ?? ""
  const common = `id="${id}" name="${escapeHtml(name)}"${describedBy(name, state, help)}${state.errors.has(name) ? ` aria-invalid="true"` : ""}`
  const path = name
  if (Array.isArray(schema.enum)) {
    const options = (schema.enum as Array<unknown>).map((choice) => {
      const key = String(choice)
      return `<option value="${escapeHtml(key)}"${key === value ? " selected" : ""}>${escapeHtml(choiceOf(state.tool, path, key, language).text)}</option>`
    })
    return `<select ${common}${required ? " required" : ""}><option value="">${M.choose[language]}</option>${options.join("")}</select>`
  }
  if (schema.type === "boolean") {
    const option = (key: string, label: string) =>
      `<option value="${key}"${key === value ? " selected" : ""}>${label}</option>`
    return `<select ${common}${required ? " required" : ""}>${option("", M.notSaid[language])}${option("true", M.yes[language])}${option("false", M.no[language])}</select>`
  }
  if (schema.type === "number" || schema.type === "integer")
    return `<input ${common} type="text" inputmode="decimal" autocomplete="off" value="${escapeHtml(value)}"${required ? " required" : ""}${numberBounds(schema)}>`
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined
  if (maxLength !== undefined && maxLength > 500)
    return `<textarea ${common} rows="8" maxlength="${maxLength}"${required ? " required" : ""}>${escapeHtml(value)}</textarea>`
  const isDate = typeof schema.pattern === "string" && schema.pattern.includes("\\d{4}-\\d{2}-\\d{2}")
  return `<input ${common} type="${isDate ? "date" : "text"}"${maxLength === undefined ? "" : ` maxlength="${maxLength}"`} value="${escapeHtml(value)}"${required ? " required" : ""}>`
}

/** One field: label, control, help line, errors. */
const field = (name: string, schema: JsonObject, state: FormState, required: boolean) => {
  const help = helpOf(state.tool, name, schema, state.language)
  const unitText = fieldTexts(state.tool, name)?.unit?.[state.language]
  const unit = unitText === undefined ? "" : ` <span class="unit">${escapeHtml(unitText)}</span>`
  return `<div class="field${state.errors.has(name) ? " has-error" : ""}"><label for="${fieldId(name)}">${textHtml(labelOf(state.tool, name, state.language))}${requiredMark(required, state.language)}</label>
${control(name, schema, state, required, help.text !== "")}${unit}${help.text === "" ? "" : `<p class="help" id="${fieldId(name)}-help">${textHtml(help)}</p>`}${errorsOf(name, state)}</div>`
}

const join = (prefix: string, key: string) => (prefix === "" ? key : `${prefix}.${key}`)

/**
 * The fields of an object schema, in the schema's order. A field is marked required only when the object holding it
 * is (a required field of an optional group is required only once the group is filled: the tool says so then).
 */
export const fieldsOf = (schema: JsonObject, state: FormState, prefix = "", holderRequired = true): string => {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>
  const required = new Set(holderRequired ? ((schema.required ?? []) as Array<string>) : [])
  return Object.entries(properties)
    .map(([key, declared]) => {
      const property = formSchemaOf(declared)
      const name = join(prefix, key)
      if (property.type === "object" && property.properties !== undefined)
        return `<fieldset class="group" id="${fieldId(name)}"><legend>${textHtml(labelOf(state.tool, name, state.language))}${requiredMark(required.has(key), state.language)}</legend>${errorsOf(name, state)}${fieldsOf(property, state, name, required.has(key))}</fieldset>`
      if (property.type === "array" && typeof property.items === "object" && property.items !== null)
        return rowsOf(name, property, state, required.has(key))
      return field(name, property, state, required.has(key)) + (state.after?.[name] ?? "")
    })
    .join("\n")
}

/** A list: the rows sent and one empty row (more with "Add a row"), each row a group of fields or one control. */
const rowsOf = (name: string, schema: JsonObject, state: FormState, required: boolean) => {
  const items = schema.items as JsonObject
  const maxItems = Math.min(typeof schema.maxItems === "number" ? schema.maxItems : MAX_ROWS, MAX_ROWS)
  const budget = state.rowBudget ?? { left: MAX_FORM_ROWS }
  const count = Math.max(0, Math.min(state.rows.get(name) ?? 1, maxItems, budget.left))
  budget.left -= count
  const rowState: FormState = { ...state, rowBudget: budget }
  const rows = Array.from({ length: count }, (_, i) => {
    const rowName = `${name}[${i}]`
    const inner =
      items.type === "object" && items.properties !== undefined
        ? fieldsOf(items, rowState, rowName, false)
        : field(rowName, items, rowState, false)
    return `<fieldset class="row"><legend>${M.row[state.language]} ${i + 1}</legend>${inner}</fieldset>`
  })
  const more =
    count < maxItems && budget.left > 0
      ? `<button type="submit" class="secondary" name="_addRow" value="${escapeHtml(name)}" formnovalidate>${M.addRow[state.language]}</button>`
      : ""
  return `<fieldset class="group rows" id="${fieldId(name)}"><legend>${textHtml(labelOf(state.tool, name, state.language))}${requiredMark(required, state.language)}</legend>${errorsOf(name, state)}${rows.join("\n")}${more}</fieldset>`
}

/** How many rows each list shows: the highest index sent plus one, plus one empty row, at least one. */
export const rowsShown = (sent: ReadonlyMap<string, string>, addRowTo: string | undefined) => {
  const rows = new Map<string, number>()
  for (const name of sent.keys()) {
    let at = name.indexOf("[")
    while (at !== -1) {
      const close = name.indexOf("]", at)
      if (close === -1) break
      const list = name.slice(0, at)
      const index = Number(name.slice(at + 1, close))
      if (Number.isInteger(index)) rows.set(list, Math.max(rows.get(list) ?? 1, index + 1))
      at = name.indexOf("[", close)
    }
  }
  if (addRowTo !== undefined) rows.set(addRowTo, (rows.get(addRowTo) ?? 1) + 1)
  return rows
}
