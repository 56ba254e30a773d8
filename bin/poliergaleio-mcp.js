#!/usr/bin/env node
// `npx poliergaleio-mcp`: the local MCP server over stdio (src/faces/mcp/stdio.ts, whose types Node >= 22.19 strips).
if (!process.features.typescript) {
  console.error(`poliergaleio-mcp needs Node >= 22.19 (this is ${process.version}): run \`npx poliergaleio-mcp\` in the project folder, or the project's node_modules/.bin/node.`)
  process.exit(1)
}
const { startStdioServer } = await import("../src/faces/mcp/stdio.ts")
await startStdioServer()
