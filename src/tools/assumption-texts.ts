// Every tool's assumption sentences, by id, in English and Greek: the one catalogue the content text and the pages
// render assumptions from (core/assumptions.ts renderAssumption).
import type { AssumptionTexts } from "../core/assumptions.ts"
import { STATE_PENSION_ASSUMPTIONS } from "./calculate_cyprus_state_pension/assumptions.ts"

export const ASSUMPTION_TEXTS: AssumptionTexts = {
  ...STATE_PENSION_ASSUMPTIONS
}
