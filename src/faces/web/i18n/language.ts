// The languages of the site's pages: English and Greek. Every text a page shows is a Text (both languages), kept in
// the message catalogues of this folder; test/faces/web/i18n.test.ts checks that none lacks either.

import type { Language, Text } from "../../../core/language.ts"

export { isLanguage, type Language, LANGUAGES, preferredLanguage, type Text } from "../../../core/language.ts"

/** Each language named in itself, for the switch between them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", el: "Ελληνικά" }

/** The text in a language. */
export const inLanguage = (text: Text, language: Language) => text[language]
