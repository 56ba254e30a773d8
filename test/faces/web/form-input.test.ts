import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formFieldsOf, formInput, readNumber, segmentsOf } from "../../../src/faces/web/calculators/form-input.ts"
import { inFormShape } from "../../../src/faces/web/calculators/form-shapes.ts"

// The calculator forms' fields read into a tool's input (src/faces/web/calculators/form-input.ts).
describe("numbers as people type them", () => {
  it.each([
    ["en", "1,234.56", 1234.56],
    ["en", "€ 30 000", 30000],
    ["el", "1.234,56", 1234.56],
    ["el", "30.000", 30000],
    ["el", "0,852", 0.852],
    ["el", "0.852", 0.852],
    ["el", "118.5", 118.5],
    ["el", "1.0845", 1.0845],
    ["en", "12abc", undefined],
    ["el", "", undefined]
  ] as const)("%s %s -> %s", (language, text, expected) => {
    expect(readNumber(text, language)).toBe(expected)
  })
})

describe("field paths", () => {
  it("reads names by path, rows by index, and refuses any other shape", () => {
    expect(segmentsOf("rows[3].amount")).toEqual(["rows", 3, "amount"])
    expect(segmentsOf("a.b")).toEqual(["a", "b"])
    for (const bad of ["", "a..b", "a[-1]", "a[99999]", "__proto__[", "a b", "a.b<", "x".repeat(201)])
      expect(segmentsOf(bad), bad).toBeUndefined()
  })

  it("builds the input from the form: empty fields left out, rows compacted, typed by the schema", () => {
    const schema = {
      type: "object",
      properties: {
        salary: { type: "number" },
        flag: { type: "boolean" },
        rows: {
          type: "array",
          items: { type: "object", properties: { amount: { type: "number" }, name: { type: "string" } } }
        }
      }
    }
    const form = new URLSearchParams(
      "salary=1.234,5&flag=true&rows[2].amount=5&rows[0].name=&rows[1].name=x&_addRow=rows"
    )
    expect(formInput(form, schema, "el").input).toEqual({
      salary: 1234.5,
      flag: true,
      rows: [{ name: "x" }, { amount: 5 }]
    })
  })

  it("never throws, stays bounded and never pollutes Object.prototype, whatever the form", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 })), { maxLength: 50 }),
        (pairs) => {
          const form = new URLSearchParams(pairs)
          const { input } = formInput(form, { type: "object", properties: {} }, "en")
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
          expect(JSON.stringify(input).length).toBeLessThan(100_000)
        }
      )
    )
    formInput(new URLSearchParams("__proto__.polluted=1&constructor.prototype.polluted=1"), { type: "object" }, "en")
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe("a forged form stays a bounded page", () => {
  it("renders at most MAX_FORM_ROWS list rows, all lists together, whatever rows the form names", async () => {
    const { fieldsOf, MAX_FORM_ROWS } = await import("../../../src/faces/web/calculators/schema-form.ts")
    const schema = {
      type: "object",
      properties: {
        lists: {
          type: "array",
          maxItems: 500,
          items: {
            type: "object",
            properties: {
              rows: { type: "array", maxItems: 500, items: { type: "object", properties: { a: { type: "number" } } } }
            }
          }
        }
      }
    }
    const rows = new Map<string, number>([
      ["lists", 200],
      ...Array.from({ length: 200 }, (_, i) => [`lists[${i}].rows`, 200] as [string, number])
    ])
    const html = fieldsOf(schema, { tool: "x", language: "en", sent: new Map(), errors: new Map(), rows })
    expect(html.split('<fieldset class="row">').length - 1).toBeLessThanOrEqual(MAX_FORM_ROWS)
  })
})

describe("a save opened back into its form", () => {
  it("gives the fields that read back to the same input, for every calculator's examples, in both languages", async () => {
    const { CALCULATORS } = await import("../../../src/tools/catalogue.ts")
    const { makeCatalogue } = await import("../../../src/core/catalogue.ts")
    const catalogue = makeCatalogue(CALCULATORS)
    for (const tool of catalogue.tools)
      for (const example of (tool.inputJsonSchema.examples ?? []) as Array<Record<string, unknown>>)
        for (const language of ["en", "el"] as const) {
          // The form's shape of the input: the same input for the tool (the state pension's legacy map as rows).
          const shaped = inFormShape(tool.definition.name, example)
          const form = new URLSearchParams([...formFieldsOf(shaped, language)])
          expect(formInput(form, tool.inputJsonSchema, language).input, `${tool.definition.name} ${language}`).toEqual(
            shaped
          )
        }
  })

  it("writes numbers as the page reads them (a decimal comma in Greek, never an exponent) and stays bounded", () => {
    expect(formFieldsOf({ a: 41250.5, b: [{ c: 1e-7 }, { c: true }] }, "el")).toEqual(
      new Map([
        ["a", "41250,5"],
        ["b[0].c", "0,0000001"],
        ["b[1].c", "true"]
      ])
    )
    const deep = JSON.parse(`${"[".repeat(5_000)}1${"]".repeat(5_000)}`)
    expect(formFieldsOf({ deep }, "en").size).toBe(0)
    expect(formFieldsOf({ rows: Array.from({ length: 10_000 }, (_, i) => i) }, "en").size).toBe(200)
    expect(formFieldsOf({ "bad name": 1, __proto__: { x: 1 } }, "en").size).toBe(0)
  })
})
