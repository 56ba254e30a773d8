/**
 * A source behind figures in src/rules/: every rule value names the ids of the sources it was checked
 * against (the registry is src/rules/sources.ts).
 */
export type SourceKind = "law" | "official" | "big4" | "secondary"

export interface Source {
  readonly id: string
  readonly title: string
  readonly url: string
  readonly publisher: string
  readonly kind: SourceKind
  readonly date?: string
}
