import type { SourceId } from "../sources.ts"

export const ITL = "Income Tax Law 118(I)/2002"
/** Legal basis of the contributions and premiums deducted within the 1/5 cap. */
export const ITL_ART14 = `${ITL}, art. 14`

/** A rule value as the tools read it: what it is, its legal basis and its sources (a Traced value is one). */
export interface Cited<T> {
  readonly value: T
  readonly rule: string
  readonly sources: ReadonlyArray<SourceId>
  readonly note?: string
}
