import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { serviceArguments } from "../../scripts/service-command.ts"

// The container image (Dockerfile), the two-instance deployment (compose.yaml, deploy/) and the flake's
// image, read as text: no Docker or registry here to build them (docs/deployment.md).
const dockerfile = readFileSync("Dockerfile", "utf8")
/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"))
const instruction = (name: string) => instructions.filter((line) => line.toUpperCase().startsWith(`${name} `))
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe("Dockerfile", () => {
  it("builds on the official Node 24 image and installs production dependencies only", () => {
    expect(instruction("FROM")).toEqual([expect.stringMatching(/^FROM node:24-[a-z]+-slim$/)])
    expect(instruction("RUN").some((line) => line.includes("npm ci --omit=dev"))).toBe(true)
  })

  it("runs as a user that is not root, from before its first command to the end", () => {
    const users = instruction("USER").map((line) => line.slice(5).trim())
    expect(users.length).toBeGreaterThan(0)
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/)
    expect(instructions.findIndex((line) => line.startsWith("USER "))).toBeLessThan(
      instructions.findIndex((line) => line.startsWith("CMD "))
    )
  })

  it("starts the service with exactly the node flags of the start script", () => {
    const [cmd] = instruction("CMD")
    expect(JSON.parse(cmd!.slice(4))).toEqual(["node", ...serviceArguments])
  })

  it("has a HEALTHCHECK on /healthz, on the port the service listens on", () => {
    const [healthcheck] = instruction("HEALTHCHECK")
    expect(healthcheck).toMatch(/CMD \[.*\/healthz/)
    expect(instruction("ENV").join(" ")).toMatch(/PORT=8787/)
    expect(instruction("EXPOSE")).toEqual(["EXPOSE 8787"])
  })

  it("copies only what .dockerignore lets into the context, and .dockerignore lets in only that", () => {
    const allowed = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
    expect(allowed[0]).toBe("*")
    const copied = instruction("COPY").flatMap((line) => line.split(/\s+/).slice(1, -1))
    expect(
      allowed
        .slice(1)
        .map((line) => line.replace(/^!/, "").replace(/\/$/, ""))
        .sort()
    ).toEqual(copied.sort())
  })

  it("the compile-cache step loads the modules with the project's Node and fills the cache", () => {
    const step = instruction("RUN").find((line) => line.includes("--input-type=module"))!
    const script = /-e '(.+)'$/.exec(step)![1]!
    const cache = mkdtempSync(join(tmpdir(), "poliergaleio-compile-cache-"))
    try {
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        env: { ...process.env, NODE_COMPILE_CACHE: cache },
        stdio: "pipe",
        timeout: 60_000
      })
      expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(10)
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
  }, 70_000)
})

describe("production dependencies", () => {
  /** Every package src/ and bin/ import, statically or with import(): the image has only `dependencies`. */
  const importedPackages = () => {
    const files = (dir: string): Array<string> =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : /\.(ts|js)$/.test(entry.name)
            ? [join(dir, entry.name)]
            : []
      )
    const names = [...files("src"), ...files("bin")].flatMap((file) =>
      ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((imported) => imported.fileName)
    )
    return new Set(
      names
        .filter((name) => !name.startsWith(".") && !name.startsWith("node:"))
        .map((name) =>
          name
            .split("/")
            .slice(0, name.startsWith("@") ? 2 : 1)
            .join("/")
        )
    )
  }

  it("nothing the service imports is a devDependency only", () => {
    const packages = [...importedPackages()]
    expect(packages).toContain("effect")
    expect(packages.filter((name) => packageJson.dependencies[name] === undefined)).toEqual([])
  })
})

describe("compose.yaml", () => {
  const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
    services: Record<string, any>
    volumes?: Record<string, unknown>
  }
  const apps = ["app-1", "app-2"]

  it("has two instances of the service, PostgreSQL, Redis and a load balancer", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app-1", "app-2", "balancer", "postgres", "redis"])
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+/)
    expect(compose.services.redis.image).toMatch(/^redis:\d+/)
    expect(compose.services.balancer.image).toMatch(/^caddy:2/)
  })

  it.each(apps)("%s: built from the Dockerfile, on PostgreSQL and Redis, behind one trusted proxy hop", (name) => {
    const app = compose.services[name]
    expect(app.build).toBe(".")
    expect(app.environment.TRUST_PROXY).toBe("1")
    expect(app.environment.BASE_URL).toMatch(/^\$\{BASE_URL:-http:\/\/localhost:/)
    expect(new URL(app.environment.DATABASE_URL.replace(/\$\{[^}]+\}/, "secret")).host).toBe("postgres:5432")
    expect(app.environment.REDIS_URL).toBe("redis://redis:6379")
    expect(app.depends_on.postgres.condition).toBe("service_healthy")
    expect(app.depends_on.redis.condition).toBe("service_healthy")
    expect(app.ports, "only the balancer is published").toBeUndefined()
  })

  it("a fresh database is migrated by one instance: the second starts once the first is healthy", () => {
    expect(compose.services["app-2"].depends_on["app-1"].condition).toBe("service_healthy")
  })

  it("PostgreSQL and Redis have health checks; the database keeps its data in a volume", () => {
    expect(compose.services.postgres.healthcheck.test.join(" ")).toContain("pg_isready")
    expect(compose.services.redis.healthcheck.test.join(" ")).toContain("ping")
    expect(compose.services.postgres.volumes[0]).toMatch(/^postgres-data:/)
    expect(compose.volumes).toHaveProperty("postgres-data")
  })

  it("the balancer's configuration is in deploy/ and sends to both instances, each only while /readyz says ready", () => {
    const [mount] = compose.services.balancer.volumes as Array<string>
    const file = mount!.split(":")[0]!
    expect(existsSync(file), file).toBe(true)
    const caddyfile = readFileSync(file, "utf8")
    const port = /PORT=(\d+)/.exec(instruction("ENV").join(" "))![1]
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy app-1:${port} app-2:${port}`))
    expect(caddyfile).toMatch(/health_uri \/readyz/)
  })
})

describe("flake.nix", () => {
  const flake = readFileSync("flake.nix", "utf8")

  it("builds the same image with dockerTools: unprivileged user, the same health check", () => {
    expect(flake).toMatch(/image = pkgs\.dockerTools\.buildLayeredImage/)
    expect(flake).toMatch(/User = "1000:1000"/)
    const check = JSON.parse(/HEALTHCHECK .*CMD (\[.*\])/.exec(instructions.join("\n"))![1]!) as Array<string>
    expect(flake).toContain(JSON.stringify(check.at(-1)))
  })
})
