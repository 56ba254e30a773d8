import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const DOCUMENTS = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)]

/** Paths of this repository a document names: src/..., test/..., bench/..., scripts/..., docs/... and relative Markdown links. */
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
  const pattern = new RegExp(`^${path.split("/").at(-1)!.split("*").map((part) => part.replace(/[.]/g, "\\.")).join(".*")}$`)
  return existsSync(folder) && readdirSync(folder).some((name) => pattern.test(name))
}

describe("documentation", () => {
  it.each(DOCUMENTS)("%s names only files and folders that exist", (document) => {
    const missing = namedPaths(document).filter((path) => !exists(path))
    expect(missing).toEqual([])
  })
})
