interface Difference {
  /** Dot path into the compared object, e.g. "inputs.salaryIncome" or "result.incomeTaxByBand.1.tax". */
  readonly path: string
  readonly left: unknown
  readonly right: unknown
  /** right - left when both sides are numbers. */
  readonly difference: number | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Field-by-field differences of two JSON values; missing fields show as null on their side. */
export const diffJson = (left: unknown, right: unknown, path = ""): Array<Difference> => {
  if (isObject(left) && isObject(right)) {
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])]
    return keys.flatMap((key) => diffJson(left[key] ?? null, right[key] ?? null, path ? `${path}.${key}` : key))
  }
  if (Array.isArray(left) && Array.isArray(right)) {
    return Array.from({ length: Math.max(left.length, right.length) }, (_, i) =>
      diffJson(left[i] ?? null, right[i] ?? null, `${path}.${i}`)
    ).flat()
  }
  if (JSON.stringify(left) === JSON.stringify(right)) return []
  const difference =
    typeof left === "number" && typeof right === "number" ? Math.round((right - left) * 1e6) / 1e6 : null
  return [{ path, left, right, difference }]
}
