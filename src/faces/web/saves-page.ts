import type { SavedCalculation } from "../../domain/saved-calculations/store.ts"
import { BROWSER_CRYPTO_JS } from "./browser-crypto.ts"
import { accountTable, escapeHtml, layout } from "./pages.ts"

/**
 * The "Saved calculations" section of the account page: the list, and encrypted saves made and opened
 * in the browser (WebCrypto PBKDF2-SHA256 + AES-GCM). The password and the plaintext never leave the page.
 */
export const savesSection = (
  saves: ReadonlyArray<SavedCalculation>,
  calculatorNames: ReadonlyArray<string>,
  csrf: string
) => `
<section aria-labelledby="saves-title"><h2 id="saves-title">Saved calculations</h2>
${
  saves.length === 0
    ? "<p>No saved calculations yet.</p>"
    : accountTable(
        ["Name", "Calculator", "Updated", "Actions"],
        saves.map((save) => [
          `${escapeHtml(save.name)}${save.locked ? " <strong>(locked)</strong>" : ""}`,
          escapeHtml(save.calculationType),
          save.updatedAt.slice(0, 10),
          `${
            save.locked
              ? `<label for="open-${save.id}">Password for ${escapeHtml(save.name)}</label><input id="open-${save.id}" type="password" autocomplete="off">
<button type="button" class="open-save" data-id="${save.id}" data-type="${escapeHtml(save.calculationType)}">Open ${escapeHtml(save.name)}</button>`
              : `<a href="/account/saves/${save.id}">Open ${escapeHtml(save.name)}</a>`
          }
<form class="inline" method="post" action="/account/saves/${save.id}/delete"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><button type="submit">Delete ${escapeHtml(save.name)}</button></form>`
        ]),
        (row) => ` data-save-id="${saves[row]!.id}"`
      )
}
${
  saves.some((save) => save.locked)
    ? `<pre id="opened-save" class="opened-save" aria-live="polite"></pre>
<form id="open-in-form" method="post" hidden><input type="hidden" name="_open"><button type="submit">Open in its form</button></form>`
    : ""
}
<h3>Save an encrypted scenario</h3>
<p>Encrypted in this browser with your password before it is sent: the service stores only ciphertext, never decrypts it, and shows it as locked to the API. If you forget the password, the save cannot be opened.</p>
<form id="encrypted-save-form">
<label for="save-type">Calculator</label><select id="save-type" required>${calculatorNames.map((name) => `<option>${escapeHtml(name)}</option>`).join("")}</select>
<label for="save-name">Name</label><input id="save-name" maxlength="100" required>
<label for="save-inputs">Inputs (JSON, as the calculator takes them)</label><textarea id="save-inputs" rows="5" required></textarea>
<label for="save-password">Password for this save (at least 8 characters)</label><input id="save-password" type="password" minlength="8" autocomplete="new-password" required>
<button type="submit">Encrypt and save</button></form>
<p id="save-status" role="status"></p></section>
<script>
const csrfToken = ${JSON.stringify(csrf)}
${BROWSER_CRYPTO_JS}
document.getElementById("encrypted-save-form").addEventListener("submit", async (event) => {
  event.preventDefault()
  const status = document.getElementById("save-status")
  let inputs
  try { inputs = JSON.parse(document.getElementById("save-inputs").value) } catch { status.textContent = "The inputs are not valid JSON."; return }
  const body = await encryptedSave(document.getElementById("save-type").value, document.getElementById("save-name").value, inputs, document.getElementById("save-password").value)
  const response = await fetch("/account/saves", {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
    body: JSON.stringify(body)
  })
  if (response.ok) location.reload(); else status.textContent = "Not saved: " + (await response.json()).error
})
for (const button of document.querySelectorAll(".open-save")) {
  button.addEventListener("click", async () => {
    const out = document.getElementById("opened-save")
    const saved = await (await fetch("/account/saves/" + button.dataset.id + "/encrypted")).json()
    try {
      const key = await deriveKey(document.getElementById("open-" + button.dataset.id).value, unb64(saved.salt), saved.iterations)
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(saved.iv) }, key, unb64(saved.ciphertext))
      const inputs = JSON.parse(new TextDecoder().decode(plain))
      out.textContent = JSON.stringify(inputs, null, 2)
      const openForm = document.getElementById("open-in-form")
      openForm.action = "/" + (document.documentElement.lang || "en") + "/calculators/" + encodeURIComponent(button.dataset.type)
      openForm.querySelector('[name="_open"]').value = JSON.stringify(inputs)
      openForm.hidden = false
    } catch { out.textContent = "Wrong password: the save could not be decrypted." }
  })
}
</script>`

/** JSON shown on a page: indented, and at most `max` characters (a save's inputs are at most 64 KiB; its result is
 * cut with a note, the download has it whole). */
const shownJson = (value: unknown, max = 200_000) => {
  const text = JSON.stringify(value, null, 2) ?? "null"
  return text.length <= max
    ? text
    : `${text.slice(0, max)}\n… (cut here: "Download my data" on the account page has it whole)`
}

/** A plain save, opened on its own page: what was saved, its inputs and its result, and deleting it. */
export const savePage = (save: SavedCalculation, csrf: string) =>
  layout(
    `Saved calculation: ${save.name}`,
    `<dl class="save-facts"><dt>Calculator</dt><dd><code>${escapeHtml(save.calculationType)}</code></dd>
<dt>Saved</dt><dd>${save.createdAt.slice(0, 10)}</dd><dt>Updated</dt><dd>${save.updatedAt.slice(0, 10)}</dd></dl>
<section aria-labelledby="save-inputs-title"><h2 id="save-inputs-title">Inputs</h2><pre>${escapeHtml(shownJson(save.inputs))}</pre></section>
<section aria-labelledby="save-result-title"><h2 id="save-result-title">Result</h2>${
      save.result === null || save.result === undefined
        ? "<p>No result was saved with it.</p>"
        : `<details><summary>The result as saved (JSON)</summary><pre>${escapeHtml(shownJson(save.result))}</pre></details>`
    }</section>
<p><a href="/en/calculators/${encodeURIComponent(save.calculationType)}?save=${encodeURIComponent(save.id)}">Open in its form</a></p>
<form method="post" action="/account/saves/${save.id}/delete"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><button type="submit" class="secondary">Delete ${escapeHtml(save.name)}</button></form>
<p><a href="/account">Back to your account</a></p>`,
    { current: "/account" }
  )
