import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"

/** The official MCP SDK client, connected over Streamable HTTP to a running server's /mcp. */
export const connectMcp = async (baseUrl: string, headers: Record<string, string> = {}) => {
  const client = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }))
  return client
}

export const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : undefined }
}
