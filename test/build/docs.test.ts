import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, isAbsolute, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const DOCUMENTS = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)]

/** Paths of this repository a document names: src/..., test/..., bench/..., scripts/..., docs/... and relative Markdown
 * links. */
const namedPaths = (document: string) => {
  const text = readFileSync(join(ROOT, document), "utf8")
  const inText = [...text.matchAll(/\b((?:src|test|bench|scripts|docs)\/[\w./*-]*\w)/g)].map((match) => match[1]!)
  const linked = [...text.matchAll(/\]\(([\w./-]+\.md)\)/g)].map((match) => join(dirname(document), match[1]!))
  // A placeholder such as src/tools/<tool_name>/ or test/tools/my_tool/ names no file.
  return [...inText, ...linked].filter((path) => !path.includes("my_tool"))
}

/** A path, or a pattern with `*` in its last part (test/fuzz/adversarial-*.test.ts) that matches a file. */
const exists = (path: string) => {
  if (!path.includes("*")) return existsSync(join(ROOT, path))
  const folder = join(ROOT, dirname(path))
  const pattern = new RegExp(
    `^${path
      .split("/")
      .at(-1)!
      .split("*")
      .map((part) => part.replace(/[.]/g, "\\."))
      .join(".*")}$`
  )
  return existsSync(folder) && readdirSync(folder).some((name) => pattern.test(name))
}

/** The running service's own addresses, which a document may link: the local default and the placeholder. */
const SERVICE_URL = /^(?:https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?(?:\/|$)|<BASE_URL>)/

/**
 * Link targets that leave the repository: a Markdown link `[text](target)` or an autolink `<http...>`
 * whose target is another site, or a relative path that climbs out of the checkout (`../` too far).
 */
const linksLeaving = (document: string) => {
  const text = readFileSync(join(ROOT, document), "utf8")
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/<((?:https?|ftp):\/\/[^>\s]+)>/g)].map((match) => match[1]!)
  ]
  return targets.filter((target) => {
    if (SERVICE_URL.test(target)) return false
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return true
    if (target.startsWith("#")) return false
    const inside = relative(ROOT, resolve(ROOT, dirname(document), target.split("#")[0]!))
    return inside.startsWith("..") || isAbsolute(inside)
  })
}

describe("documentation", () => {
  it.each(DOCUMENTS)("%s names only files and folders that exist", (document) => {
    const missing = namedPaths(document).filter((path) => !exists(path))
    expect(missing).toEqual([])
  })

  it.each(DOCUMENTS)("%s links nothing outside the repository", (document) => {
    expect(linksLeaving(document)).toEqual([])
  })

  it.each(DOCUMENTS)(
    "%s stands on its own: it sends the reader to no specification document (SPEC, SPEC.md)",
    (document) => {
      const text = readFileSync(join(ROOT, document), "utf8")
      expect(text).not.toMatch(/SPEC\.md/i)
      expect(text).not.toMatch(/\bSPEC\b/)
    }
  )

  it("the README is one page for users: under 300 lines, naming no specification document", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8")
    expect(readme.split("\n").length).toBeLessThan(300)
    expect(readme).not.toMatch(/\bSPEC\b/)
  })

  it("the README's two commands are exactly two", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8")
    const run = readme.slice(readme.indexOf("## Run it"), readme.indexOf("\n## ", readme.indexOf("## Run it") + 1))
    const commands = [...run.matchAll(/^ {4}(\S.*?)(?:\s+#.*)?$/gm)].map((match) => match[1]!)
    expect(run).toMatch(/Two commands/)
    expect(commands).toEqual(["npm ci", "npm start"])
  })
})
