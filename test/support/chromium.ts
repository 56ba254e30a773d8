import { existsSync } from "node:fs"
import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import type { RunningServer } from "./server.ts"

// Headless Chromium for the browser tests (Debian's chromium, driven by playwright-core). .ci/run installs
// it and sets REQUIRE_BROWSER=1, so CI never skips them; elsewhere they are skipped, visibly.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Whether Chromium is here; throws under REQUIRE_BROWSER=1 when it is not, and says which tests are skipped otherwise.
 * */
export const chromiumAvailable = (skipped: string): boolean => {
  if (existsSync(CHROMIUM)) return true
  if (process.env.REQUIRE_BROWSER === "1") throw new Error(`REQUIRE_BROWSER=1 but there is no Chromium at ${CHROMIUM}`)
  console.warn(`No Chromium at ${CHROMIUM}: ${skipped} are skipped (apt-get install chromium, or set CHROMIUM_PATH)`)
  return false
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  })

/**
 * A server and a Chromium for one describe block: started before its tests, closed after them. Read
 * `.server` and `.browser` inside the tests (they are set once beforeAll has run).
 */
export const serverAndBrowser = (startServer: () => Promise<RunningServer>) => {
  const running = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    running.server = await startServer()
    running.browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await running.browser?.close()
    await running.server?.close()
  })
  return running
}
