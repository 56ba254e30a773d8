import { Effect, Schema } from "effect"
import { AttemptLimits, type AttemptsExceeded } from "../quotas/quotas.ts"
import { Accounts, type Account } from "./accounts.ts"
import { type EmailTaken, InvalidCredentials } from "./errors.ts"
import { emailProblem } from "../../core/storable-text.ts"

const MIN_PASSWORD_LENGTH = 10
/** Longer passwords are refused at sign-up (and cannot be right at sign-in): scrypt's cost grows with them. */
const MAX_PASSWORD_LENGTH = 1024

class InvalidSignUp extends Schema.TaggedError<InvalidSignUp>()("InvalidSignUp", {
  field: Schema.Literals(["email", "password"]),
  message: Schema.String
}) {}

/**
 * Sign-in, the one rule for the account page and the OAuth sign-in page. The attempt is counted
 * (AttemptLimits.beginSignIn, one atomic step on the shared store) before the password is hashed, so
 * that of N parallel attempts at most the allowance is ever checked; the others are refused at once.
 * The allowance is per (client address, email) pair plus a ceiling per address, never per email alone:
 * someone guessing from elsewhere cannot lock the owner out. A successful sign-in gives its attempt back.
 * A malformed email or an over-long password is refused before any counting, hashing or SQL.
 */
export const signInFrom = (
  clientIp: string,
  email: string,
  password: string
): Effect.Effect<Account, InvalidCredentials | AttemptsExceeded, Accounts | AttemptLimits> =>
  Effect.gen(function* () {
    const address = email.trim().toLowerCase()
    if (emailProblem(address) !== undefined || password.length > MAX_PASSWORD_LENGTH)
      return yield* new InvalidCredentials()
    const attempt = yield* (yield* AttemptLimits).beginSignIn(address, clientIp)
    const account = yield* (yield* Accounts).signIn(address, password)
    yield* attempt.succeeded
    return account
  })

/**
 * Sign-up: a valid email and password, then one account from the address's hour and day allowances
 * (AttemptLimits.consumeSignUp), then the account. An email already taken has used an allowance too.
 */
export const signUpFrom = (
  clientIp: string,
  email: string,
  password: string
): Effect.Effect<Account, InvalidSignUp | AttemptsExceeded | EmailTaken, Accounts | AttemptLimits> =>
  Effect.gen(function* () {
    const address = email.trim()
    const problem = emailProblem(address)
    if (problem !== undefined) return yield* new InvalidSignUp({ field: "email", message: problem })
    if (password.length < MIN_PASSWORD_LENGTH)
      return yield* new InvalidSignUp({
        field: "password",
        message: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`
      })
    if (password.length > MAX_PASSWORD_LENGTH)
      return yield* new InvalidSignUp({
        field: "password",
        message: `Choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`
      })
    yield* (yield* AttemptLimits).consumeSignUp(clientIp)
    return yield* (yield* Accounts).signUp(address, password)
  })

/**
 * "Delete my account": the password is entered again and checked as a sign-in is (the same throttle, so a
 * session left open on a shared computer does not let anyone guess it), then everything of the account is
 * deleted at once (Accounts.deleteAccount). Fails with InvalidCredentials on a wrong password.
 */
export const deleteAccountFrom = (
  clientIp: string,
  account: Account,
  password: string
): Effect.Effect<void, InvalidCredentials | AttemptsExceeded, Accounts | AttemptLimits> =>
  Effect.gen(function* () {
    const confirmed = yield* signInFrom(clientIp, account.email, password)
    if (confirmed.id !== account.id) return yield* new InvalidCredentials()
    yield* (yield* Accounts).deleteAccount(account.id)
  })

/** What a person reads when an allowance is used up (the account page and the OAuth sign-in page). */
export const attemptsExceededMessage = (refusal: AttemptsExceeded): string => {
  const wait =
    refusal.retryAfterSeconds < 90
      ? `${refusal.retryAfterSeconds} seconds`
      : `${Math.ceil(refusal.retryAfterSeconds / 60)} minutes`
  if (refusal.action === "sign_up") {
    return `Too many accounts were created from your network address (at most ${refusal.limit} per ${refusal.window}). Try again in ${wait}.`
  }
  return refusal.scope === "address_and_email"
    ? `Too many unsuccessful sign-ins to this account from your network address. Try again in ${wait}.`
    : `Too many unsuccessful sign-ins from your network address. Try again in ${wait}.`
}
