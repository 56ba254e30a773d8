import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { savedAssumptions } from "../../domain/saved-calculations/assumptions.ts"
import { metadataOf } from "../../domain/saved-calculations/schemas.ts"
import { SavedCalculations, type SavedSort } from "../../domain/saved-calculations/store.ts"
import { problem } from "../../domain/saved-calculations/tool-support.ts"
import type { ListSavedCalculationsInput } from "./input.ts"

/** One page of the caller's saves (metadata only), by offset or by the previous page's cursor. */
export const listCalculations =
  (calculatorNames: ReadonlyArray<string>) =>
  (input: ListSavedCalculationsInput, { account }: KeyEnvironment) =>
    Effect.gen(function* () {
      const sort: SavedSort = input.sort ?? "recent"
      const limit = input.limit ?? 20
      let cursor: { updatedAt: string; id: string } | undefined
      if (input.cursor !== undefined) {
        const [updatedAt, id] = input.cursor.split("|")
        if (sort !== "recent")
          return yield* Effect.fail(
            problem(
              "cursor",
              "cursor works only with sort recent.",
              "Use offset for the other sort orders, or sort recent."
            )
          )
        if (input.offset !== undefined)
          return yield* Effect.fail(
            problem("offset", "Send cursor or offset, not both.", "Keep the cursor and drop offset.")
          )
        if (!updatedAt || !id || Number.isNaN(Date.parse(updatedAt)))
          return yield* Effect.fail(
            problem(
              "cursor",
              "cursor is not a nextCursor of this tool.",
              "Send nextCursor exactly as the previous page gave it."
            )
          )
        cursor = { updatedAt, id }
      }
      const offset = input.offset ?? 0
      const types = input.calculationTypes ?? (input.calculationType ? [input.calculationType] : undefined)
      const { rows, totalCount } = yield* (yield* SavedCalculations).list(account, {
        calculationTypes: types,
        sort,
        limit: limit + 1,
        offset,
        cursor
      })
      const page = rows.slice(0, limit)
      const hasMore = rows.length > limit
      const last = page.at(-1)
      return {
        calculations: page.map(metadataOf),
        totalCount,
        hasMore,
        nextCursor: hasMore && sort === "recent" && last ? `${last.updatedAt}|${last.id}` : null,
        sort,
        limit,
        offset: cursor === undefined ? offset : 0,
        calculationTypes: [...calculatorNames],
        ...savedAssumptions((said) => {
          if (input.sort === undefined)
            said.add("saved.default-sort", { field: "sort", value: "recent", reason: "omitted" })
          if (input.limit === undefined)
            said.add("saved.default-limit", { field: "limit", value: limit, reason: "omitted" })
        })
      }
    })
