import { Effect, Schema } from "effect"
import { Catalogue } from "../core/catalogue.ts"
import { computeTool, type CallServices } from "../calls/pipeline.ts"
import type { CallEnvironment, ToolDefinition, ToolInputProblem, ToolProblem } from "../core/tool.ts"

type ToolInputProblemFieldErrors = ToolInputProblem["fieldErrors"]
import { identifierTextProblem, unstorableJsonText } from "../services/accounts/storable-text.ts"
import { diffJson } from "../services/saved/diff.ts"
import {
  MAX_CONTENT_BYTES,
  MAX_NAME_LENGTH,
  MAX_SAVES_PER_ACCOUNT,
  SavedCalculations,
  type SavedCalculation,
  type SavedSort
} from "../services/saved/saved-calculations.ts"

// The six key-only tools of SPEC (list, load, save, update, delete, compare). Each works only on the
// key owner's account: another account's id answers exactly like an unknown id (404).

/** Ids, names and cursors: no control characters at all (issue 18: refused here, never by the database). */
const noControlCharacters = Schema.makeFilter<string>((text) => identifierTextProblem(text) ?? true)
const CalculationId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100), noControlCharacters).annotate({
  description: "Id of a saved calculation, as given by list_saved_calculations or save_calculation."
})
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_NAME_LENGTH), noControlCharacters).annotate({
  description: `Display name, 1 to ${MAX_NAME_LENGTH} characters, without control characters.`
})
/** The range of dates a cursor may carry: saves are never dated outside it. */
const CURSOR_EARLIEST = Date.parse("2000-01-01T00:00:00.000Z")
const CURSOR_LATEST = Date.parse("2200-01-01T00:00:00.000Z")
/** "<updatedAt>|<id>" as nextCursor gives it; why `cursor` is not one, or undefined. */
const cursorProblem = (cursor: string): string | undefined => {
  const [updatedAt = "", id = "", ...rest] = cursor.split("|")
  if (rest.length > 0 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/.test(updatedAt) || id === "" || id.length > 100) {
    return "cursor is not a nextCursor of this tool."
  }
  const at = Date.parse(updatedAt)
  if (Number.isNaN(at) || at < CURSOR_EARLIEST || at >= CURSOR_LATEST) return "cursor carries a date outside 2000-2199: it is not a nextCursor of this tool."
  return undefined
}
const Inputs = Schema.Record(Schema.String, Schema.Unknown).annotate({
  description: "The inputs in exactly the shape the calculator tool named by calculationType accepts (see /schemas/<calculationType>); validated by that tool's own schema."
})
const Timestamp = Schema.String.annotate({ description: "ISO 8601 date-time (UTC)." })
const Assumptions = Schema.Array(Schema.String)

const Metadata = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  calculationType: Schema.String,
  locked: Schema.Boolean.annotate({ description: "true for a save encrypted in the browser: its contents are never returned or recomputed by the service." }),
  createdAt: Timestamp,
  updatedAt: Timestamp
})
const metadataOf = (save: SavedCalculation) => ({
  id: save.id, name: save.name, calculationType: save.calculationType, locked: save.locked, createdAt: save.createdAt, updatedAt: save.updatedAt
})

const accountOf = (environment: CallEnvironment | undefined) => {
  const caller = environment?.caller
  if (caller?.kind !== "key") throw new Error("a key-only tool ran without a key: the pipeline checks the key first")
  return caller.key.accountId
}
const notFound = (calculationId: string): ToolProblem => ({ _tag: "CalculationNotFound", calculationId })
const problem = (field: string, message: string, hint: string): ToolProblem => ({ _tag: "ToolInputProblem", fieldErrors: { [field]: [message] }, hint })

/** Validates and computes `inputs` with the calculator's own pipeline step: the same 400 as calling it. */
const computeWith = (calculationType: string, inputs: unknown, environment: CallEnvironment | undefined) =>
  Effect.gen(function*() {
    const size = JSON.stringify(inputs).length
    if (size > MAX_CONTENT_BYTES) return yield* Effect.fail(problem("inputs", `inputs is ${size} bytes of JSON; at most ${MAX_CONTENT_BYTES} can be saved.`, "Save a smaller scenario."))
    const unstorable = unstorableJsonText(inputs, "inputs")
    if (unstorable !== undefined) return yield* Effect.fail(problem(unstorable.path, unstorable.message, "Remove NUL and other control characters (tab and line breaks are fine) from the text, then save again."))
    const tool = (yield* Catalogue).find(calculationType)
    if (tool === undefined) return yield* Effect.fail(problem("calculationType", `${calculationType} is not a calculator of this service.`, "Use one of the calculationType values listed in the schema."))
    return (yield* computeTool(tool, inputs, environment!).pipe(
      Effect.mapError((failure): ToolProblem =>
        failure._tag === "InvalidInput"
          ? { _tag: "ToolInputProblem", fieldErrors: failure.fieldErrors as ToolInputProblemFieldErrors, hint: `${failure.hint} (These are the fields of inputs, checked as ${calculationType} checks them.)` }
          : failure._tag === "CalculationNotFound" ? notFound(failure.calculationId) : failure)
    )).structuredContent
  })

const keyTool = <I, O>(definition: Omit<ToolDefinition<I, O, CallServices>, "access">): ToolDefinition<I, O, CallServices> =>
  ({ ...definition, access: "key" })

const summarizeSave = (o: { readonly name: string; readonly calculationType: string; readonly id: string; readonly assumptions: ReadonlyArray<string> }) =>
  `Saved calculation "${o.name}" (${o.calculationType}), id ${o.id}.${o.assumptions.length ? ` Assumptions: ${o.assumptions.join(" ")}` : ""}`

/** The six tools, for the calculator tools that can be saved (any anonymous tool of the catalogue). */
export const savedCalculationTools = (calculatorNames: ReadonlyArray<string>) => {
  const CalculationType = Schema.Literals(calculatorNames as [string, ...Array<string>]).annotate({
    description: "The calculator tool whose inputs are saved, e.g. calculate_cyprus_income_tax."
  })

  const SaveInput = Schema.Struct({
    calculationType: CalculationType,
    name: Schema.optionalKey(Name),
    inputs: Inputs
  }).annotate({
    examples: [{ calculationType: "calculate_cyprus_income_tax", name: "Salary 2026", inputs: { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" } }]
  })
  const SaveOutput = Schema.Struct({
    ...Metadata.fields,
    result: Schema.Unknown.annotate({ description: "The calculator's structuredContent for the saved inputs, computed by the service." }),
    assumptions: Assumptions
  })
  const saveCalculation = keyTool<typeof SaveInput.Type, typeof SaveOutput.Type>({
    name: "save_calculation",
    title: "Save a calculation",
    description: `Saves a calculator scenario in the key owner's history. The inputs are validated by the calculator's own schema (the same 400 fieldErrors as calling it) and stored unencrypted together with the results the service computes. At most ${MAX_SAVES_PER_ACCOUNT} saves per account and ${MAX_CONTENT_BYTES} bytes of inputs. Requires an API key (x-api-key).`,
    input: SaveInput,
    output: SaveOutput,
    readOnly: false,
    run: (input, environment) =>
      Effect.gen(function*() {
        const accountId = accountOf(environment)
        const saves = yield* SavedCalculations
        if ((yield* saves.count(accountId)) >= MAX_SAVES_PER_ACCOUNT) {
          return yield* Effect.fail(problem("calculationType", `This account already has ${MAX_SAVES_PER_ACCOUNT} saves, the most it can keep.`, "Delete saves you no longer need with delete_saved_calculation, then save again."))
        }
        const result = yield* computeWith(input.calculationType, input.inputs, environment)
        const name = input.name ?? `${input.calculationType} ${environment!.today}`
        // The cap is enforced again inside the insert's transaction: checks made before it cannot hold under concurrent saves.
        const saved = yield* saves.insert(accountId, { calculationType: input.calculationType, name, inputs: input.inputs, result, encrypted: null }).pipe(
          Effect.mapError((full) => problem("calculationType", `This account already has ${full.limit} saves, the most it can keep.`, "Delete saves you no longer need with delete_saved_calculation, then save again."))
        )
        const assumptions = input.name === undefined ? [`No name was given: the save is named "${name}".`] : []
        return { ...metadataOf(saved), result, assumptions }
      }),
    summarize: summarizeSave
  })

  const Sort = Schema.Literals(["recent", "oldest", "created_desc", "created_asc", "name_asc", "name_desc"]).annotate({
    description: "recent/oldest: by last update; created_desc/created_asc: by creation; name_asc/name_desc: alphabetical. Default recent. Cursor paging works only with recent."
  })
  const ListInput = Schema.Struct({
    calculationType: Schema.optionalKey(CalculationType),
    calculationTypes: Schema.optionalKey(Schema.Array(CalculationType).check(Schema.isMaxLength(calculatorNames.length)).annotate({
      description: `Several calculator types; wins over calculationType. At most ${calculatorNames.length} (one of each).`
    })),
    sort: Schema.optionalKey(Sort),
    limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })).annotate({ description: "Page size, 1 to 100 (default 20)." })),
    cursor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200), noControlCharacters, Schema.makeFilter<string>((cursor) => cursorProblem(cursor) ?? true)).annotate({ description: "nextCursor of the previous page (\"<updatedAt>|<id>\"); with sort recent only. Stable while saves are added or changed between pages." })),
    offset: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({ description: "Rows to skip, for page-number paging with limit; not with cursor." }))
  }).annotate({ examples: [{ sort: "recent", limit: 20 }, { calculationType: "calculate_cyprus_income_tax" }] })
  const ListOutput = Schema.Struct({
    calculations: Schema.Array(Metadata),
    totalCount: Schema.Int,
    hasMore: Schema.Boolean,
    nextCursor: Schema.NullOr(Schema.String),
    sort: Sort,
    limit: Schema.Int,
    offset: Schema.Int,
    calculationTypes: Schema.Array(Schema.String).annotate({ description: "The calculator types that can be saved." }),
    assumptions: Assumptions
  })
  const listSavedCalculations = keyTool<typeof ListInput.Type, typeof ListOutput.Type>({
    name: "list_saved_calculations",
    title: "List saved calculations",
    description: "Lists the metadata (id, name, calculator type, locked, created and updated times) of the key owner's saved calculations, newest first by default, optionally for some calculator types, a page at a time. Never returns contents. Requires an API key (x-api-key).",
    input: ListInput,
    output: ListOutput,
    readOnly: true,
    run: (input, environment) =>
      Effect.gen(function*() {
        const sort: SavedSort = input.sort ?? "recent"
        const limit = input.limit ?? 20
        let cursor: { updatedAt: string; id: string } | undefined
        if (input.cursor !== undefined) {
          const [updatedAt, id] = input.cursor.split("|")
          if (sort !== "recent") return yield* Effect.fail(problem("cursor", "cursor works only with sort recent.", "Use offset for the other sort orders, or sort recent."))
          if (input.offset !== undefined) return yield* Effect.fail(problem("offset", "Send cursor or offset, not both.", "Keep the cursor and drop offset."))
          if (!updatedAt || !id || Number.isNaN(Date.parse(updatedAt))) return yield* Effect.fail(problem("cursor", "cursor is not a nextCursor of this tool.", "Send nextCursor exactly as the previous page gave it."))
          cursor = { updatedAt, id }
        }
        const offset = input.offset ?? 0
        const types = input.calculationTypes ?? (input.calculationType ? [input.calculationType] : undefined)
        const { rows, totalCount } = yield* (yield* SavedCalculations).list(accountOf(environment), { calculationTypes: types, sort, limit: limit + 1, offset, cursor })
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
          assumptions: [
            ...(input.sort === undefined ? ["Sorted by most recent update (sort recent), the default."] : []),
            ...(input.limit === undefined ? ["Pages of 20 saves (limit omitted)."] : [])
          ]
        }
      }),
    summarize: (o) => `${o.totalCount} saved calculation(s); this page: ${o.calculations.map((c) => `${c.name} (${c.calculationType}${c.locked ? ", locked" : ""}, id ${c.id})`).join("; ") || "none"}.${o.hasMore ? " More pages follow." : ""}`
  })

  const IdInput = Schema.Struct({ calculationId: CalculationId }).annotate({ examples: [{ calculationId: "2f1c4a7e-0000-4000-8000-000000000000" }] })
  const LoadOutput = Schema.Struct({
    ...Metadata.fields,
    inputs: Schema.Unknown.annotate({ description: "The saved inputs; null for a locked save." }),
    result: Schema.Unknown.annotate({ description: "The results computed when saved; null for a locked save." }),
    assumptions: Assumptions
  })
  const findOwn = (calculationId: string, environment: CallEnvironment | undefined) =>
    Effect.flatMap(SavedCalculations, (saves) => saves.find(accountOf(environment), calculationId)).pipe(
      Effect.flatMap((save) => (save === undefined ? Effect.fail(notFound(calculationId)) : Effect.succeed(save)))
    )
  const loadSavedCalculation = keyTool<typeof IdInput.Type, typeof LoadOutput.Type>({
    name: "load_saved_calculation",
    title: "Load a saved calculation",
    description: "Loads one of the key owner's saved calculations: its inputs and results, or locked: true and no contents for a save encrypted in the browser. Another account's id is a 404 like an unknown one. Requires an API key (x-api-key).",
    input: IdInput,
    output: LoadOutput,
    readOnly: true,
    run: (input, environment) =>
      Effect.map(findOwn(input.calculationId, environment), (save) => ({
        ...metadataOf(save),
        inputs: save.locked ? null : save.inputs,
        result: save.locked ? null : save.result,
        assumptions: save.locked ? ["This save is encrypted: its contents can be opened only on the account page with its password."] : []
      })),
    summarize: (o) => o.locked ? `"${o.name}" (${o.calculationType}) is locked: encrypted in the browser, no contents returned.` : `"${o.name}" (${o.calculationType}), saved ${o.createdAt}, updated ${o.updatedAt}.`
  })

  const UpdateInput = Schema.Struct({
    calculationId: CalculationId,
    name: Schema.optionalKey(Name),
    inputs: Schema.optionalKey(Inputs)
  }).annotate({ examples: [{ calculationId: "2f1c4a7e-0000-4000-8000-000000000000", name: "Salary 2026 (revised)" }] })
  const UpdateOutput = Schema.Struct({
    ...Metadata.fields,
    result: Schema.Unknown.annotate({ description: "The recomputed results when inputs were replaced; otherwise the stored ones (null when locked)." }),
    assumptions: Assumptions
  })
  const updateCalculation = keyTool<typeof UpdateInput.Type, typeof UpdateOutput.Type>({
    name: "update_calculation",
    title: "Rename or change a saved calculation",
    description: "Renames one of the key owner's saves and/or replaces its inputs (validated like a save; results recomputed). An encrypted save stays locked: it can be renamed, but plain inputs on it are refused (its contents change only on the account page). Requires an API key (x-api-key).",
    input: UpdateInput,
    output: UpdateOutput,
    readOnly: false,
    run: (input, environment) =>
      Effect.gen(function*() {
        if (input.name === undefined && input.inputs === undefined) {
          return yield* Effect.fail(problem("name", "Send name, inputs or both: there is nothing to update.", "Ask the user what to change: the name, the inputs, or both."))
        }
        const save = yield* findOwn(input.calculationId, environment)
        if (save.locked && input.inputs !== undefined) {
          return yield* Effect.fail(problem("inputs", "This save is locked (encrypted in the browser): its inputs cannot be replaced through the API.", "Rename it only, or change its contents on the account page."))
        }
        const result = input.inputs === undefined ? save.result : yield* computeWith(save.calculationType, input.inputs, environment)
        const change = { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.inputs !== undefined ? { inputs: input.inputs, result } : {}) }
        const updated = yield* (yield* SavedCalculations).update(accountOf(environment), save.id, change)
        if (updated === undefined) return yield* Effect.fail(notFound(input.calculationId))
        return { ...metadataOf(updated), result: updated.locked ? null : updated.result, assumptions: [] }
      }),
    summarize: summarizeSave
  })

  const DeleteOutput = Schema.Struct({ id: Schema.String, name: Schema.String, calculationType: Schema.String, deleted: Schema.Literal(true), assumptions: Assumptions })
  const deleteSavedCalculation = keyTool<typeof IdInput.Type, typeof DeleteOutput.Type>({
    name: "delete_saved_calculation",
    title: "Delete a saved calculation",
    description: "Deletes one of the key owner's saves, encrypted ones included. Deleting it again is a 404. Requires an API key (x-api-key).",
    input: IdInput,
    output: DeleteOutput,
    readOnly: false,
    run: (input, environment) =>
      Effect.gen(function*() {
        const removed = yield* (yield* SavedCalculations).remove(accountOf(environment), input.calculationId)
        if (removed === undefined) return yield* Effect.fail(notFound(input.calculationId))
        return { id: removed.id, name: removed.name, calculationType: removed.calculationType, deleted: true as const, assumptions: [] }
      }),
    summarize: (o) => `Deleted "${o.name}" (${o.calculationType}), id ${o.id}.`
  })

  const CompareInput = Schema.Struct({
    leftCalculationId: CalculationId,
    rightCalculationId: CalculationId
  }).annotate({ examples: [{ leftCalculationId: "2f1c4a7e-0000-4000-8000-000000000000", rightCalculationId: "9b3d2c10-0000-4000-8000-000000000000" }] })
  const CompareOutput = Schema.Struct({
    left: Metadata,
    right: Metadata,
    sameCalculationType: Schema.Boolean,
    differences: Schema.NullOr(Schema.Array(Schema.Struct({
      path: Schema.String.annotate({ description: "\"inputs.<field>\" or \"result.<field>\", dot-separated into nested values." }),
      left: Schema.Unknown,
      right: Schema.Unknown,
      difference: Schema.NullOr(Schema.Finite).annotate({ description: "right - left when both are numbers." })
    }))).annotate({ description: "null when a side is locked: its contents are never read." }),
    lockedSides: Schema.Array(Schema.Literals(["left", "right"])),
    assumptions: Assumptions
  })
  const compareSavedCalculations = keyTool<typeof CompareInput.Type, typeof CompareOutput.Type>({
    name: "compare_saved_calculations",
    title: "Compare two saved calculations",
    description: "Field-by-field differences of two of the key owner's saves, inputs and results (path, left, right, and right - left where both are numbers). An encrypted side is reported as locked instead of its contents. Requires an API key (x-api-key).",
    input: CompareInput,
    output: CompareOutput,
    readOnly: true,
    run: (input, environment) =>
      Effect.gen(function*() {
        const left = yield* findOwn(input.leftCalculationId, environment)
        const right = yield* findOwn(input.rightCalculationId, environment)
        const lockedSides = [...(left.locked ? ["left" as const] : []), ...(right.locked ? ["right" as const] : [])]
        const differences = lockedSides.length > 0 ? null : diffJson({ inputs: left.inputs, result: left.result }, { inputs: right.inputs, result: right.result })
        return {
          left: metadataOf(left),
          right: metadataOf(right),
          sameCalculationType: left.calculationType === right.calculationType,
          differences,
          lockedSides,
          assumptions: lockedSides.length > 0 ? ["A locked (encrypted) save is never read, so no contents are compared."] : []
        }
      }),
    summarize: (o) => o.differences === null
      ? `Cannot compare contents: the ${o.lockedSides.join(" and ")} save is locked.`
      : `${o.differences.length} difference(s) between "${o.left.name}" and "${o.right.name}": ${o.differences.slice(0, 10).map((d) => `${d.path} ${JSON.stringify(d.left)} -> ${JSON.stringify(d.right)}`).join("; ")}${o.differences.length > 10 ? "; ..." : ""}`
  })

  return [listSavedCalculations, loadSavedCalculation, saveCalculation, updateCalculation, deleteSavedCalculation, compareSavedCalculations] as const
}
