import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { Assumptions, Metadata } from "../../domain/saved-calculations/schemas.ts"
import { Sort } from "./input.ts"

export const ListSavedCalculationsOutput = Schema.Struct({
  calculations: Schema.Array(Metadata),
  totalCount: Schema.Int,
  hasMore: Schema.Boolean,
  nextCursor: Schema.NullOr(Schema.String),
  sort: Sort,
  limit: Schema.Int,
  offset: Schema.Int,
  calculationTypes: Schema.Array(Schema.String).annotate({ description: "The calculator types that can be saved." }),
  assumptions: Assumptions,
  assumptionDetails: AssumptionDetails
})

export type ListSavedCalculationsOutput = typeof ListSavedCalculationsOutput.Type
