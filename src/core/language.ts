// The languages of the service's texts: English and Greek (the Tax Department and the Social Insurance Services
// publish in Greek first). Every text a person reads is a Text, in both.

export const LANGUAGES = ["en", "el"] as const
export type Language = (typeof LANGUAGES)[number]

/** A text in both languages. */
export interface Text {
  readonly en: string
  readonly el: string
}

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "el"

/** At most this many characters of Accept-Language are read, and this many of its entries. */
const MAX_ACCEPT_LANGUAGE_CHARS = 512
const MAX_ENTRIES = 16

/**
 * The language a caller prefers (a browser, an app, an assistant) (RFC 9110 12.5.4): the first of its languages, by weight, that the service speaks;
 * English when it names none. Caller text: bounded, split by plain characters, no regular expression.
 */
export const preferredLanguage = (acceptLanguage: string | undefined): Language => {
  if (acceptLanguage === undefined) return "en"
  const entries = acceptLanguage
    .slice(0, MAX_ACCEPT_LANGUAGE_CHARS)
    .split(",", MAX_ENTRIES)
    .map((entry, order) => {
      const [tag = "", ...params] = entry.split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  return entries.map((entry) => entry.primary).find(isLanguage) ?? "en"
}
