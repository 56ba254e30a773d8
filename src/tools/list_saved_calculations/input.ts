import { Schema } from "effect"
import { calculationType, noControlCharacters } from "../../domain/saved-calculations/schemas.ts"

/** The range of dates a cursor may carry: saves are never dated outside it. */
const CURSOR_EARLIEST = Date.parse("2000-01-01T00:00:00.000Z")
const CURSOR_LATEST = Date.parse("2200-01-01T00:00:00.000Z")
/** "<updatedAt>|<id>" as nextCursor gives it; why `cursor` is not one, or undefined. */
const cursorProblem = (cursor: string): string | undefined => {
  const [updatedAt = "", id = "", ...rest] = cursor.split("|")
  if (
    rest.length > 0 ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/.test(updatedAt) ||
    id === "" ||
    id.length > 100
  ) {
    return "cursor is not a nextCursor of this tool."
  }
  const at = Date.parse(updatedAt)
  if (Number.isNaN(at) || at < CURSOR_EARLIEST || at >= CURSOR_LATEST)
    return "cursor carries a date outside 2000-2199: it is not a nextCursor of this tool."
  return undefined
}

export const Sort = Schema.Literals([
  "recent",
  "oldest",
  "created_desc",
  "created_asc",
  "name_asc",
  "name_desc"
]).annotate({
  description:
    "recent/oldest: by last update; created_desc/created_asc: by creation; name_asc/name_desc: alphabetical. Default recent. Cursor paging works only with recent."
})

export const listSavedCalculationsInput = (calculatorNames: ReadonlyArray<string>) => {
  const CalculationType = calculationType(calculatorNames)
  return Schema.Struct({
    calculationType: Schema.optionalKey(CalculationType),
    calculationTypes: Schema.optionalKey(
      Schema.Array(CalculationType)
        .check(Schema.isMaxLength(calculatorNames.length))
        .annotate({
          description: `Several calculator types; wins over calculationType. At most ${calculatorNames.length} (one of each).`
        })
    ),
    sort: Schema.optionalKey(Sort),
    limit: Schema.optionalKey(
      Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })).annotate({
        description: "Page size, 1 to 100 (default 20)."
      })
    ),
    cursor: Schema.optionalKey(
      Schema.String.check(
        Schema.isMaxLength(200),
        noControlCharacters,
        Schema.makeFilter<string>((cursor) => cursorProblem(cursor) ?? true)
      ).annotate({
        description:
          'nextCursor of the previous page ("<updatedAt>|<id>"); with sort recent only. Stable while saves are added or changed between pages.'
      })
    ),
    offset: Schema.optionalKey(
      Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
        description: "Rows to skip, for page-number paging with limit; not with cursor."
      })
    )
  }).annotate({ examples: [{ sort: "recent", limit: 20 }, { calculationType: "calculate_cyprus_income_tax" }] })
}

export type ListSavedCalculationsInput = ReturnType<typeof listSavedCalculationsInput>["Type"]
