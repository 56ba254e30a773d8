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
