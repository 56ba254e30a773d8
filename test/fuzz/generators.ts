// Inputs for fuzzing the calculators from their own Schemas (issue 13, "Hostile input"), shared by
// test/fuzz/tools.test.ts (a bounded number per tool) and bench/fuzz.ts (100,000 calls on demand).
//
// Valid inputs: Effect Schema's arbitraries (effect/Arbitrary, derived from the tool's input Schema,
// its bounds and checks included), encoded to JSON; where the Schema's cross-field checks make random
// valid inputs rare, the tool's own examples mutated within the field bounds (every mutant is decoded
// with the tool's Schema and kept only if it is valid). Invalid inputs: fast-check mutations of a valid
// input (wrong types, missing required fields, unknown fields, out-of-range numbers, huge strings,
// deep nesting) and bodies that are not an object at all.
import { Effect, Exit, Schema } from "effect"
import * as Arbitrary from "effect/Arbitrary"
import fc from "fast-check"
import type { AnyToolDefinition } from "../../src/core/tool.ts"
import { DECODE_OPTIONS } from "../../src/core/validation.ts"

type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json }
type Path = ReadonlyArray<string | number>

/** Does `payload` decode with the tool's input Schema, as the pipeline decodes it (strict, all errors)? */
export const isValidInput = (tool: AnyToolDefinition, payload: unknown): boolean =>
  Exit.isSuccess(Schema.decodeUnknownExit(tool.input)(payload, DECODE_OPTIONS))

export const examplesOf = (tool: AnyToolDefinition): ReadonlyArray<Json> =>
  ((Schema.resolveAnnotations(tool.input as Schema.Top)?.examples ?? []) as ReadonlyArray<unknown>).map(
    (e) => JSON.parse(JSON.stringify(e)) as Json
  )

const clone = <T>(x: T): T => structuredClone(x)

/** Paths of every leaf (number, string, boolean, null) and of every object, depth first. */
const pathsOf = (
  value: Json,
  path: Path = [],
  out: { leaves: Array<Path>; numbers: Array<Path>; strings: Array<Path>; objects: Array<Path> } = {
    leaves: [],
    numbers: [],
    strings: [],
    objects: []
  }
) => {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      pathsOf(v, [...path, i], out)
    })
  else if (value !== null && typeof value === "object") {
    out.objects.push(path)
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out)
  } else {
    out.leaves.push(path)
    if (typeof value === "number") out.numbers.push(path)
    if (typeof value === "string") out.strings.push(path)
  }
  return out
}

const getAt = (root: Json, path: Path): Json => path.reduce<Json>((node, k) => (node as any)[k], root)
const setAt = (root: Json, path: Path, value: Json): Json => {
  if (path.length === 0) return value
  const parent = getAt(root, path.slice(0, -1)) as any
  parent[path[path.length - 1]!] = value
  return root
}
const deleteAt = (root: Json, path: Path): Json => {
  const parent = getAt(root, path.slice(0, -1)) as any
  if (Array.isArray(parent)) parent.splice(path[path.length - 1] as number, 1)
  else delete parent[path[path.length - 1]!]
  return root
}

/** A small deterministic generator (mulberry32), so that runs are reproducible from a seed. */
export const rng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One mutant of an example: numbers scaled or replaced, optional parts dropped, array items removed. */
const mutate = (example: Json, random: () => number): Json => {
  const out = clone(example)
  const { numbers, leaves } = pathsOf(out)
  // about three numbers changed per mutant, so that mutants of long examples still decode often
  const chance = Math.min(0.5, 3 / Math.max(1, numbers.length))
  for (const p of numbers) {
    if (random() > chance) continue
    const x = getAt(out, p) as number
    const r = random()
    const next = r < 0.1 ? 0 : r < 0.2 ? x + 1 : r < 0.3 ? x - 1 : x * random() * 3
    setAt(out, p, Number.isInteger(x) ? Math.round(next) : Math.round(next * 100) / 100)
  }
  for (const p of leaves) {
    if (p.length > 0 && random() < Math.min(0.1, 1 / leaves.length)) {
      try {
        deleteAt(out, p)
      } catch {
        /* already removed with its array item */
      }
    }
  }
  return out
}

/** Valid inputs from the tool's examples mutated within bounds: only mutants that decode are kept. */
export const mutatedExamples = (tool: AnyToolDefinition, count: number, seed: number): Array<Json> => {
  const examples = examplesOf(tool)
  const random = rng(seed)
  const out: Array<Json> = []
  for (let attempt = 0; out.length < count && attempt < count * 100 && examples.length > 0; attempt++) {
    const candidate = mutate(examples[Math.floor(random() * examples.length)]!, random)
    if (isValidInput(tool, candidate)) out.push(candidate)
  }
  return out
}

/** Valid inputs drawn from the input Schema's arbitrary and encoded to JSON; fewer (or none) when valid values are
 * rare. */
export const schemaSamples = (tool: AnyToolDefinition, count: number, seed: number): Array<Json> => {
  const sampled = Effect.runSync(
    Effect.result(
      Arbitrary.sampleEffect(Arbitrary.schema(tool.input as Schema.Top), { count, seed, maxDiscards: count * 50 })
    )
  )
  if (sampled._tag === "Failure") return []
  const encode = Schema.encodeUnknownSync(tool.input)
  return sampled.success.flatMap((value) => {
    try {
      const json = JSON.parse(JSON.stringify(encode(value))) as Json
      return isValidInput(tool, json) ? [json] : []
    } catch {
      return []
    }
  })
}

/**
 * `count` valid inputs: the examples first, then the Schema's arbitrary (up to half), then mutated
 * examples for the rest (all of it when the arbitrary cannot find valid values).
 */
export const validInputs = (tool: AnyToolDefinition, count: number, seed: number): Array<Json> => {
  const examples = examplesOf(tool)
    .filter((e) => isValidInput(tool, e))
    .slice(0, count)
  const fromSchema = schemaSamples(tool, Math.ceil((count - examples.length) / 2), seed)
  const rest = count - examples.length - fromSchema.length
  return [...examples, ...fromSchema, ...mutatedExamples(tool, rest, seed + 1)]
}

// ---------------------------------------------------------------------------------------------
// Invalid inputs
// ---------------------------------------------------------------------------------------------

/** A request body: a JSON value, or raw text sent as it is. */
export type Body = { readonly json: Json } | { readonly raw: string }

export const OUT_OF_RANGE = [
  1e308,
  -1e308,
  1e21,
  2 ** 53 + 2,
  -1,
  -0.5,
  0.5,
  1e9 + 1,
  1e12 + 1,
  10_001,
  4_294_967_296,
  1e-320
] as const

const deep = (depth: number): Json => {
  let node: Json = 1
  for (let i = 0; i < depth; i++) node = [node]
  return node
}

const wrongValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("1e308", "NaN", "Infinity", "", "\u0000", "\ud800", "__proto__", "2026-02-30", "0x10")
) as fc.Arbitrary<Json>

type Mutation =
  | { readonly kind: "wrong-type"; readonly pick: number; readonly value: Json }
  | { readonly kind: "missing"; readonly pick: number }
  | { readonly kind: "extra"; readonly pick: number; readonly key: string; readonly value: Json }
  | { readonly kind: "out-of-range"; readonly pick: number; readonly value: number }
  | { readonly kind: "huge-string"; readonly pick: number; readonly length: number }
  | { readonly kind: "deep"; readonly pick: number; readonly depth: number }
  | { readonly kind: "proto"; readonly pick: number }
  | { readonly kind: "body"; readonly body: Body }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("wrong-type" as const), pick: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant("missing" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("extra" as const),
    pick: fc.nat(),
    key: fc.string({ minLength: 1, maxLength: 12 }),
    value: wrongValue
  }),
  fc.record({ kind: fc.constant("out-of-range" as const), pick: fc.nat(), value: fc.constantFrom(...OUT_OF_RANGE) }),
  fc.record({
    kind: fc.constant("huge-string" as const),
    pick: fc.nat(),
    length: fc.constantFrom(1_000, 20_000, 300_000)
  }),
  fc.record({ kind: fc.constant("deep" as const), pick: fc.nat(), depth: fc.constantFrom(50, 2_000) }),
  fc.record({ kind: fc.constant("proto" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("body" as const),
    body: fc.oneof(
      fc.constantFrom<Body>(
        { json: null },
        { json: [] },
        { json: [{}] },
        { json: 1e308 },
        { json: "text" },
        { json: true },
        { raw: "{" },
        { raw: "not json" },
        { raw: '{"a":1,"a":2}' },
        { raw: "\u0000" }
      ),
      fc.string({ maxLength: 40 }).map((raw): Body => ({ raw }))
    )
  })
)

const at = <T>(list: ReadonlyArray<T>, pick: number): T | undefined =>
  list.length === 0 ? undefined : list[pick % list.length]

/** Applies one mutation to a valid input. */
export const applyMutation = (base: Json, m: Mutation): Body => {
  const out = clone(base)
  const paths = pathsOf(out)
  switch (m.kind) {
    case "wrong-type": {
      const p = at(paths.leaves, m.pick)
      return { json: p === undefined ? m.value : setAt(out, p, m.value) }
    }
    case "missing": {
      const p = at(paths.leaves, m.pick)
      return { json: p === undefined || p.length === 0 ? out : deleteAt(out, p) }
    }
    case "extra": {
      const p = at(paths.objects, m.pick) ?? []
      ;(getAt(out, p) as Record<string, Json>)[m.key] = m.value
      return { json: out }
    }
    case "out-of-range": {
      const p = at(paths.numbers, m.pick)
      // 1e308 and its kin do not survive JSON.stringify as numbers only when infinite; these are all finite
      return { json: p === undefined ? m.value : setAt(out, p, m.value) }
    }
    case "huge-string": {
      const p = at(paths.strings, m.pick) ?? at(paths.leaves, m.pick)
      const value = "x".repeat(m.length)
      return { json: p === undefined ? value : setAt(out, p, value) }
    }
    case "deep": {
      const p = at(paths.leaves, m.pick)
      return { json: p === undefined ? deep(m.depth) : setAt(out, p, deep(m.depth)) }
    }
    case "proto": {
      // a literal "__proto__" key in the text (JSON.parse makes it an own property)
      const text = JSON.stringify(out)
      return {
        raw:
          text.startsWith("{") && text !== "{}"
            ? `{"__proto__":{"polluted":true},${text.slice(1)}`
            : `{"__proto__":{"polluted":true}}`
      }
    }
    case "body":
      return m.body
  }
}

/** `count` invalid (or at least hostile) bodies derived from the valid inputs, reproducible from `seed`. */
export const hostileBodies = (valid: ReadonlyArray<Json>, count: number, seed: number): Array<Body> =>
  fc
    .sample(fc.tuple(fc.nat(), mutation), { numRuns: count, seed })
    .map(([i, m]) => applyMutation(valid[i % valid.length] ?? {}, m))

export const bodyText = (body: Body): string => ("raw" in body ? body.raw : JSON.stringify(body.json))
