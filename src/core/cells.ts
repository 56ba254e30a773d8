import { Schema } from "effect"

/**
 * Schema cells shared by the tools' outputs, so that the same thing has the same type everywhere.
 * Inputs keep their own cells: their descriptions and ranges belong to each tool's fields.
 */

/**
 * Money figures, and how each one is traced. `Money` is an amount in EUR, rounded to the cent by the
 * calculator that produced it (annotation `unit: "EUR"`, so that a walker finds every money field). In
 * an output, each money field says how it is traced (annotation `moneyTrace`), and
 * test/tools/traced-figures.test.ts checks it on every tool's example outputs:
 * - RuleMoney: computed by a rule (a band, a rate, a limit). Its trace is the entry for its field in the
 *   `traces` of the object holding it if there is one, else the nearest enclosing object (its own first)
 *   that carries rule, year and sources (TraceFields); those must be present, with known source ids.
 * - InputMoney: arithmetic on the caller's inputs alone (a sale price, a loan balance, a portfolio value).
 * - moneyFrom(...paths): arithmetic on other figures of the same output (a total, a net amount), named by
 *   their paths, each traced in its own right. A path is read from the object holding the figure outwards
 *   to the output's root, like a name in nested scopes; `[]` steps into the items of an array
 *   ("incomeTaxByBand[].tax").
 * A bare `Money` says none of this: the test fails on it, so no figure is exempt by silence.
 */
export const Money = Schema.Finite.annotate({ unit: "EUR" })

/** How a money figure is traced: the `moneyTrace` annotation (see Money). */
export type MoneyTrace =
  | { readonly by: "rule" }
  | { readonly by: "inputs" }
  | { readonly by: "figures"; readonly of: ReadonlyArray<string> }

const traced = (moneyTrace: MoneyTrace) => Money.annotate({ moneyTrace })

/** A money figure computed by a rule: it carries rule, year and sources, or sits in an object that does (see Money). */
export const RuleMoney = traced({ by: "rule" })

/** A money figure that is arithmetic on the caller's inputs alone: no rule in it (see Money). */
export const InputMoney = traced({ by: "inputs" })

/** A money figure computed from the other figures of the output at these paths (see Money). */
export const moneyFrom = (...of: ReadonlyArray<string>) => traced({ by: "figures", of })

/** What a rule-derived figure rests on: the law and article, the tax year, and the ids of its sources. */
export const TraceFields = {
  rule: Schema.String.annotate({ description: "the law and article applied" }),
  year: Schema.Int.annotate({ description: "the tax year of the rule" }),
  sources: Schema.Array(Schema.String).annotate({ description: "ids of the sources of the rule (see `sources`)" })
}
const Trace = Schema.Struct(TraceFields)

/** One rule-derived amount with its rule, year and sources beside it. */
export const TracedAmount = Schema.Struct({ amount: RuleMoney, ...TraceFields })

/** The traces of the rule figures of a flat object whose figures follow different rules, by field name. */
export const tracesOf = <const K extends string>(...fields: ReadonlyArray<K>) =>
  Schema.Struct(Object.fromEntries(fields.map((field) => [field, Trace])) as Record<K, typeof Trace>)

/** The traces of several rules as one (traceOf), or a plain "no rule applied" when there are none. */
export const mergedTrace = (
  year: number,
  traces: ReadonlyArray<{ readonly rule: string; readonly sources: ReadonlyArray<string> }>
) => (traces.length === 0 ? { rule: "no rule applied", year, sources: [] as Array<string> } : traceOf(year, ...traces))

/** The trace of a figure computed under these cited rules (src/rules) in a tax year: their rules, then their sources, without repeats. */
export const traceOf = (
  year: number,
  ...cited: ReadonlyArray<{ readonly rule: string; readonly sources: ReadonlyArray<string> }>
) => ({
  rule: [...new Set(cited.map((c) => c.rule))].join("; "),
  year,
  sources: [...new Set(cited.flatMap((c) => c.sources))]
})

/**
 * A source a result relies on: its id in src/rules/sources, title, address and kind (the kinds of
 * src/rules/sources/source.ts), so that an answer says when a figure was read in a secondary copy.
 */
const SourceReference = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: Schema.String,
  kind: Schema.Literals(["law", "official", "big4", "secondary"]).annotate({
    description:
      "law: the legal text itself; official: a government page or announcement; big4: a Big-4 firm's publication; secondary: the press or another firm (the figure was read in a copy, not in the primary text)"
  })
})

/** The sources behind a result, in the order the rules cite them. */
export const SourceReferences = Schema.Array(SourceReference)

/**
 * An input Schema with checks across its fields (a rule the field Schemas cannot express), reported per
 * field like any decoding issue. The annotations go on before the check, so that the JSON Schema carries
 * them, and again after it, so that resolveAnnotations finds them on the checked Schema.
 */
export const withCrossFieldChecks = <S extends Schema.Top>(
  fields: S,
  annotations: Schema.Annotations.Bottom<S["Type"], readonly []>,
  issues: (input: S["Type"]) => ReturnType<Parameters<typeof Schema.makeFilter<S["Type"]>>[0]>
) => fields.annotate(annotations).check(Schema.makeFilter<S["Type"]>(issues)).annotate(annotations)
