import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js"

/** The official MCP SDK client, connected over Streamable HTTP to a running server's /mcp. */
export const connectMcp = async (baseUrl: string, headers: Record<string, string> = {}) => {
  const client = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }))
  return client
}

/**
 * An SDK 1.x client on an older revision: the SDK always offers its latest at initialize, so the offer is rewritten
 * on its way out; the server then negotiates that revision and the SDK sends it in MCP-Protocol-Version.
 */
export const connectMcpOn = async (baseUrl: string, revision: string, headers: Record<string, string> = {}) => {
  class PinnedTransport extends StreamableHTTPClientTransport {
    override send(message: JSONRPCMessage, options?: Parameters<StreamableHTTPClientTransport["send"]>[1]) {
      const pinned =
        "method" in message && message.method === "initialize"
          ? { ...message, params: { ...message.params, protocolVersion: revision } }
          : message
      return super.send(pinned, options)
    }
  }
  const client = new Client({ name: "poliergaleio-tests-pinned", version: "1.0.0" })
  await client.connect(new PinnedTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }))
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
