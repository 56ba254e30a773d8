import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formInput, readNumber, segmentsOf } from "../../../src/faces/web/calculators/form-input.ts"

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
