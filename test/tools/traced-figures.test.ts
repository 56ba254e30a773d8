// Issue 21, "Traceability": every money figure of every tool's output says where it comes from. A money
// field (`Money`, src/core/cells.ts) is marked in the output Schema as computed by a rule (it then carries
// rule, year and sources, or sits in an object that does), as arithmetic on the caller's inputs, or as
// computed from other traced figures of the output (named by path). Two walks:
// - every tool's output Schema: each money field is marked (or listed in KNOWN_UNTRACED), a rule figure
//   has a place for its trace, and the paths a computed figure names exist and hold traced figures;
// - the output of every example of every calculator, walked with its Schema: each rule figure's trace is
//   there, with a rule, an integer year and known source ids.
import { Schema, SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import {
  InputMoney,
  Money,
  moneyFrom,
  type MoneyTrace,
  RuleMoney,
  TracedAmount,
  tracesOf
} from "../../src/core/cells.ts"
import { SOURCES } from "../../src/rules/sources.ts"
import { CALCULATORS, TOOLS } from "../../src/tools/catalogue.ts"
import { computeOutput } from "../support/compute.ts"

/**
 * THE allow-list: money figures known to carry no trace, in tools whose owners have not marked them yet.
 * Each entry names the tool, why the figures are untraced, and their exact paths (`[]`: the items of an
 * array). A path is either a `Money` field with no mark, or a plain number that is money but is not
 * declared `Money` (the walker cannot see those; listed so that they are not forgotten). The test fails
 * on an entry that is no longer needed, so this list only shrinks.
 */
const KNOWN_UNTRACED: ReadonlyArray<{
  readonly tool: string
  readonly why: string
  readonly paths: ReadonlyArray<string>
}> = []

const TRACE_FIELDS = ["rule", "year", "sources"] as const

type AST = SchemaAST.AST
type Objects = SchemaAST.Objects
type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
const annotationsOf = (ast: AST) => SchemaAST.resolve(ast) ?? {}
const isMoney = (ast: AST) => annotationsOf(ast).unit === "EUR"
const markOf = (ast: AST) => annotationsOf(ast).moneyTrace as MoneyTrace | undefined
const join = (path: string, name: string) => (path === "" ? name : `${path}.${name}`)
const fieldOf = (objects: Objects, name: string) => objects.propertySignatures.find((p) => p.name === name)?.type

/** The shapes a node can take: the members of a union (NullOr), or the node itself. */
const shapesOf = (ast: AST): Array<AST> => (ast._tag === "Union" ? ast.types.flatMap(shapesOf) : [ast])
const objectsOf = (ast: AST) => shapesOf(ast).filter((s): s is Objects => s._tag === "Objects")
const carriesTrace = (objects: Objects) => TRACE_FIELDS.every((name) => fieldOf(objects, name) !== undefined)

interface MoneyField {
  readonly path: string
  readonly mark: MoneyTrace | undefined
  /** the objects enclosing the field, outermost first; the last one holds it */
  readonly scopes: ReadonlyArray<Objects>
  /** its field name in the last scope; undefined for the items of an array */
  readonly key: string | undefined
}

/** Every money field of an output Schema, by path. */
const moneyFields = (
  ast: AST,
  path = "",
  scopes: ReadonlyArray<Objects> = [],
  key?: string,
  out = new Map<string, MoneyField>()
) => {
  if (isMoney(ast)) {
    out.set(path, { path, mark: markOf(ast), scopes, key })
    return out
  }
  if (ast._tag === "Union") for (const member of ast.types) moneyFields(member, path, scopes, key, out)
  if (ast._tag === "Arrays")
    for (const item of [...ast.elements, ...ast.rest]) moneyFields(item, `${path}[]`, scopes, undefined, out)
  if (ast._tag === "Objects") {
    for (const p of ast.propertySignatures)
      moneyFields(p.type, join(path, String(p.name)), [...scopes, ast], String(p.name), out)
    for (const s of ast.indexSignatures) moneyFields(s.type, `${path}.*`, [...scopes, ast], undefined, out)
  }
  return out
}

/** Does this part of the output hold a marked money figure or a trace (rule, year, sources)? */
const holdsTraced = (ast: AST): boolean =>
  shapesOf(ast).some((s) =>
    isMoney(s)
      ? markOf(s) !== undefined
      : s._tag === "Arrays"
        ? [...s.elements, ...s.rest].some(holdsTraced)
        : s._tag === "Objects" && (carriesTrace(s) || s.propertySignatures.some((p) => holdsTraced(p.type)))
  )

/** The nodes at a path ("a.b[].c") from an object. */
const nodesAt = (from: Objects, path: string): Array<AST> =>
  path.split(".").reduce<Array<AST>>(
    (nodes, segment) => {
      const name = segment.endsWith("[]") ? segment.slice(0, -2) : segment
      const found = nodes.flatMap(objectsOf).flatMap((o) => fieldOf(o, name) ?? [])
      return segment.endsWith("[]")
        ? found.flatMap(shapesOf).flatMap((s) => (s._tag === "Arrays" ? s.rest : []))
        : found
    },
    [from]
  )

/** What is wrong with how a money field of the Schema is marked, if anything. */
const schemaProblem = (field: MoneyField): string | null => {
  const { mark, scopes, key } = field
  if (mark === undefined)
    return "a money figure with no trace mark (RuleMoney, InputMoney or moneyFrom, src/core/cells.ts)"
  if (mark.by === "rule") {
    const traces = scopes.at(-1) === undefined ? undefined : fieldOf(scopes.at(-1)!, "traces")
    const ownTrace =
      traces !== undefined && key !== undefined && objectsOf(traces).some((t) => fieldOf(t, key) !== undefined)
    return ownTrace || scopes.some(carriesTrace)
      ? null
      : "a rule figure with no rule, year and sources beside it or around it"
  }
  if (mark.by === "figures") {
    const missing = mark.of.filter(
      (path) => ![...scopes].reverse().some((scope) => nodesAt(scope, path).some(holdsTraced))
    )
    return mark.of.length === 0
      ? "computed from no figure"
      : missing.length > 0
        ? `computed from ${missing.join(", ")}, which hold no traced figure`
        : null
  }
  return null
}

/** What is wrong with a trace value (rule, year, sources), if anything. */
const traceProblem = (trace: unknown): string | null => {
  if (!isRecord(trace)) return "a rule figure with no rule, year and sources beside it or around it"
  const sources = Array.isArray(trace.sources) ? trace.sources : []
  const unknown = sources.filter((id) => typeof id !== "string" || !(id in SOURCES))
  if (typeof trace.rule !== "string" || trace.rule.trim() === "") return "its rule is empty"
  if (!Number.isInteger(trace.year)) return "its year is not an integer"
  if (sources.length === 0) return "it has no sources"
  return unknown.length > 0 ? `unknown source ids ${unknown.join(", ")}` : null
}

/** The trace of a rule figure: its entry in the holding object's `traces`, else the nearest enclosing object with a
 * rule. */
const traceValueOf = (scopes: ReadonlyArray<Json>, key: string | undefined): unknown => {
  const traces = scopes.at(-1)?.traces
  if (key !== undefined && isRecord(traces) && key in traces) return traces[key]
  return [...scopes].reverse().find((scope) => "rule" in scope)
}

const fits = (ast: AST, value: unknown) => Schema.is(Schema.make(ast))(value)

/** Problems of the rule figures of one output value, walked with its Schema. */
const valueProblems = (
  ast: AST,
  value: unknown,
  path = "",
  scopes: ReadonlyArray<Json> = [],
  key?: string,
  out = new Set<string>()
) => {
  if (value === null || value === undefined) return out
  if (isMoney(ast)) {
    const problem = markOf(ast)?.by === "rule" ? traceProblem(traceValueOf(scopes, key)) : null
    if (problem !== null) out.add(`${path}: ${problem}`)
    return out
  }
  if (ast._tag === "Union") {
    const members = ast.types.filter((member) => member._tag !== "Null")
    const member = members.find((m) => (isMoney(m) ? typeof value === "number" : fits(m, value))) ?? members[0]
    if (member !== undefined) valueProblems(member, value, path, scopes, key, out)
  }
  if (ast._tag === "Arrays" && Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemAst = ast.elements[i] ?? ast.rest[0]
      if (itemAst !== undefined) valueProblems(itemAst, item, `${path}[]`, scopes, undefined, out)
    })
  }
  if (ast._tag === "Objects" && isRecord(value)) {
    for (const p of ast.propertySignatures) {
      const name = String(p.name)
      if (name in value) valueProblems(p.type, value[name], join(path, name), [...scopes, value], name, out)
    }
  }
  return out
}

const examplesOf = (input: Schema.Top): ReadonlyArray<unknown> =>
  ((Schema.resolveAnnotations(input)?.examples ?? []) as ReadonlyArray<unknown>).map((e) =>
    JSON.parse(JSON.stringify(e))
  )

const allowed = (tool: string, path: string) =>
  KNOWN_UNTRACED.some((entry) => entry.tool === tool && entry.paths.includes(path))

/** A number field at a path of an output Schema that is not declared Money (money the walker cannot see). */
const isUndeclaredMoney = (output: AST, path: string) => {
  if (output._tag !== "Objects") return false
  const nodes = nodesAt(output, path).flatMap(shapesOf)
  return nodes.some((n) => n._tag === "Number") && !nodes.some(isMoney)
}

describe("every money figure of every tool is traced (issue 21)", () => {
  it("every money field of every output Schema is marked, and the marks hold together", () => {
    const problems = TOOLS.flatMap((tool) =>
      [...moneyFields(tool.output.ast).values()]
        .filter((field) => !(field.mark === undefined && allowed(tool.name, field.path)))
        .flatMap((field) => {
          const problem = schemaProblem(field)
          return problem === null ? [] : [`${tool.name}: ${field.path}: ${problem}`]
        })
    )
    expect(problems).toEqual([])
  })

  it("every rule figure of every calculator's example outputs carries its rule, year and known sources", () => {
    const problems = CALCULATORS.flatMap((tool) => {
      const examples = examplesOf(tool.input as Schema.Top)
      if (examples.length === 0) return [`${tool.name}: no examples to walk`]
      return examples.flatMap((example, i) =>
        [...valueProblems(tool.output.ast, computeOutput(tool.name, example))].map(
          (problem) => `${tool.name} example ${i}: ${problem}`
        )
      )
    })
    expect(problems).toEqual([])
  })

  it("the same for each year's comparison (compareWithYear), a deduction of one year only included", () => {
    // The income tax of 2026 against 2025 with the 2026 child and housing deductions (absent in 2025), and of 2025
    // against 2026; the director optimiser both ways.
    const incomeTax = examplesOf(TOOLS.find((t) => t.name === "calculate_cyprus_income_tax")!.input as Schema.Top)
    const director = examplesOf(
      TOOLS.find((t) => t.name === "optimize_company_director_remuneration")!.input as Schema.Top
    )
    const family = {
      salaryIncome: 45_000,
      employmentType: "private",
      legislationVersion: "2026",
      dependentChildren: 2,
      householdType: "couple",
      familyIncome: 80_000,
      housingCostPaid: 6_000
    }
    const cases: ReadonlyArray<[string, Record<string, unknown>]> = [
      ["calculate_cyprus_income_tax", { ...family, compareWithYear: "2025" }],
      [
        "calculate_cyprus_income_tax",
        { ...(incomeTax[0] as object), legislationVersion: "2025", compareWithYear: "2026" }
      ],
      ["optimize_company_director_remuneration", { ...(director[0] as object), taxYear: 2026, compareWithYear: 2025 }],
      ["optimize_company_director_remuneration", { ...(director[0] as object), taxYear: 2025, compareWithYear: 2026 }]
    ]
    const problems = cases.flatMap(([name, input], i) => {
      const tool = TOOLS.find((t) => t.name === name)!
      const output = computeOutput(name, input) as { comparison?: { figures: ReadonlyArray<unknown> } | null }
      expect(output.comparison?.figures.length, `${name} case ${i}`).toBeGreaterThan(0)
      return [...valueProblems(tool.output.ast, output)].map((problem) => `${name} case ${i}: ${problem}`)
    })
    expect(problems).toEqual([])
  })

  it("the allow-list names only figures that are still untraced, in tools of the catalogue", () => {
    const stale = KNOWN_UNTRACED.flatMap(({ tool, paths }) => {
      const definition = TOOLS.find((t) => t.name === tool)
      if (definition === undefined) return [`${tool}: not in the catalogue`]
      const fields = moneyFields(definition.output.ast)
      return paths
        .filter(
          (path) =>
            fields.get(path)?.mark !== undefined ||
            (!fields.has(path) && !isUndeclaredMoney(definition.output.ast, path))
        )
        .map((path) => `${tool}: ${path}: traced or gone now, remove it from KNOWN_UNTRACED`)
    })
    expect(stale).toEqual([])
  })
})

describe("the walk finds what it is meant to find", () => {
  const Example = Schema.Struct({
    bare: Money,
    input: InputMoney,
    orphan: RuleMoney,
    cell: TracedAmount,
    flat: Schema.Struct({ tax: RuleMoney, traces: tracesOf("tax") }),
    rows: Schema.Array(Schema.Struct({ part: RuleMoney })),
    total: moneyFrom("cell.amount", "flat.tax"),
    typo: moneyFrom("cell.amout")
  })
  const known = Object.keys(SOURCES)[0]
  const trace = (over: Record<string, unknown> = {}) => ({
    rule: "Some Law, art. 1",
    year: 2026,
    sources: [known],
    ...over
  })

  it("in a Schema: an unmarked figure, a rule figure with nowhere to carry its trace, a computed figure naming no figure", () => {
    const problems = [...moneyFields(Example.ast).values()].flatMap((field) =>
      schemaProblem(field) === null ? [] : [field.path]
    )
    expect(problems).toEqual(["bare", "orphan", "rows[].part", "typo"])
  })

  it("in an output: a trace that is absent, has an empty rule, a year that is not an integer, no sources or an unknown one", () => {
    const output = (cell: object, flat: object) => ({
      bare: 1,
      input: 1,
      orphan: 1,
      cell: { amount: 1, ...cell },
      flat: { tax: 1, traces: { tax: flat } },
      rows: [],
      total: 2,
      typo: 0
    })
    const problems = (cell: object, flat: object) =>
      [...valueProblems(Example.ast, output(cell, flat))].filter((p) => !p.startsWith("orphan"))
    expect(problems(trace(), trace())).toEqual([])
    expect([...valueProblems(Example.ast, output(trace(), trace()))]).toEqual([
      "orphan: a rule figure with no rule, year and sources beside it or around it"
    ])
    expect(problems(trace({ rule: " " }), trace({ year: 2026.5 }))).toEqual([
      "cell.amount: its rule is empty",
      "flat.tax: its year is not an integer"
    ])
    expect(problems(trace({ sources: [] }), trace({ sources: [known, "no-such-source"] }))).toEqual([
      "cell.amount: it has no sources",
      "flat.tax: unknown source ids no-such-source"
    ])
  })
})
