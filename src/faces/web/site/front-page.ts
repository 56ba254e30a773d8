import type { CatalogueService, CataloguedTool } from "../../../core/catalogue.ts"
import { API_VERSION } from "../../../core/version.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { escapeHtml, layout } from "../pages.ts"
import type { ToolTopic } from "../../../core/tool.ts"
import { TOPICS } from "./topics.ts"

const SUMMARY =
  "Free calculations for Cyprus personal-finance and tax questions, over a REST API and an MCP endpoint for AI assistants, with every assumption stated."

/** The tools callable at `nowMillis` (a removed tool leaves the page), with their lifecycle status. */
const callableTools = (catalogue: CatalogueService, nowMillis: number) =>
  catalogue.tools.flatMap((tool) => {
    const entry = catalogue.lifecycleAt(tool.definition.name, nowMillis)
    return entry?.status === "removed" ? [] : [{ tool, status: entry?.status ?? "stable", sunset: entry?.sunset }]
  })

/**
 * The first sentence of a description: up to the first ". " outside brackets and before a capital
 * ("art. 8" and "(e.g. x)" go on). A longer one stops before its first list (": " outside brackets),
 * or at a space before 240 characters.
 */
const firstSentence = (text: string) => {
  let depth = 0
  let colon = -1
  for (let i = 0; i < Math.min(text.length - 2, 300); i++) {
    const c = text[i]
    if (c === "(") depth++
    else if (c === ")") depth = Math.max(0, depth - 1)
    else if (c === "." && depth === 0 && text[i + 1] === " " && /[A-Z]/.test(text[i + 2]!)) return text.slice(0, i + 1)
    else if (c === ":" && depth === 0 && text[i + 1] === " " && colon === -1) colon = i
  }
  if (text.length <= 300) return text
  if (colon >= 60) return `${text.slice(0, colon)}…`
  const cut = text.lastIndexOf(" ", 240)
  return `${text.slice(0, cut === -1 ? 240 : cut)}…`
}

const badges = (tool: CataloguedTool, status: string, sunset: string | undefined) =>
  (tool.definition.access === "key" ? ` <span class="badge">API key</span>` : "") +
  (status === "deprecated"
    ? ` <span class="badge">deprecated${sunset ? `, removed on ${escapeHtml(sunset)}` : ""}</span>`
    : status === "beta"
      ? ` <span class="badge">beta</span>`
      : "")

const toolItem = ({ tool, status, sunset }: ReturnType<typeof callableTools>[number]) => {
  const { name, title, description } = tool.definition
  return `<li><span class="tool-title">${escapeHtml(title)}</span>${badges(tool, status, sunset)}<br>
<a href="/schemas/${encodeURIComponent(name)}"><code>${escapeHtml(name)}</code></a>
<p>${escapeHtml(firstSentence(description))}</p></li>`
}

const toolGroups = (tools: ReturnType<typeof callableTools>) =>
  (Object.keys(TOPICS) as Array<ToolTopic>)
    .flatMap((topic) => {
      const members = tools.filter(({ tool }) => tool.definition.topic === topic)
      if (members.length === 0) return []
      const { title, intro } = TOPICS[topic]
      return [
        `<section aria-labelledby="topic-${topic}" class="topic"><h3 id="topic-${topic}">${escapeHtml(title)}</h3>
${intro ? `<p>${escapeHtml(intro)}</p>` : ""}<ul class="tools">${members.map(toolItem).join("\n")}</ul></section>`
      ]
    })
    .join("\n")

/** A ready-to-run curl call: the first anonymous calculator with an example, on its own first example. */
const curlExample = (config: ServiceConfig, tools: ReturnType<typeof callableTools>) => {
  const sample = tools.find(
    ({ tool }) => tool.definition.access === "anonymous" && Array.isArray(tool.inputJsonSchema.examples)
  )
  if (sample === undefined) return ""
  const example = (sample.tool.inputJsonSchema.examples as Array<unknown>)[0]
  return `<pre><code>curl ${escapeHtml(config.baseUrl)}/tools/${escapeHtml(sample.tool.definition.name)} \\
  -H 'content-type: application/json' \\
  -d '${escapeHtml(JSON.stringify(example).replaceAll("'", "'\\''"))}'</code></pre>`
}

/**
 * An address that may wrap on a phone only after its "//" and "/" (a <wbr> there), never inside a name
 * ("…/mc p"); `.address` breaks anywhere only when one part alone is wider than the line.
 */
const addressHtml = (url: string) => escapeHtml(url).replace(/\/(?!\/)/g, "/<wbr>")

/** GET / as HTML: what the service is, how to call it, every tool by topic, and where the rest is. */
export const frontPage = (config: ServiceConfig, catalogue: CatalogueService, nowMillis: number) => {
  const tools = callableTools(catalogue, nowMillis)
  const anonymous = tools.filter(({ tool }) => tool.definition.access === "anonymous").length
  const mcpUrl = `${config.baseUrl}/mcp`
  return layout(
    "Cyprus tax and personal-finance calculations",
    `
<p class="lead">poliergaleio answers Cyprus personal-finance and tax questions with named calculators: what a salary leaves after income tax, social insurance and GESY, what the state pension will be, whether a bank charged the right interest on a mortgage. It is free, and it answers people and programs alike, over a REST API and over MCP for AI assistants.</p>
<ul>
<li>Every answer lists the assumptions it used (the defaults it applied and what it left out), and every figure comes from rules the answer cites.</li>
<li>The ${anonymous} calculators need no account. The saved-calculation tools need a free API key.</li>
<li>Results are estimates, not tax advice.</li>
</ul>
<ul class="cards">
<li><h2>REST API</h2><p><code>POST /tools/&lt;tool&gt;</code> with a JSON body.</p><p><a href="/docs">API reference</a> · <a href="/poliergaleio-openapi.json">OpenAPI</a></p></li>
<li><h2>MCP</h2><p>For AI assistants: <code class="address">${addressHtml(mcpUrl)}</code></p><p><a href="#mcp">How to connect</a></p></li>
<li><h2>Account</h2><p>Free API keys, saved and encrypted scenarios, OAuth for assistant platforms.</p><p><a href="/account">Your account</a></p></li>
</ul>

<section aria-labelledby="tools"><h2 id="tools">The ${tools.length} tools</h2>
<p>Each name links to its input schema. <a href="/tools">/tools</a> lists them as JSON, <a href="/developers.txt">developers.txt</a> in plain text with an example each.</p>
${toolGroups(tools)}
</section>

<section aria-labelledby="rest"><h2 id="rest">Call a tool over REST</h2>
<p>Send the inputs as JSON; the answer's <code>structuredContent</code> holds the figures and the <code>assumptions</code>. An API key goes in the <code>x-api-key</code> header, never in the URL.</p>
${curlExample(config, tools)}
</section>

<section aria-labelledby="mcp"><h2 id="mcp">Use it from an AI assistant (MCP)</h2>
<p>The MCP endpoint is <code>${escapeHtml(mcpUrl)}</code> (Streamable HTTP, stateless). The calculators need no sign-in; the saved calculations need an API key in the <code>x-api-key</code> header, or OAuth sign-in on platforms that send no custom header.</p>
<ul>
<li><strong>Claude Code</strong>: <code>claude mcp add --transport http poliergaleio ${escapeHtml(mcpUrl)}</code>, with <code>--header "x-api-key: &lt;API_KEY&gt;"</code> for the saved calculations.</li>
<li><strong>VS Code</strong>: in <code>.vscode/mcp.json</code>, <code>{"servers": {"poliergaleio": {"type": "http", "url": "${escapeHtml(mcpUrl)}"}}}</code>.</li>
<li><strong>Claude and ChatGPT</strong>: add a custom connector with the URL above; the saved calculations sign in with OAuth (register the platform's callback URL on the <a href="/account">account page</a>).</li>
<li><strong>Any other client</strong>: Streamable HTTP at the URL above; the <a href="/.well-known/mcp.json">MCP manifest</a> describes the server.</li>
</ul>
</section>

<section aria-labelledby="more"><h2 id="more">Documentation and status</h2>
<ul>
<li><a href="/docs">API reference</a>, and the OpenAPI descriptions: <a href="/poliergaleio-openapi.json">all tools</a>, <a href="/poliergaleio-openapi-calculators.json">the calculators</a>, <a href="/poliergaleio-openapi-saved-calculations.json">the saved calculations</a></li>
<li><a href="/developers.txt">developers.txt</a>: the whole API on one plain-text page</li>
<li><a href="/migrations">Changelog and migration guides</a> (API ${escapeHtml(API_VERSION)}; as JSON: <a href="/version">/version</a>), and the <a href="/policy">deprecation policy</a></li>
<li><a href="/readyz">Service status</a></li>
<li><a href="/terms">Terms</a>, <a href="/privacy">privacy</a> (what is stored and logged) and <a href="/contact">contact</a></li>
</ul>
</section>`,
    { current: "/", description: SUMMARY }
  )
}

/** GET / for a client that asks for JSON: a small index of where things are. */
export const frontIndex = (config: ServiceConfig, catalogue: CatalogueService, nowMillis: number) => {
  const at = (path: string) => `${config.baseUrl}${path}`
  return {
    name: "poliergaleio",
    description: SUMMARY,
    apiVersion: API_VERSION,
    toolCount: callableTools(catalogue, nowMillis).length,
    links: {
      tools: at("/tools"),
      schemas: at("/schemas"),
      docs: at("/docs"),
      openApi: at("/poliergaleio-openapi.json"),
      mcp: at("/mcp"),
      mcpManifest: at("/.well-known/mcp.json"),
      developers: at("/developers.txt"),
      version: at("/version"),
      policy: at("/policy"),
      migrations: at("/migrations"),
      account: at("/account"),
      status: at("/readyz"),
      terms: at("/terms"),
      privacy: at("/privacy"),
      contact: at("/contact")
    }
  }
}
