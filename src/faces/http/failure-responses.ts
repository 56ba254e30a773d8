import { Schema } from "effect"
import { HttpApiSchema, OpenApi } from "effect/http-api"
import type { FailureHeader, HttpAnswer } from "../../core/errors.ts"
import { LifecycleErrorBody } from "../../core/lifecycle-error.ts"

/** The envelope of every non-lifecycle error body (SPEC "Errors"): one component, used for each status. */
const ErrorBody = Schema.Struct({
  error: Schema.String.annotate({ description: "Human-readable explanation, safe to show to an end user." }),
  code: Schema.String.annotate({
    description: "Stable machine-readable code; the response description lists the codes of each status."
  }),
  fieldErrors: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.Array(Schema.String)).annotate({
      description: "400 and 422: field path to messages."
    })
  ),
  hint: Schema.optionalKey(Schema.String.annotate({ description: "One actionable next step." })),
  requestId: Schema.String.annotate({ description: "Correlation id, mirrored in X-Request-Id." }),
  guestId: Schema.NullOr(Schema.String).annotate({ description: "The x-guest-id sent, or null." }),
  apiVersion: Schema.String
}).annotate({ identifier: "ErrorBody", description: "The error envelope." })

const LifecycleBody = LifecycleErrorBody.annotate({ identifier: "LifecycleErrorBody" })

const integer = { type: "integer", minimum: 0 }
const text = { type: "string" }

/** How OpenAPI documents each header of a failure's answer (the values are error-response.ts's). */
const failureHeaders: Record<
  FailureHeader,
  { readonly name: string; readonly description: string; readonly schema: object }
> = {
  "retry-after": {
    name: "Retry-After",
    description: "Seconds to wait before sending the request again.",
    schema: integer
  },
  "www-authenticate": {
    name: "WWW-Authenticate",
    description:
      "Bearer challenge with resource_metadata (RFC 9728), and error and scope for an access token (RFC 6750).",
    schema: text
  },
  allow: { name: "Allow", description: "The methods this path supports.", schema: text },
  deprecation: { name: "Deprecation", description: "true: the tool is removed.", schema: text },
  sunset: { name: "Sunset", description: "When the tool was removed (HTTP date, RFC 8594).", schema: text },
  link: {
    name: "Link",
    description: "The migration guide (rel=deprecation) and the replacement's schema (rel=successor-version).",
    schema: text
  },
  "x-migration-guide": { name: "X-Migration-Guide", description: "URL of the migration guide.", schema: text }
}

/** On every response, successes included. */
const everyResponseHeaders = {
  "X-Request-Id": {
    description:
      "The request's correlation id: the one sent (when 1-128 visible ASCII characters) or a fresh UUID; equals requestId in error bodies.",
    schema: text,
    required: true
  },
  "X-API-Version": { description: "The API version that answered.", schema: text, required: true }
}

interface StatusResponse {
  readonly body: HttpAnswer["body"]
  readonly answers: ReadonlyArray<HttpAnswer>
}

const byStatus = (answers: ReadonlyArray<HttpAnswer>): ReadonlyMap<number, StatusResponse> => {
  const statuses = new Map<number, StatusResponse>()
  for (const answer of answers)
    statuses.set(answer.status, {
      body: answer.body,
      answers: [...(statuses.get(answer.status)?.answers ?? []), answer]
    })
  return statuses
}

/** The headers of a status's answers; required when every answer of that status sends it. */
const documentedHeaders = (answers: ReadonlyArray<HttpAnswer>) =>
  Object.fromEntries(
    [...new Set(answers.flatMap((answer) => answer.headers))].map((header) => {
      const { name, ...documented } = failureHeaders[header]
      return [name, { ...documented, required: answers.every((answer) => answer.headers.includes(header)) }]
    })
  )

type Operation = { readonly responses?: Record<string, { description?: string; headers?: Record<string, unknown> }> }

/**
 * The error responses of one operation, derived from the answers of the failures it can end with: the
 * schemas for the HttpApi endpoint (ErrorBody, or the lifecycle body for 410 and 426), and the OpenAPI
 * annotation that gives each response its description (every answer of that status) and its headers.
 */
export const errorResponses = (answers: ReadonlyArray<HttpAnswer>) => {
  const statuses = byStatus(answers)
  const schemas = [...statuses].map(([status, { body }]) =>
    (body === "lifecycle" ? LifecycleBody : ErrorBody).pipe(HttpApiSchema.status(status))
  )
  const transform = (operation: Record<string, unknown>): Record<string, unknown> => {
    const responses = Object.fromEntries(
      Object.entries((operation as Operation).responses ?? {}).map(([status, response]) => {
        const failure = statuses.get(Number(status))
        return [
          status,
          {
            ...response,
            ...(failure === undefined
              ? {}
              : { description: failure.answers.map((answer) => answer.description).join(" ") }),
            headers: { ...response.headers, ...everyResponseHeaders, ...documentedHeaders(failure?.answers ?? []) }
          }
        ]
      })
    )
    return { ...operation, responses }
  }
  return { schemas, annotations: OpenApi.annotations({ transform }) }
}

/** The answers of a list of failure classes, each class's in order. */
export const answersOf = (failures: ReadonlyArray<{ readonly answers: ReadonlyArray<HttpAnswer> }>) =>
  failures.flatMap((failure) => failure.answers)
