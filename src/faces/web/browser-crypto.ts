// The encryption of a save in the browser (WebCrypto PBKDF2-SHA256 + AES-GCM), as script text for the pages that
// make or open encrypted saves (the account page, a calculator's result). The password and the plaintext never leave
// the page; the service stores the ciphertext and its parameters only.

/** PBKDF2 iterations for browser-side encryption (OWASP 2023 guidance for PBKDF2-HMAC-SHA256). */
export const PBKDF2_ITERATIONS = 310_000

/**
 * Script text defining `b64`, `unb64`, `deriveKey(password, salt, iterations)` and
 * `encryptedSave(calculationType, name, inputs, password)` (the body of POST /account/saves).
 */
export const BROWSER_CRYPTO_JS = `
const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const unb64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const deriveKey = async (password, salt, iterations) => {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveKey"])
  return crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"])
}
const encryptedSave = async (calculationType, name, inputs, password) => {
  const salt = crypto.getRandomValues(new Uint8Array(16)), iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(password, salt, ${PBKDF2_ITERATIONS})
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(JSON.stringify(inputs)))
  return { calculationType, name, encrypted: { algorithm: "AES-GCM", kdf: "PBKDF2-SHA256", iterations: ${PBKDF2_ITERATIONS}, salt: b64(salt), iv: b64(iv), ciphertext: b64(ciphertext) } }
}`
