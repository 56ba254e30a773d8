/**
 * Text the service refuses before any SQL: what PostgreSQL would refuse because of the
 * caller (a NUL in text, an unpaired surrogate in jsonb), and control characters where they have no
 * business. Refused here, they are a 400 naming the field instead of a database error.
 */

/** Any control character (Unicode Cc: C0, DEL, C1). Never in an id, a name, an email or a cursor. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/**
 * In free-form text (saved inputs): NUL only, the one character PostgreSQL cannot store. Other controls
 * (a form feed in a statement pasted from a PDF) are accepted, as the calculators accept them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is this pattern's purpose
const FREE_TEXT_CONTROL = /\u0000/
/** A UTF-16 surrogate without its pair: not a character, refused by jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A short identifier-like text (id, name, email, cursor): why it cannot be stored, or undefined. */
export const identifierTextProblem = (value: string): string | undefined =>
  CONTROL.test(value)
    ? "must not contain control characters (such as NUL, tab or line breaks)"
    : LONE_SURROGATE.test(value)
      ? "must not contain unpaired UTF-16 surrogates (invalid Unicode)"
      : undefined

/** Free-form text: why it cannot be stored, or undefined. Tabs, line breaks and other controls are fine. */
const freeTextProblem = (value: string): string | undefined =>
  FREE_TEXT_CONTROL.test(value)
    ? "must not contain the NUL character (\\u0000)"
    : LONE_SURROGATE.test(value)
      ? "must not contain unpaired UTF-16 surrogates (invalid Unicode)"
      : undefined

/**
 * The first key or string of a JSON value that cannot be stored as free-form text (walked without
 * recursion: a deeply nested value cannot overflow the stack), with its dot path under `root`.
 */
export const unstorableJsonText = (
  value: unknown,
  root: string
): { readonly path: string; readonly message: string } | undefined => {
  const stack: Array<readonly [unknown, string]> = [[value, root]]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (typeof current === "string") {
      const problem = freeTextProblem(current)
      if (problem !== undefined) return { path, message: `${path} ${problem}.` }
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`])
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current as Record<string, unknown>)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!
        const keyProblem = freeTextProblem(key)
        if (keyProblem !== undefined) return { path, message: `A field name in ${path} ${keyProblem}.` }
        stack.push([child, `${path}.${key}`])
      }
    }
  }
  return undefined
}

/** Longest email accepted (RFC 5321's limit on a forward path). */
const MAX_EMAIL_LENGTH = 254

/** Why an email address cannot be used for an account, or undefined. */
export const emailProblem = (email: string): string | undefined =>
  email.length > MAX_EMAIL_LENGTH
    ? `An email address has at most ${MAX_EMAIL_LENGTH} characters.`
    : identifierTextProblem(email) !== undefined || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? "Enter a valid email address."
      : undefined
