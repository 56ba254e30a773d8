/** Field path (dot-separated, e.g. "article8Exemption.startYear") to messages a person can act on. */
export type FieldErrors = Record<string, Array<string>>
