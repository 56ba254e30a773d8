import { Schema } from "effect"

/**
 * Schema cells shared by the tools' outputs, so that the same thing has the same type everywhere.
 * Inputs keep their own cells: their descriptions and ranges belong to each tool's fields.
 */

/** An amount in EUR, rounded to the cent by the calculator that produced it. */
export const Money = Schema.Finite

/** A source a result relies on: its id in src/rules/sources, title and address. */
export const SourceReference = Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })

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
