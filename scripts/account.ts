// Gets an API key from a running service, as the account page does (for scripts and tests).
//   npm run account -- create-key --email you@example.com --password 'long password' [--name laptop] [--url http://127.0.0.1:8787]
// Creates the account when the email is new, signs in otherwise, creates a key and prints it (once).
import { parseArgs } from "node:util"

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
  console.error("usage: npm run account -- create-key --email <email> --password <password> [--name <key name>] [--url <service>]")
  process.exit(2)
}

export const createKey = async (baseUrl: string, email: string, password: string, name: string): Promise<string> => {
  const jar = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const [key, value] = pair!.split("=")
      if (key) jar.set(key.trim(), value ?? "")
    }
  }
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ")
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
      body: new URLSearchParams({ ...form, csrf: jar.get("pg_csrf") ?? "" })
    })
    remember(response)
    return response
  }
  remember(await fetch(`${baseUrl}/account`))
  const signUp = await post("/account/signup", { email, password })
  if (signUp.status !== 303) {
    const signIn = await post("/account/signin", { email, password })
    if (signIn.status !== 303) throw new Error(`sign-in failed (${signIn.status}): check the email and password`)
  }
  const created = await post("/account/keys", { name })
  const page = await created.text()
  const key = /<code id="new-key">([^<]+)<\/code>/.exec(page)?.[1]
  if (created.status !== 201 || !key) throw new Error(`key creation refused (${created.status}): ${/role="alert">([^<]+)</.exec(page)?.[1] ?? "see the account page"}`)
  return key
}

if (import.meta.main) {
  createKey(values.url!, values.email, values.password, values.name!).then(
    (key) => console.log(key),
    (error: Error) => { console.error(error.message); process.exit(1) }
  )
}
