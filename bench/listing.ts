// The size of tools/list (issue 36, docs/mcp.md "Listing"): bytes of the whole answer and of the part most
// clients hand the model (name, title, description, inputSchema), for all tools and for each toolset. Not timed:
// the sizes are exact. Targets: model-facing at most 40 KB for all tools and 12 KB a toolset, the whole at
// most 120 KB. test/faces/mcp/listing.test.ts asserts the same figures.
import { TOOLSETS } from "../src/core/tool.ts"
import { inToolsets, listedTool, modelFacingBytes } from "../src/faces/mcp/listing.ts"
import { toolCatalogue } from "../src/tools/catalogue.ts"

const catalogue = toolCatalogue()
const KB = 1024
/** A site address of typical length (https://poliergaleio.cy): the icons' addresses count in the listing. */
const SITE = "https://poliergaleio.cy"
const sizes = (tools: ReturnType<typeof inToolsets>) => {
  const listed = tools.map((tool) => listedTool(tool, SITE))
  return {
    tools: listed.length,
    whole: Buffer.byteLength(JSON.stringify({ tools: listed })),
    modelFacing: listed.reduce((sum, tool) => sum + modelFacingBytes(tool), 0)
  }
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const all = sizes(catalogue.tools)
if (process.argv.includes("--per-tool"))
  for (const tool of catalogue.tools
    .map((tool) => listedTool(tool, SITE))
    .sort((a, b) => modelFacingBytes(b) - modelFacingBytes(a)))
    console.log(
      `  ${tool.name.padEnd(40)} model-facing ${kb(modelFacingBytes(tool))}, whole ${kb(Buffer.byteLength(JSON.stringify(tool)))}`
    )
console.log(
  `tools/list, all ${all.tools} tools: whole ${kb(all.whole)} (target <= 120 KB), model-facing ${kb(all.modelFacing)} (target <= 40 KB)`
)
for (const toolset of TOOLSETS) {
  const one = sizes(inToolsets(catalogue.tools, [toolset]))
  console.log(
    `toolset ${toolset.padEnd(16)} ${one.tools} tools: whole ${kb(one.whole)}, model-facing ${kb(one.modelFacing)} (target <= 12 KB)`
  )
}
// The lines bench/all.ts reads (a ratio and its target).
console.log(`tools/list model-facing ratio to 40 KB: ${(all.modelFacing / (40 * KB)).toFixed(3)} (target <= 1)`)
console.log(`tools/list whole ratio to 120 KB: ${(all.whole / (120 * KB)).toFixed(3)} (target <= 1)`)
