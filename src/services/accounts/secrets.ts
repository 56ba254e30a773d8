import { hash, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"
import { sha256 as sha256InScript } from "@noble/hashes/sha2.js"

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number }
) => Promise<Buffer>

/** scrypt parameters (RFC 7914 interactive-login strength: N = 2^15, r = 8, p = 1; 64 MiB would be N = 2^16). */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32, maxmem: 64 * 1024 * 1024 }

/** "scrypt$N$r$p$salt$hash" (base64url), so the parameters can be raised later without breaking old hashes. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    maxmem: SCRYPT.maxmem
  } as never)
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), hash.toString("base64url")].join("$")
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || !salt || !hash) return false
  const expected = Buffer.from(hash, "base64url")
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem
  } as never)
  return timingSafeEqual(actual, expected)
}

/** A password hash that no password matches, compared against for unknown emails so timing does not tell them apart. */
export const DUMMY_PASSWORD_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

export const sha256 = (value: string) => hash("sha256", value, "base64url")

/**
 * The SHA-256 of an API key's secret (ASCII, as parseApiKey checked) as its 32 bytes: the same digest as
 * `sha256`, computed in JavaScript (@noble/hashes). Every keyed call hashes the key it presents, and inside the
 * loaded service Node's one-shot `crypto.hash` (an OpenSSL call from cold caches) took about twice as long as
 * this (docs/benchmarks.md, "Keyed: the SHA-256 it was").
 */
export const secretDigest = (secret: string): Uint8Array => {
  const bytes = new Uint8Array(secret.length)
  for (let i = 0; i < secret.length; i++) bytes[i] = secret.charCodeAt(i)
  return sha256InScript(bytes)
}

/** Two digests compared in constant time (their length is not secret). */
export const digestsEqual = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && timingSafeEqual(a, b)

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a),
    right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url")

/**
 * API key format: "pge_<id>_<secret>": a fixed prefix, a 12-character id (lowercase base32) that names
 * the key, and a 43-character random secret (256 bits, base64url). The service stores the prefix
 * "pge_<id>" (shown to tell keys apart) and a SHA-256 of the secret, never the secret: a 256-bit random
 * secret needs no slow hash.
 */
const KEY_PATTERN = /^pge_([a-z2-7]{12})_([A-Za-z0-9_-]{43})$/

interface NewApiKey {
  readonly id: string
  readonly prefix: string
  readonly secretHash: string
  /** The full key: shown once, never stored. */
  readonly fullKey: string
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567"

export const generateApiKey = (): NewApiKey => {
  const id = Array.from(randomBytes(12), (byte) => BASE32[byte % 32]).join("")
  const secret = randomToken(32)
  return { id, prefix: `pge_${id}`, secretHash: sha256(secret), fullKey: `pge_${id}_${secret}` }
}

/** Splits a presented key into its id and secret; undefined when it does not have the key format. */
export const parseApiKey = (presented: string): { readonly id: string; readonly secret: string } | undefined => {
  const match = KEY_PATTERN.exec(presented.trim())
  return match ? { id: match[1]!, secret: match[2]! } : undefined
}
