// The calculator form's checks in the browser, from the schema's bounds (data-min, data-max, data-integer on each number
// field) and the required marks: a message beside the field as soon as it is left, in the page's language, and the
// form not sent while a field is wrong. The server checks everything again; without script the form works the same.
// Numbers are read by the server's own readNumber (its source is the script's), so both read a typed number alike.
import { CALCULATOR_MESSAGES as M } from "../i18n/calculator-messages.ts"
import type { Language } from "../i18n/language.ts"
import { readNumber } from "./form-input.ts"

/** The form's data attributes the script reads: the page's language and its messages. */
export const inlineCheckAttributes = (language: Language) =>
  ` data-language="${language}" data-msg-required="${M.requiredMissing[language]}" data-msg-number="${M.notANumber[language]}" data-msg-range="${M.outOfRange[language]}" data-msg-integer="${M.wholeNumber[language]}"`

/** The same bytes on every calculator page (one CSP hash). */
export const INLINE_CHECKS_JS = `
const readNumber = ${readNumber.toString()}
const form = document.querySelector("form.calculator")
const says = form.dataset
const problemOf = (field) => {
  const text = field.value.trim()
  if (text === "") return field.required ? says.msgRequired : ""
  if (field.inputMode !== "decimal") return ""
  const value = readNumber(text, says.language)
  if (value === undefined) return says.msgNumber
  if ("integer" in field.dataset && !Number.isInteger(value)) return says.msgInteger
  if (("min" in field.dataset && value < Number(field.dataset.min)) || ("max" in field.dataset && value > Number(field.dataset.max))) return says.msgRange
  return ""
}
const show = (field) => {
  const problem = problemOf(field)
  const id = field.id + "-error"
  let note = document.getElementById(id)
  if (problem === "") {
    if (note && note.dataset.inline !== undefined) note.remove()
    field.removeAttribute("aria-invalid")
    return true
  }
  if (!note) {
    note = document.createElement("p")
    note.className = "field-error"
    note.id = id
    note.dataset.inline = ""
    field.closest(".field").append(note)
    field.setAttribute("aria-describedby", ((field.getAttribute("aria-describedby") || "") + " " + id).trim())
  }
  note.textContent = problem
  field.setAttribute("aria-invalid", "true")
  return false
}
for (const field of form.querySelectorAll("input, select, textarea")) field.addEventListener("change", () => show(field))
form.noValidate = true
form.addEventListener("submit", (event) => {
  if (event.submitter && event.submitter.name === "_addRow") return
  const wrong = [...form.querySelectorAll("input, select, textarea")].filter((field) => field.name && !show(field))
  if (wrong.length > 0) {
    event.preventDefault()
    wrong[0].focus()
  }
})`
