// The languages of the site's pages: English and Greek. Every text a page shows is a Text (both languages), kept in
// the message catalogues of this folder; test/faces/web/i18n.test.ts checks that none lacks either.

import { isLanguage, type Language, type Text } from "../../../core/language.ts"

export { isLanguage, type Language, LANGUAGES, type Text } from "../../../core/language.ts"

/** Each language named in itself, for the switch between them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", el: "Ελληνικά" }

/** At most this many characters of Accept-Language are read, and this many of its entries. */
const MAX_ACCEPT_LANGUAGE_CHARS = 512
const MAX_ENTRIES = 16

/**
 * The page language a browser prefers (RFC 9110 12.5.4): the first of its languages, by weight, that the site has;
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

/** The text in a language. */
export const inLanguage = (text: Text, language: Language) => text[language]
