// "Save this calculation" under a result: for a signed-in person, a form that saves the inputs shown (plain: the server
// computes them again and stores inputs and result), or, with a password and JavaScript, encrypts them in the browser
// first (the account page's scheme: only ciphertext is sent). Without JavaScript the password field stays hidden, so a
// typed password can never be sent or silently ignored.
import { BROWSER_CRYPTO_JS } from "../browser-crypto.ts"
import { CALCULATOR_MESSAGES as M } from "../i18n/calculator-messages.ts"
import type { Language } from "../i18n/language.ts"
import { escapeHtml } from "../pages.ts"

export interface SaveSectionInput {
  readonly tool: string
  readonly language: Language
  readonly input: Record<string, unknown>
  /** the CSRF token of a signed-in person; undefined when nobody is signed in */
  readonly csrf: string | undefined
  /** the default name of a save (the calculator's title) */
  readonly defaultName: string
}

/** A string as a script literal that cannot end the script element. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c")

export const saveSection = ({ tool, language, input, csrf, defaultName }: SaveSectionInput) => {
  const title = `<h2 id="save-title">${M.saveTitle[language]}</h2>`
  if (csrf === undefined)
    return `<section class="save-calculation" aria-labelledby="save-title">${title}<p><a href="/account">${M.saveSignIn[language]}</a></p></section>`
  return `<section class="save-calculation" aria-labelledby="save-title">${title}<p>${M.saveIntro[language]}</p>
<form method="post" action="/${language}/calculators/${tool}/save" id="save-form" data-tool="${escapeHtml(tool)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><input type="hidden" name="inputs" value="${escapeHtml(JSON.stringify(input))}">
<div class="field"><label for="save-name">${M.saveName[language]}</label><input id="save-name" name="name" maxlength="100" placeholder="${escapeHtml(defaultName)}"></div>
<div class="field" id="save-password-field" hidden><label for="save-password">${M.savePassword[language]}</label><input id="save-password" type="password" minlength="8" autocomplete="new-password" aria-describedby="save-password-help"><p class="help" id="save-password-help">${M.savePasswordHelp[language]}</p></div>
<button type="submit">${M.saveButton[language]}</button></form>
<p id="save-status" role="status"></p></section>
<script>${BROWSER_CRYPTO_JS}
const saveForm = document.getElementById("save-form")
document.getElementById("save-password-field").hidden = false
saveForm.addEventListener("submit", async (event) => {
  const password = document.getElementById("save-password").value
  if (password === "") return
  event.preventDefault()
  const status = document.getElementById("save-status")
  const name = document.getElementById("save-name").value.trim() || ${scriptString(defaultName)}
  const body = await encryptedSave(saveForm.dataset.tool, name, JSON.parse(saveForm.querySelector('[name="inputs"]').value), password)
  const response = await fetch("/account/saves", {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": saveForm.querySelector('[name="csrf"]').value },
    body: JSON.stringify(body)
  })
  status.textContent = response.ok ? ${scriptString(M.savedEncrypted[language])} : ${scriptString(M.notSaved[language])} + " " + (await response.json()).error
  if (response.ok) document.getElementById("save-password").value = ""
})
</script>`
}
