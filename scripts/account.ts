// Gets an API key from a running service, as the account page does (for scripts and tests).
// npm run account -- create-key --email you@example.com --password 'long password' [--name laptop] [--url
// http://127.0.0.1:8787]
// Creates the account when the email is new, signs in otherwise, creates a key and prints it (once).
import { parseArgs } from "node:util"

/** A signed-in session on the account pages, driven over HTTP with a cookie jar. */
export class AccountSession {
  private readonly jar = new Map<string, string>()
  readonly baseUrl: string
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0]!.split("=")
      if (name) this.jar.set(name.trim(), value ?? "")
    }
  }

  private async post(path: string, form: Record<string, string>) {
    if (!this.jar.has("pg_csrf")) this.remember(await fetch(`${this.baseUrl}/account`))
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ")
      },
      body: new URLSearchParams({ ...form, csrf: this.jar.get("pg_csrf") ?? "" })
    })
    this.remember(response)
    return { status: response.status, page: await response.text() }
  }

  /** Signs up, or signs in when the email already has an account. */
  async signInOrUp(email: string, password: string) {
    if ((await this.post("/account/signup", { email, password })).status === 303) return
    const signIn = await this.post("/account/signin", { email, password })
    if (signIn.status !== 303) throw new Error(`sign-in failed (${signIn.status}): check the email and password`)
  }

  async createKey(name: string): Promise<string> {
    const { status, page } = await this.post("/account/keys", { name })
    const key = /<code id="new-key">([^<]+)<\/code>/.exec(page)?.[1]
    if (status !== 201 || !key)
      throw new Error(
        `key creation refused (${status}): ${/role="alert">([^<]+)</.exec(page)?.[1] ?? "see the account page"}`
      )
    return key
  }

  /** Revokes a key by its id (the part after "pge_" in its prefix). */
  revokeKey(keyId: string) {
    return this.post(`/account/keys/${keyId}/revoke`, {})
  }
}

if (import.meta.main) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string", default: "script" },
      url: { type: "string", default: process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}` }
    }
  })
  if (positionals[0] !== "create-key" || !values.email || !values.password) {
    console.error(
      "usage: npm run account -- create-key --email <email> --password <password> [--name <key name>] [--url <service>]"
    )
    process.exit(2)
  }
  const session = new AccountSession(values.url!)
  session
    .signInOrUp(values.email, values.password)
    .then(() => session.createKey(values.name!))
    .then(
      (key) => console.log(key),
      (error: Error) => {
        console.error(error.message)
        process.exit(1)
      }
    )
}
