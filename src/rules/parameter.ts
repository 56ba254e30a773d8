import type { SourceId } from "./sources.ts"

/**
 * A rule value as a dated parameter, in the spirit of OpenFisca's parameters: what it is, its unit, the
 * rule (law and article), the sources it was checked against (primary first) and its values in time.
 * Values are either one per year of a year type (a Record: a year added to the type fails the type
 * check wherever its figure is missing) or periods of a value fixed by law until amended. As in
 * OpenFisca, a value may name its own sources and rule (the amending law that set it); they then replace
 * the parameter's for that value.
 * `at(parameter, year)` gives the traced value an answer carries: value, status, rule, year, unit, sources.
 */

export type Unit =
  | "EUR"
  | "EUR/week"
  | "EUR/month"
  | "EUR/year"
  | "percent"
  | "ratio"
  | "weeks"
  | "years"
  | "days"
  | "units"
  | "points"

/** official: read in the sources; derived: computed from other figures (the arithmetic in the note); unconfirmed: not
 * known, null, never a guess. */
export type Status = "official" | "derived" | "unconfirmed"

type Known<T> =
  | { readonly value: T; readonly status?: "official"; readonly note?: string }
  | { readonly value: T; readonly status: "derived"; readonly note: string }
type Unconfirmed = { readonly value: null; readonly status: "unconfirmed"; readonly note: string }
/** A parameter may hold unconfirmed (null) values only when its type admits null. */
type Figure<T, K> = K | (null extends T ? Unconfirmed : never)

/** A value may name its own sources and rule (the amending law that set it): they replace the parameter's. */
export type Value<T> = Figure<T, Known<NonNullable<T>>> & {
  readonly sources?: ReadonlyArray<SourceId>
  readonly rule?: string
}
/** In force from the year `from` to the year `to` (inclusive; open-ended without it). */
export type Period<T> = Value<T> & { readonly from: number; readonly to?: number }

export interface DatedParameter<T, Y extends number = number> {
  readonly description: string
  readonly unit: Unit
  /** the law and article */
  readonly rule: string
  /** primary first; a value's own sources replace these */
  readonly sources: ReadonlyArray<SourceId>
  readonly values: Readonly<Record<Y, Value<T>>> | ReadonlyArray<Period<T>>
}

type KnownTrace<T> =
  | { readonly value: T; readonly status: "official"; readonly note?: string }
  | { readonly value: T; readonly status: "derived"; readonly note: string }

/** A value resolved for a year, with what backs it (assignable to income-tax.ts's Cited<T>). */
export type Traced<T> = Figure<T, KnownTrace<NonNullable<T>>> & {
  readonly rule: string
  readonly year: number
  readonly unit: Unit
  readonly sources: ReadonlyArray<SourceId>
}

const isPeriods = <T>(values: DatedParameter<T, number>["values"]): values is ReadonlyArray<Period<T>> =>
  Array.isArray(values)

/** A value with what backs it: its own rule and sources or the parameter's, and its status (official by default). */
export interface Resolved<T> {
  readonly value: T | null
  readonly status: Status
  readonly note?: string
  readonly rule: string
  readonly sources: ReadonlyArray<SourceId>
}

const resolve = <T>(parameter: DatedParameter<T, number>, found: Value<T>): Resolved<T> => {
  const { value, status = "official", note, sources = parameter.sources, rule = parameter.rule } = found
  return { value, status, ...(note === undefined ? {} : { note }), rule, sources }
}

/** The parameter's value in a year; throws when it holds none (a defect: callers ask only for years held). */
export const at = <T, Y extends number>(parameter: DatedParameter<T, Y>, year: Y): Traced<T> => {
  const values: DatedParameter<T, number>["values"] = parameter.values
  const found = isPeriods(values)
    ? values.findLast((p) => p.from <= year && (p.to === undefined || year <= p.to))
    : values[year]
  if (found === undefined) throw new Error(`${parameter.description}: no value for ${year}`)
  const { value, status, note, rule, sources } = resolve(parameter, found)
  return {
    value,
    status,
    ...(note === undefined ? {} : { note }),
    rule,
    year,
    unit: parameter.unit,
    sources
  } as Traced<T>
}

/** A value in time: one tax year's, or a period's (`to` inclusive, open-ended without it). */
export type DatedValue<T> = Resolved<T> & ({ readonly year: number } | { readonly from: number; readonly to?: number })

/** Every value of the parameter, in the order held (years ascending, periods as written), each resolved as `at` does. */
export const datedValues = <T, Y extends number>(parameter: DatedParameter<T, Y>): ReadonlyArray<DatedValue<T>> => {
  const values: DatedParameter<T, number>["values"] = parameter.values
  return isPeriods(values)
    ? values.map((p) => ({ from: p.from, ...(p.to === undefined ? {} : { to: p.to }), ...resolve(parameter, p) }))
    : Object.entries(values).map(([year, value]) => ({ year: Number(year), ...resolve(parameter, value) }))
}

/** A group of parameters (OpenFisca's parameter node) and its values in a year. */
// biome-ignore lint/suspicious/noExplicitAny: matches a dated parameter of any value and status type
export type TracedNode<N> = { readonly [K in keyof N]: N[K] extends DatedParameter<infer T, any> ? Traced<T> : never }

// biome-ignore lint/suspicious/noExplicitAny: matches a dated parameter of any value and status type
export const atAll = <N extends Readonly<Record<string, DatedParameter<any, any>>>>(
  node: N,
  year: number
): TracedNode<N> =>
  Object.fromEntries(Object.entries(node).map(([key, parameter]) => [key, at(parameter, year)])) as TracedNode<N>
