import { Schema } from "effect"

/**
 * A machine-readable assumption: what was assumed, the value used, and why. Used by the tools that
 * model the future, where assumptions matter as much as results; the tools published before them list
 * assumptions as sentences (their wire form is part of the published interface, README "Assumptions").
 */
export const Assumption = Schema.Struct({
  what: Schema.String.annotate({ description: 'What was assumed, e.g. "annual investment return".' }),
  value: Schema.Union([Schema.String, Schema.Finite, Schema.Boolean, Schema.Null]).annotate({
    description: "The value used (a number in the unit the text states), or null for an exclusion."
  }),
  why: Schema.String.annotate({ description: "Why: the default's reason or source, or which input was omitted." })
})
export type Assumption = typeof Assumption.Type

/** The text form of structured assumptions. */
const assumptionText = (assumptions: ReadonlyArray<Assumption>) =>
  assumptions.map((a) => `${a.what}: ${a.value === null ? "excluded" : String(a.value)} (${a.why})`).join("; ")

/** The one text rendering of a result's assumptions, for every tool's content (sentences are joined by a space). */
export const renderAssumptions = (assumptions: ReadonlyArray<string> | ReadonlyArray<Assumption>): string =>
  assumptions.every((a): a is string => typeof a === "string")
    ? (assumptions as ReadonlyArray<string>).join(" ")
    : assumptionText(assumptions as ReadonlyArray<Assumption>)
