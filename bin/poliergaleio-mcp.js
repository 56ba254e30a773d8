#!/usr/bin/env node
// The local MCP server over stdio (src/faces/mcp/stdio.ts, whose types Node >= 22.19 strips). Run it with the
// project's own Node: <checkout>/node_modules/.bin/node <checkout>/bin/poliergaleio-mcp.js (README).
if (!process.features.typescript) {
  console.error(`poliergaleio-mcp needs Node >= 22.19 (this is ${process.version}): run it with the project's own Node: <checkout>/node_modules/.bin/node <checkout>/bin/poliergaleio-mcp.js`)
  process.exit(1)
}
const { startStdioServer } = await import("../src/faces/mcp/stdio.ts")
await startStdioServer()
