/** A schema with each $ref replaced by the $defs entry it names (the MCP listing writes repeats once). */
export const withRefsResolved = (schema: unknown): unknown => {
  const defs = ((schema as { $defs?: Record<string, unknown> } | null)?.$defs ?? {}) as Record<string, unknown>
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== "object") return node
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === "string") return walk(defs[ref.slice("#/$defs/".length)])
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== "$defs")
        .map(([key, value]) => [key, walk(value)])
    )
  }
  return walk(schema)
}
