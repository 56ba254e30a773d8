import { describe, expect, it } from "vitest"
import { parameterProblem } from "../../../../src/faces/web/oauth/parameter-bounds.ts"
import { registrationPrefix } from "../../../../src/services/oauth/registered-clients.ts"
import { PARAMETER_LIMITS } from "../../../../src/services/oauth/settings.ts"

const authorize = (params: Record<string, string>) =>
  parameterProblem({ method: "GET", url: `/oauth/authorize?${new URLSearchParams(params)}`, contentLength: undefined })

const VALID = {
  response_type: "code",
  client_id: "pgd_abcdefghijklmnopqrst",
  redirect_uri: "https://assistant.example/oauth/callback",
  scope: "read write",
  state: "s".repeat(PARAMETER_LIMITS.authorization.state!),
  code_challenge: "c".repeat(43),
  code_challenge_method: "S256",
  resource: "https://api.example/mcp"
}

describe("parameterProblem (the authorization server's request bounds)", () => {
  it("accepts an authorization request within every bound", () => {
    expect(authorize(VALID)).toBeUndefined()
  })

  it("names the parameter over its bound and the bound, for each listed parameter and any other", () => {
    for (const [name, limit] of Object.entries(PARAMETER_LIMITS.authorization)) {
      expect(authorize({ ...VALID, [name]: "x".repeat(limit) })).toBeUndefined()
      expect(authorize({ ...VALID, [name]: "x".repeat(limit + 1) })).toBe(
        `${name} must be at most ${limit} characters.`
      )
    }
    const other = PARAMETER_LIMITS.otherParameter
    expect(authorize({ ...VALID, ui_locales: "x".repeat(other + 1) })).toBe(
      `ui_locales must be at most ${other} characters.`
    )
    // A name that is no property of the limits object, even one Object.prototype has.
    expect(authorize({ ...VALID, constructor: "x".repeat(other + 1) })).toBe(
      `constructor must be at most ${other} characters.`
    )
    expect(authorize({ ...VALID, ["n".repeat(100)]: "x".repeat(other + 1) })).toBe(
      `a parameter must be at most ${other} characters.`
    )
  })

  it("checks every value of a repeated parameter, decoded as oidc-provider decodes it", () => {
    const url = `/oauth/authorize?resource=https%3A%2F%2Fapi.example&resource=${"%41".repeat(PARAMETER_LIMITS.authorization.resource! + 1)}`
    expect(parameterProblem({ method: "GET", url, contentLength: undefined })).toBe(
      `resource must be at most ${PARAMETER_LIMITS.authorization.resource} characters.`
    )
  })

  it("refuses control characters, which the store cannot keep or which have no place in a parameter", () => {
    expect(authorize({ ...VALID, state: "a\u0000b" })).toContain("state must not contain control characters")
    expect(authorize({ ...VALID, login_hint: "a\nb" })).toContain("login_hint must not contain control characters")
  })

  it("bounds the whole query of any authorization server URL, and the path as the provider's router matches it", () => {
    const long = `?${"a=b&".repeat(PARAMETER_LIMITS.queryLength / 4 + 1)}`
    for (const path of ["/oauth/authorize", "/oauth/token", "/oauth/jwks", "/.well-known/oauth-authorization-server"]) {
      expect(parameterProblem({ method: "GET", url: `${path}${long}`, contentLength: undefined })).toBe(
        `The query string must be at most ${PARAMETER_LIMITS.queryLength} characters.`
      )
    }
    for (const path of ["/oauth/AUTHORIZE", "/oauth/authorize/", "http://api.example/oauth/authorize"]) {
      expect(
        parameterProblem({ method: "GET", url: `${path}?state=${"s".repeat(600)}`, contentLength: undefined })
      ).toContain("state must be at most")
    }
  })

  it("bounds the token and revocation forms by their Content-Length", () => {
    for (const path of ["/oauth/token", "/oauth/revoke", "/oauth/Token/"]) {
      expect(
        parameterProblem({ method: "POST", url: path, contentLength: String(PARAMETER_LIMITS.formBytes) })
      ).toBeUndefined()
      expect(
        parameterProblem({ method: "POST", url: path, contentLength: String(PARAMETER_LIMITS.formBytes + 1) })
      ).toBe("The form must be at most 8 KiB.")
    }
    expect(parameterProblem({ method: "POST", url: "/oauth/register", contentLength: "20000" })).toBeUndefined()
  })
})

describe("registrationPrefix (the network pending registrations count against)", () => {
  it("is an IPv4 address's /24 and an IPv6 address's /48", () => {
    expect(registrationPrefix("198.51.100.77")).toBe("198.51.100.0/24")
    expect(registrationPrefix("::ffff:198.51.100.77")).toBe("198.51.100.0/24")
    expect(registrationPrefix("2001:db8:77:1234::1")).toBe("2001:db8:77::/48")
    expect(registrationPrefix("2001:0db8:0077:ffff:1:2:3:4")).toBe("2001:db8:77::/48")
    expect(registrationPrefix("2001:db8::1")).toBe("2001:db8:0::/48")
    expect(registrationPrefix("unknown")).toBe("unknown")
  })
})
