import leven from "leven"

// "Did you mean ...?" for an unknown field: the known field of the same object it most likely
// misspells. The names compared are the caller's, so the work is bounded: a name longer than
// MAX_SUGGESTED_NAME_LENGTH is never compared (no field name is that long), each distance stops once past
// its limit (leven's maxDistance), and a request gets at most MAX_SUGGESTIONS suggestions.

/** The longest unknown name compared to the known ones; the longest field name of any tool is about 30 characters. */
export const MAX_SUGGESTED_NAME_LENGTH = 64
/** Unknown fields of one request that get a suggestion; the others are reported without one. */
export const MAX_SUGGESTIONS = 10

/** Edits that still read as a misspelling of `known`: 1 for names of up to 3 characters, else 2, or a third of a long
 * name. */
const allowedEdits = (known: string) => (known.length <= 3 ? 1 : Math.max(2, Math.floor(known.length / 3)))

/**
 * The known field `unknown` most likely stands for: the same name in another case first, then the
 * nearest within allowedEdits (Levenshtein, ignoring case; the first of equals in schema order), or
 * undefined when none is near enough.
 */
export const suggestField = (unknown: string, known: ReadonlyArray<string>): string | undefined => {
  if (unknown.length === 0 || unknown.length > MAX_SUGGESTED_NAME_LENGTH) return undefined
  const lower = unknown.toLowerCase()
  const sameLetters = known.find((candidate) => candidate.toLowerCase() === lower)
  if (sameLetters !== undefined) return sameLetters
  let best: string | undefined
  let bestEdits = Number.POSITIVE_INFINITY
  for (const candidate of known) {
    const limit = allowedEdits(candidate)
    const edits = leven(lower, candidate.toLowerCase(), { maxDistance: limit + 1 })
    if (edits <= limit && edits < bestEdits) {
      best = candidate
      bestEdits = edits
    }
  }
  return best
}
