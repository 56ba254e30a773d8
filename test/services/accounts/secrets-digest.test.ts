import { randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import { digestsEqual, secretDigest, sha256 } from "../../../src/services/accounts/secrets.ts"

// The in-memory key check (accounts.ts) hashes in JavaScript what the database holds hashed by Node's
// crypto: both must give the same SHA-256 of every secret, or a verified key would miss its cache.
describe("secretDigest", () => {
  it("is Node's SHA-256 of the secret, for 1,000 random secrets and the FIPS 180-2 test vector", () => {
    for (let i = 0; i < 1000; i++) {
      const secret = randomBytes(32).toString("base64url")
      expect(Buffer.from(secretDigest(secret)).toString("base64url")).toBe(sha256(secret))
    }
    // SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad (FIPS 180-2, B.1)
    expect(Buffer.from(secretDigest("abc")).toString("hex")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
  })

  it("digestsEqual: equal bytes only, any length mismatch refused", () => {
    const digest = secretDigest("a")
    expect(digestsEqual(digest, secretDigest("a"))).toBe(true)
    expect(digestsEqual(digest, secretDigest("b"))).toBe(false)
    const flipped = Uint8Array.from(digest)
    flipped[31]! ^= 1
    expect(digestsEqual(digest, flipped)).toBe(false)
    expect(digestsEqual(digest, digest.subarray(0, 31))).toBe(false)
  })
})
