import { afterAll, beforeAll, expect, it } from "vitest"
import { AccountSession } from "../../../../scripts/account.ts"
import { TOOLS } from "../../../../src/tools/catalogue.ts"
import { postJson } from "../../../support/mcp.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../../support/server.ts"
import { authorizeAs, CALLBACK, freePort, ScriptedBrowser } from "../../../support/browserless.ts"

// An access token counts like an API key of its account: on its own counter and on the account's.
let server: RunningServer
beforeAll(async () => {
  const port = await freePort()
  server = await startServer(
    TOOLS,
    {},
    { port, baseUrl: `http://127.0.0.1:${port}`, limits: { ...UNLIMITED, keyed: [3, 1000, 5000] } }
  )
}, 60_000)
afterAll(() => server?.close())

it("shares the account quota between API keys and access tokens", async () => {
  const email = `oauth-quota-${Date.now()}@example.com`,
    password = "a long enough password"
  const person = new ScriptedBrowser(server.url)
  await person.signUp(email, password)
  const client = await person.registerClient("Quota assistant", CALLBACK)
  const tokens = await authorizeAs(server, client, person, undefined)
  const keys = new AccountSession(server.url)
  await keys.signInOrUp(email, password)
  const key = await keys.createKey("quota")

  const call = (headers: Record<string, string>) => postJson(`${server.url}/tools/list_saved_calculations`, {}, headers)
  const bearer = { authorization: `Bearer ${tokens.access_token}` }
  expect((await call({ "x-api-key": key })).status).toBe(200)
  expect((await call(bearer)).status).toBe(200)
  expect((await call(bearer)).status).toBe(200)
  const refused = await call(bearer)
  expect(refused.status).toBe(429)
  expect(refused.json.scope).toBe("account")
})
