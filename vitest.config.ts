import { defineConfig } from "vitest/config"
import { LongestFirstSequencer } from "./test/support/sequencer.ts"

/**
 * Three projects (issue 35, docs/contributing.md "Tests"), classified by path:
 *
 * - unit: pure tests, no server, no database, no child process; the core and the calls on memory
 *   layers. Their files share module state only through modules that keep none a test depends on (no
 *   spies, no global mocks, no process.env), so they run without per-file isolation: the modules load
 *   once per worker, not once per file. `npm run test:unit` is the fast loop.
 * - blackbox: tests that start the real server (test/support/server.ts) or open the stores (PGlite,
 *   PostgreSQL, Redis). One migrated PGlite per run (test/support/pglite-template-setup.ts), copied for
 *   each server and storage target.
 * - slow: the browser (Chromium), the MCP conformance suite, the fault injections (processes, proxies,
 *   outages, floods: test/faults and the OAuth store's flood in stored-rows), the container and build checks.
 *
 * `npm test` runs all three, every file once.
 */
const SLOW = [
  "test/faces/web/accessibility.test.ts",
  "test/faces/web/calculators.test.ts",
  "test/faces/web/calculator-saves.test.ts",
  "test/faces/web/account-phone.test.ts",
  "test/faces/web/rule-pages-browser.test.ts",
  "test/faces/web/account-pages.test.ts",
  "test/faces/web/site.test.ts",
  "test/faces/mcp/conformance.test.ts",
  "test/faces/mcp/views.test.ts",
  "test/faces/web/oauth/stored-rows.test.ts",
  "test/faults/**/*.test.ts",
  "test/build/**/*.test.ts"
]

const UNIT = [
  "test/tools/**/*.test.ts",
  "test/core/**/*.test.ts",
  "test/rules/**/*.test.ts",
  "test/domain/**/*.test.ts",
  "test/fuzz/adversarial-*.test.ts",
  "test/layers.test.ts",
  "test/services/accounts/secrets-digest.test.ts",
  "test/services/authentication-once.test.ts",
  "test/faces/http/lifecycle.test.ts",
  "test/faces/mcp/asking.test.ts",
  "test/faces/mcp/http.test.ts",
  "test/faces/mcp/listing.test.ts",
  "test/faces/web/oauth/parameter-bounds.test.ts",
  "test/faces/web/form-input.test.ts",
  "test/faces/web/i18n.test.ts",
  "test/faces/web/charts.test.ts",
  "test/faces/web/output-choices.test.ts",
  "test/faces/web/result-charts.test.ts"
]

/**
 * Files whose wall-clock bounds do not hold while heavy files (Chromium, floods) share the machine:
 * isolation's deadline of 150 ms for a fresh worker and its cheap calls within 1 s beside heavy ones,
 * stored-rows's check of 10,000 pending registrations within the store's 0.5 s bound
 * (src/services/storage/bounded-client.ts). They form a project of their own that runs after every
 * other file (sequence.groupOrder 2), one file at a time.
 */
const TIMED = ["test/faults/isolation.test.ts", "test/faces/web/oauth/stored-rows.test.ts"]

const PGLITE_TEMPLATE = "test/support/pglite-template-setup.ts"

/**
 * `npm test` runs the unit project first, then blackbox and slow together, then timed (sequence.groupOrder): the
 * unit files' wall-clock bounds (test/fuzz) never share the CPU with servers, and a failing unit test
 * shows at once. Unit tests are CPU-bound (one worker a core); the others mostly wait on sockets, timers
 * and child processes, so more workers than cores keep the cores busy.
 */
const UNIT_WORKERS = 2
const SERVER_WORKERS = 3

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: UNIT, isolate: false, maxWorkers: UNIT_WORKERS, sequence: { groupOrder: 0 } }
      },
      {
        extends: true,
        test: {
          name: "blackbox",
          include: ["test/**/*.test.ts"],
          exclude: [...UNIT, ...SLOW],
          globalSetup: [PGLITE_TEMPLATE],
          maxWorkers: SERVER_WORKERS,
          sequence: { groupOrder: 1 }
        }
      },
      {
        extends: true,
        test: {
          name: "slow",
          include: SLOW,
          exclude: TIMED,
          globalSetup: [PGLITE_TEMPLATE],
          maxWorkers: SERVER_WORKERS,
          sequence: { groupOrder: 1 }
        }
      },
      {
        extends: true,
        test: {
          name: "timed",
          include: TIMED,
          globalSetup: [PGLITE_TEMPLATE],
          maxWorkers: 1,
          sequence: { groupOrder: 2 }
        }
      }
    ]
  }
})
