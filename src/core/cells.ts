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
