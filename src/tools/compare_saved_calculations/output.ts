import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { Assumptions, Metadata } from "../../domain/saved-calculations/schemas.ts"

export const CompareSavedCalculationsOutput = Schema.Struct({
  left: Metadata,
  right: Metadata,
  sameCalculationType: Schema.Boolean,
  differences: Schema.NullOr(
    Schema.Array(
      Schema.Struct({
        path: Schema.String.annotate({
          description: '"inputs.<field>" or "result.<field>", dot-separated into nested values.'
        }),
        left: Schema.Unknown,
        right: Schema.Unknown,
        difference: Schema.NullOr(Schema.Finite).annotate({ description: "right - left when both are numbers." })
      })
    )
  ).annotate({ description: "null when a side is locked: its contents are never read." }),
  lockedSides: Schema.Array(Schema.Literals(["left", "right"])),
  assumptions: Assumptions,
  assumptionDetails: AssumptionDetails
})

export type CompareSavedCalculationsOutput = typeof CompareSavedCalculationsOutput.Type
