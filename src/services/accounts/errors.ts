import { Schema } from "effect"

export class EmailTaken extends Schema.TaggedError<EmailTaken>()("EmailTaken", {}) {}
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}
export class KeyNotFound extends Schema.TaggedError<KeyNotFound>()("KeyNotFound", {}) {}

/** SPEC "API key": fewer than 10 active keys and fewer than 3 created in the past 24 hours. */
export class KeyLimitReached extends Schema.TaggedError<KeyLimitReached>()("KeyLimitReached", {
  limit: Schema.Literals(["active", "daily"]),
  message: Schema.String
}) {}
