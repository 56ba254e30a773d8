// MCP Apps views (the MCP Apps extension, spec 2026-01-26; docs/mcp.md "Views (MCP Apps)"): the charts of the
// website's result pages, offered as `ui://` HTML resources that a host able to show them draws next to the result
// of the tool that links them (`_meta.ui.resourceUri` in tools/list). A client without the extension ignores both.
//
// How the view gets the chart code. The charts are drawn by the website's own modules (src/faces/web/charts/*.ts
// and src/faces/web/calculators/charts.ts): pure functions from a tool's output to SVG text, importing only one
// another, a few messages and the number format. The view runs those very modules in the browser, not a second
// copy: at startup this module reads their source, strips the TypeScript types with Node's own stripper
// (node:module stripTypeScriptTypes, the one that runs this service; no bundler, since the image has no
// devDependencies) and links them into one script, each module a function scope whose imports are the earlier
// modules' exports. A module that is not pure as a whole (pages.ts, which reads the stylesheet from disk) gives
// only the self-contained functions the charts import from it, by their source text (Function#toString). The
// linker knows `import { a, b as c } from "./x.ts"`, `export const` and `export function` and refuses anything
// else, loudly, at startup; test/faces/mcp/views.test.ts runs the result in Chromium.
//
// The view talks to its host with the extension's own SDK (`App` of @modelcontextprotocol/ext-apps, its
// dependency-free bundle app-with-deps.js inlined), receives the tool result and draws chartsFor(tool,
// structuredContent, language) into the page, in Greek when the host's locale is Greek. Everything is inline: the
// page loads nothing, and says so in its own Content-Security-Policy as well as in the resource's `_meta.ui.csp`.
import { readFileSync } from "node:fs"
import { createRequire, stripTypeScriptTypes } from "node:module"
import { fileURLToPath } from "node:url"
import type { ReadResourceResult, Resource } from "@modelcontextprotocol/server"
import { escapeHtml } from "../web/pages.ts"

/** The MIME type of an MCP Apps view (the SDK's RESOURCE_MIME_TYPE). */
export const VIEW_MIME_TYPE = "text/html;profile=mcp-app"

/** The tools that have a view: their result's charts. */
export const VIEW_TOOLS = [
  "calculate_cyprus_income_tax",
  "run_retirement_stress_test",
  "simulate_mortgage",
  "analyze_portfolio"
] as const

export const viewUri = (tool: string) => `ui://poliergaleio/views/${tool}.html`

/** `_meta` of a tool in tools/list and its guide: the view that draws its result; undefined for a tool without one. */
export const viewMeta = (tool: string): { ui: { resourceUri: string } } | undefined =>
  (VIEW_TOOLS as ReadonlyArray<string>).includes(tool) ? { ui: { resourceUri: viewUri(tool) } } : undefined

/** The view loads nothing from anywhere: no connections, no remote resources, no frames (the spec's default). */
const UI_META = { ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [] }, prefersBorder: true } }

/** The same policy, enforced by the page itself whatever the host sets: inline script and style only. */
const PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

const CHARTS_ENTRY = new URL("../web/calculators/charts.ts", import.meta.url).href
const STYLESHEET = new URL("../web/site/site.css", import.meta.url)

/** Modules shipped by their named functions only (each self-contained), not as a whole. */
const PICKED: ReadonlyMap<string, Readonly<Record<string, (...args: never) => unknown>>> = new Map([
  [new URL("../web/pages.ts", import.meta.url).href, { escapeHtml }]
])

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)"\s*;?[ \t]*$/gm
const EXPORT = /^export\s+(?:const|let|function)\s+([A-Za-z_$][\w$]*)/gm

/** Node's type stripper, without the ExperimentalWarning it emits on first use (the feature is Node's own). */
const stripTypes = (source: string): string => {
  const emitWarning = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: Array<never>) => {
    if (!String(warning).includes("stripTypeScriptTypes")) emitWarning.call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    return stripTypeScriptTypes(source, { mode: "strip" })
  } finally {
    process.emitWarning = emitWarning
  }
}

/** The chart modules linked into one function body that returns `chartsFor`. */
const chartScript = (): string => {
  const names = new Map<string, string>()
  const parts: Array<string> = []
  const link = (url: string): string => {
    const known = names.get(url)
    if (known !== undefined) return known
    const name = `$m${names.size}`
    names.set(url, name)
    const picked = PICKED.get(url)
    if (picked !== undefined) {
      const body = Object.entries(picked).map(([exported, fn]) => `const ${exported} = ${fn.toString()};`)
      parts.push(`const ${name} = (() => {\n${body.join("\n")}\nreturn { ${Object.keys(picked).join(", ")} };\n})();`)
      return name
    }
    const stripped = stripTypes(readFileSync(fileURLToPath(url), "utf8"))
    const exports = [...stripped.matchAll(EXPORT)].map((m) => m[1] as string)
    const body = stripped
      .replace(IMPORT, (_all, specifiers: string, from: string) => {
        if (!from.startsWith(".")) throw new Error(`views: ${url} imports ${from}, which the view cannot ship`)
        const module = link(new URL(from, url).href)
        const bindings = specifiers
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "")
          .map((s) => s.replace(/^([\w$]+)\s+as\s+([\w$]+)$/, "$1: $2"))
        return bindings.length === 0 ? "" : `const { ${bindings.join(", ")} } = ${module};`
      })
      .replace(/^export\s+(const|let|function)\s/gm, "$1 ")
    if (/^\s*(import|export)\b/m.test(body))
      throw new Error(`views: ${url} has an import or export the view's linker does not know`)
    parts.push(`const ${name} = (() => {\n${body}\nreturn { ${exports.join(", ")} };\n})();`)
    return name
  }
  const entry = link(CHARTS_ENTRY)
  return `${parts.join("\n")}\nreturn ${entry}.chartsFor;`
}

/** The extension SDK's `App` class: its dependency-free ESM bundle, its final `export {…}` turned into a value. */
const appScript = (): string => {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(require.resolve("@modelcontextprotocol/ext-apps/app-with-deps"), "utf8").trimEnd()
  const exportAt = bundle.lastIndexOf("export{")
  const clause = bundle.slice(exportAt)
  const local = /(?:^export\{|,)\s*([\w$]+)\s+as\s+App\s*[,}]/.exec(clause)?.[1]
  if (exportAt < 0 || local === undefined || /\b(?:import|export)\s*[{*]/.test(bundle.slice(0, exportAt)))
    throw new Error("views: @modelcontextprotocol/ext-apps/app-with-deps no longer ends with `export{… as App}`")
  return `(() => {\n"use strict";\n${bundle.slice(0, exportAt)}\nreturn ${local};\n})()`
}

/** The script of a view: connect to the host, draw each tool result's charts. */
const viewScript = (app: string, charts: string, tool: string) => `"use strict";
const App = ${app};
const chartsFor = (() => {\n${charts}\n})();
const TOOL = ${JSON.stringify(tool)};
const root = document.getElementById("view");
const app = new App({ name: "poliergaleio-view", version: "1.0.0" }, {}, { autoResize: true });
let output;
const language = () => (String(app.getHostContext()?.locale ?? "").toLowerCase().startsWith("el") ? "el" : "en");
const draw = () => {
  if (output === undefined) return;
  const lang = language();
  document.documentElement.lang = lang;
  const html = chartsFor(TOOL, output, lang);
  root.innerHTML = html === "" ? (lang === "el" ? "<p>Κανένα γράφημα για αυτό το αποτέλεσμα.</p>" : "<p>No chart for this result.</p>") : html;
};
app.addEventListener("toolresult", (result) => {
  const content = result?.structuredContent;
  if (content !== null && typeof content === "object" && !result.isError) {
    output = content;
    draw();
  }
});
app.addEventListener("hostcontextchanged", () => draw());
app.connect().catch((error) => { root.textContent = String(error); });
`

/** Inline script text may not contain `</script` (escaped: `<\/script` means the same in a string or a regex), nor
 * `<!--` (which would change how the HTML parser reads what follows). */
const inlineScript = (script: string) => {
  if (script.includes("<!--")) throw new Error("views: the view's script contains `<!--`")
  return script.replace(/<\/(script)/gi, "<\\/$1")
}

const viewHtml = (app: string, charts: string, css: string, tool: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">
<title>${escapeHtml(tool)}</title>
<style>
${css}
body { margin: 0; padding: 0.5rem; background: transparent; }
</style>
</head>
<body>
<main id="view"></main>
<script>
${inlineScript(viewScript(app, charts, tool))}
</script>
</body>
</html>
`

interface Views {
  readonly resources: ReadonlyArray<Resource>
  readonly read: (uri: string) => ReadResourceResult | undefined
}

let built: Views | undefined

/** The views, built once per process: resources/list entries and prebuilt resources/read answers. */
export const mcpViews = (): Views => {
  if (built !== undefined) return built
  const app = appScript()
  const charts = chartScript()
  const css = readFileSync(STYLESHEET, "utf8")
  const answers = new Map<string, ReadResourceResult>()
  const resources = VIEW_TOOLS.map((tool): Resource => {
    const uri = viewUri(tool)
    const text = viewHtml(app, charts, css, tool)
    answers.set(uri, { contents: [{ uri, mimeType: VIEW_MIME_TYPE, text, _meta: UI_META }] })
    return {
      uri,
      name: `view-${tool}`,
      title: `Charts of ${tool}`,
      description: `The charts of a ${tool} result, drawn from its structuredContent (an MCP Apps view).`,
      mimeType: VIEW_MIME_TYPE,
      size: Buffer.byteLength(text),
      _meta: UI_META
    }
  })
  built = { resources, read: (uri) => answers.get(uri) }
  return built
}
