// A calculator form's fields (urlencoded, named by field path: `salaryIncome`, `employmentExemption.type`,
// `rows[0].amount`) turned into the tool's JSON input, guided by the tool's input schema: numbers read in the page's
// language, yes/no as booleans, empty fields left out (never defaulted), rows without any value dropped. What does not
// read as its type is passed on as sent, so that the tool's own validation names the field. Bounded throughout.
import type { JsonObject } from "../../../core/json-schema.ts"
import { isSalaryPeriod } from "../../../core/salary-period.ts"
import type { Language } from "../i18n/language.ts"

/** At most this many fields, of at most these lengths, and row indexes below this. */
const MAX_FIELDS = 2_000
const MAX_NAME_CHARS = 200
const MAX_VALUE_CHARS = 100_000
export const MAX_ROWS = 200

type Segment = string | number

/** `rows[3].amount` -> ["rows", 3, "amount"]; undefined for a name of any other shape. Scans once, no regex. */
export const segmentsOf = (name: string): Array<Segment> | undefined => {
  if (name.length === 0 || name.length > MAX_NAME_CHARS) return undefined
  const segments: Array<Segment> = []
  let current = ""
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!
    if (c === ".") {
      if (current === "") return undefined
      segments.push(current)
      current = ""
    } else if (c === "[") {
      if (current !== "") segments.push(current)
      current = ""
      const close = name.indexOf("]", i)
      if (close === -1 || close - i > 4) return undefined
      const index = Number(name.slice(i + 1, close))
      if (!Number.isInteger(index) || index < 0 || index >= MAX_ROWS) return undefined
      segments.push(index)
      i = close
      if (name[i + 1] === ".") i++
    } else {
      const code = c.charCodeAt(0)
      const ok = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || c === "_"
      if (!ok) return undefined
      current += c
    }
  }
  if (current !== "") segments.push(current)
  return segments
}

/**
 * The schema a form shows for a field: for a choice of shapes (`anyOf`: the current list and a legacy object, as the
 * state pension's yearlyUnits), the first list or group of fields, with the field's own description.
 */
export const formSchemaOf = (schema: JsonObject): JsonObject => {
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Array<JsonObject>) : undefined
  if (branches === undefined) return schema
  const shown =
    branches.find((branch) => branch.type === "array" || (branch.type === "object" && branch.properties)) ??
    branches.find((branch) => branch.type !== "null")
  return shown === undefined ? schema : { ...shown, description: schema.description ?? shown.description }
}

/** The schema of a property path (`[]` rows through `items`). */
export const schemaAt = (schema: JsonObject, segments: ReadonlyArray<Segment>): JsonObject | undefined => {
  let node: JsonObject | undefined = schema
  for (const segment of segments) {
    if (node === undefined) return undefined
    node = formSchemaOf(node)
    if (typeof segment === "number") node = node.items as JsonObject | undefined
    else {
      const properties = node.properties as Record<string, JsonObject> | undefined
      node = properties !== undefined && Object.hasOwn(properties, segment) ? properties[segment] : undefined
    }
  }
  return node === undefined ? undefined : formSchemaOf(node)
}

/** A number as a person types it: "1,234.56" (English) or "1.234,56" (Greek), spaces and € ignored. */
export const readNumber = (text: string, language: Language): number | undefined => {
  let cleaned = ""
  for (const c of text) if (c !== " " && c !== "\u00a0" && c !== "€") cleaned += c
  const [thousands, decimal] = language === "el" ? [".", ","] : [",", "."]
  // A Greek page also reads a point as a decimal point where it cannot group thousands ("1.5", "1.0845", "0.852";
  // not "1.234").
  const groups = cleaned.split(".")
  const leading = groups[0]!.replace("-", "")
  const plainDecimal =
    language === "el" &&
    !cleaned.includes(",") &&
    groups.length === 2 &&
    (groups[1]!.length !== 3 || leading === "0" || leading === "")
  const normalised = plainDecimal ? cleaned : cleaned.split(thousands).join("").split(decimal).join(".")
  if (normalised === "" || !/^-?\d+(\.\d+)?$/.test(normalised)) return undefined
  const value = Number(normalised)
  return Number.isFinite(value) ? value : undefined
}

const typed = (schema: JsonObject | undefined, raw: string, language: Language): unknown => {
  const type = schema?.type
  if (type === "number" || type === "integer") return readNumber(raw, language) ?? raw
  if (type === "boolean") return raw === "true" ? true : raw === "false" ? false : raw
  return raw
}

const isEmptyRow = (row: unknown): boolean =>
  row === undefined ||
  (row !== null && typeof row === "object" && Object.values(row).every((value) => isEmptyRow(value)))

/** Sparse rows (by index) to a list in index order, rows with no value dropped. */
const compact = (node: unknown): unknown => {
  if (node instanceof Map) {
    const rows = [...node.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => compact(row))
    return rows.filter((row) => !isEmptyRow(row))
  }
  if (node !== null && typeof node === "object" && !Array.isArray(node))
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compact(value)]))
  return node
}

export interface FormInput {
  /** the tool's input */
  readonly input: Record<string, unknown>
  /** every field as sent (text), to fill the form again */
  readonly sent: ReadonlyMap<string, string>
  /** form-only fields (leading underscore), e.g. `_salaryPeriod` */
  readonly controls: ReadonlyMap<string, string>
}

/** The tool input of a form body. Fields of a name the schema does not know are passed on, so the tool refuses them. */
export const formInput = (form: URLSearchParams, schema: JsonObject, language: Language): FormInput => {
  const input: Record<string, unknown> = Object.create(null)
  const sent = new Map<string, string>()
  const controls = new Map<string, string>()
  let count = 0
  for (const [name, rawValue] of form) {
    if (++count > MAX_FIELDS) break
    const value = rawValue.slice(0, MAX_VALUE_CHARS)
    if (name.startsWith("_")) {
      if (name.length <= MAX_NAME_CHARS) controls.set(name, value)
      continue
    }
    const segments = segmentsOf(name)
    if (segments === undefined) continue
    sent.set(name, value)
    const text = schemaAt(schema, segments)?.type === "string" ? value : value.trim()
    if (text === "") continue
    let node: Record<string, unknown> | Map<number, unknown> = input
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!
      const last = i === segments.length - 1
      const nextIsIndex = typeof segments[i + 1] === "number"
      const make = () => (nextIsIndex ? new Map<number, unknown>() : Object.create(null))
      if (node instanceof Map) {
        if (typeof segment !== "number") break
        if (last) node.set(segment, typed(schemaAt(schema, segments), text, language))
        else {
          if (!node.has(segment)) node.set(segment, make())
          node = node.get(segment) as Record<string, unknown> | Map<number, unknown>
        }
      } else {
        if (typeof segment === "number") break
        if (last) node[segment] = typed(schemaAt(schema, segments), text, language)
        else {
          if (!(segment in node)) node[segment] = make()
          const next = node[segment]
          if (next === null || typeof next !== "object") break
          node = next as Record<string, unknown> | Map<number, unknown>
        }
      }
    }
  }
  return { input: compact(input) as Record<string, unknown>, sent, controls }
}

/** The form's own controls: "Add a row" to a list, the salary's period. */
export const formControls = (parsed: FormInput) => {
  const addRowTo = parsed.controls.get("_addRow")
  const period = parsed.controls.get("_salaryPeriod")
  return {
    addRowTo: addRowTo !== undefined && segmentsOf(addRowTo) !== undefined ? addRowTo : undefined,
    salaryPeriod: isSalaryPeriod(period) ? period : undefined
  }
}

/** A number as the form shows it in the page's language: no grouping, no exponent, a decimal comma in Greek. */
const shownNumber = (value: number, language: Language) => {
  const text = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
  return language === "el" ? text.replace(".", ",") : text
}

/**
 * The form fields of a tool input (the inverse of formInput): `{ rows: [{ amount: 5 }] }` -> `rows[0].amount` = "5".
 * Used to open a save back into its form. Bounded like a form: at most MAX_FIELDS fields, rows below MAX_ROWS, eight
 * levels deep; what does not fit is left out (the person sees the form without it).
 */
export const formFieldsOf = (input: unknown, language: Language): Map<string, string> => {
  const fields = new Map<string, string>()
  const walk = (value: unknown, name: string, depth: number) => {
    if (fields.size >= MAX_FIELDS || depth > 8) return
    if (Array.isArray(value)) {
      for (const [i, item] of value.slice(0, MAX_ROWS).entries()) walk(item, `${name}[${i}]`, depth + 1)
      return
    }
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const innerName = name === "" ? key : `${name}.${key}`
        if (segmentsOf(innerName) !== undefined) walk(inner, innerName, depth + 1)
      }
      return
    }
    if (name === "") return
    if (typeof value === "number" && Number.isFinite(value)) fields.set(name, shownNumber(value, language))
    else if (typeof value === "string") fields.set(name, value.slice(0, MAX_VALUE_CHARS))
    else if (typeof value === "boolean") fields.set(name, String(value))
  }
  walk(input, "", 0)
  return fields
}
