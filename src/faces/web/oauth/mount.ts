import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { Cause, Clock, Effect } from "effect"
import type { AuthenticationService } from "../../../calls/ports.ts"
import type { CatalogueService } from "../../../core/catalogue.ts"
import { describeDefect, describeFailure } from "../../../calls/error-response.ts"
import { InternalError, StorageUnavailable } from "../../../core/errors.ts"
import { bearerTokenOf } from "../../http/call-context.ts"
import { rememberVerifiedToken } from "../../http/verified-credentials.ts"
import { isMcpPath, toolsetsOfRequest } from "../../mcp/toolsets.ts"
import { type FrontDoor, noteCode, type RawRequest, rawRouteOf } from "../../http/front-door.ts"
import type { OAuthServerService } from "./layer.ts"
import { OAUTH_SCOPES, oauthUrls } from "../../../services/oauth/settings.ts"
import { isStoreUnavailable } from "../../../services/oauth/store.ts"

/**
 * RFC 9728 protected resource metadata: where assistants find the authorization server and the scopes.
 * `resource` is the identifier the well-known path was built from (RFC 9728 section 3.3): the service at
 * the root, `<BASE_URL>/mcp` at `.../oauth-protected-resource/mcp`. Both are accepted resource indicators
 * and give the same tokens.
 */
const protectedResourceMetadata = (baseUrl: string, path: string) => {
  const urls = oauthUrls(baseUrl)
  return {
    resource: `${urls.resource}${path}`,
    authorization_servers: [urls.issuer],
    scopes_supported: Object.keys(OAUTH_SCOPES),
    bearer_methods_supported: ["header"],
    resource_name: "poliergaleio saved calculations (REST and MCP)",
    resource_documentation: `${baseUrl}/developers.txt`
  }
}

const WELL_KNOWN_RESOURCE = "/.well-known/oauth-protected-resource"

/** The resource a RFC 9728 metadata path names: the service (""), /mcp, or /mcp narrowed to toolsets. */
const protectedResourcePathOf = (path: string): string | undefined => {
  if (path === WELL_KNOWN_RESOURCE) return ""
  if (!path.startsWith(`${WELL_KNOWN_RESOURCE}/`)) return undefined
  const resource = path.slice(WELL_KNOWN_RESOURCE.length)
  const toolsets = toolsetsOfRequest(resource, undefined)
  return isMcpPath(resource) && typeof toolsets !== "string" ? resource : undefined
}

const isProviderPath = (path: string) =>
  (path.startsWith("/oauth/") && !path.startsWith("/oauth/interaction/")) ||
  path === "/.well-known/oauth-authorization-server" ||
  path === "/.well-known/openid-configuration"

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify(body))
}

/**
 * Routes one request the front door opened (src/faces/http/front-door.ts) before the Effect app sees it:
 * the authorization server (/oauth/*, RFC 8414 metadata) and its interaction pages, the RFC 9728
 * metadata, and an MCP POST whose bearer token is not valid, which must be an HTTP 401 (MCP authorization
 * spec), whereas a tool error inside a valid MCP exchange is a result. Everything else goes on to the app.
 */
const oauthRouter =
  (oauth: OAuthServerService, authentication: AuthenticationService, catalogue: CatalogueService) =>
  async (request: IncomingMessage, response: ServerResponse, path: string, raw: RawRequest, next: () => void) => {
    const { baseUrl } = oauth.config
    const resourcePath = protectedResourcePathOf(path)
    if (resourcePath !== undefined) {
      const metadata = protectedResourceMetadata(baseUrl, resourcePath)
      return sendJson(response, 200, metadata, {
        "cache-control": "public, max-age=300",
        "access-control-allow-origin": "*"
      })
    }
    if (path.startsWith("/oauth/interaction/")) return oauth.interactions(request, response)
    if (isProviderPath(path)) return oauth.providerCallback(request, response)
    const token =
      isMcpPath(path) && request.method === "POST" ? bearerTokenOf(request.headers.authorization) : undefined
    const refused =
      token === undefined
        ? undefined
        : await Effect.runPromise(
            Effect.gen(function* () {
              const outcome = yield* Effect.result(
                authentication.presentedKey({ apiKey: undefined, bearerToken: token, clientIp: raw.clientIp })
              )
              if (outcome._tag === "Failure")
                return { failure: outcome.failure, nowMillis: yield* Clock.currentTimeMillis }
              // Checked once a request: the call's context carries the key found (verified-credentials.ts).
              if (outcome.success !== undefined) rememberVerifiedToken(request, token, outcome.success)
              return undefined
            })
          )
    if (refused === undefined) return next()
    const guestId = String(request.headers["x-guest-id"] || "") || null
    const answer = describeFailure(
      refused.failure,
      { requestId: raw.requestId, guestId, baseUrl, siteUrl: oauth.config.siteUrl, nowMillis: refused.nowMillis },
      catalogue
    )
    noteCode(response, String(answer.body.code))
    return sendJson(response, answer.status, answer.body, answer.headers)
  }

/** Cheap test run on every request: only these can be the router's; the rest go straight to the app. */
const mayConcernOAuth = (request: IncomingMessage) => {
  const url = request.url ?? "/"
  return (
    url.startsWith("/oauth/") ||
    url.startsWith("/.well-known/o") ||
    (request.method === "POST" && url.startsWith("/mcp") && request.headers.authorization !== undefined)
  )
}

/** The path of a raw request, or undefined when its target is no URL path (the Effect app refuses it then, 400). */
const pathOf = (url: string): string | undefined => {
  try {
    return new URL(url, "http://x").pathname
  } catch {
    return undefined
  }
}

/**
 * The Node server of NodeHttpServer.layer, with the OAuth routes in front of the Effect app: the app's
 * "request" listener is only called for requests the router passes on. Every request the router answers
 * goes through the front door (request id, log line, metrics, per-address allowance) first.
 */
export const createServerWithOAuth =
  (
    oauth: OAuthServerService | undefined,
    authentication: AuthenticationService,
    catalogue: CatalogueService,
    frontDoor: FrontDoor,
    makeServer: () => Server = () => createServer()
  ) =>
  (): Server => {
    const server = makeServer()
    if (oauth === undefined) return server
    const route = oauthRouter(oauth, authentication, catalogue)
    const emit = server.emit.bind(server) as (event: string, ...args: Array<unknown>) => boolean
    server.emit = ((event: string, ...args: Array<unknown>) => {
      if (event !== "request") return emit(event, ...args)
      const [request, response] = args as [IncomingMessage, ServerResponse]
      const path = mayConcernOAuth(request) ? pathOf(request.url ?? "/") : undefined
      if (path === undefined) return emit(event, ...args)
      frontDoor(request, response, rawRouteOf(path, request.method), (raw, handOver) =>
        route(request, response, path, raw, () => {
          handOver()
          emit(event, ...args)
        })
      ).catch((error: unknown) => {
        if (!isStoreUnavailable(error)) {
          process.stderr.write(
            `${JSON.stringify({ level: "error", msg: "oauth route failed", path: request.url?.split("?")[0]?.slice(0, 200), error: String(error) })}\n`
          )
        }
        if (response.headersSent) return response.destroy()
        // The store down or hung: the 503 of every other route; anything else a 500.
        const defect = isStoreUnavailable(error) ? new StorageUnavailable({ store: "database" }) : new InternalError()
        const answer = describeDefect(Cause.die(defect), {
          requestId: String(request.headers["x-request-id"]),
          guestId: String(request.headers["x-guest-id"] || "") || null,
          baseUrl: oauth.config.baseUrl,
          siteUrl: oauth.config.siteUrl,
          nowMillis: Date.now()
        })
        noteCode(response, String(answer.body.code))
        sendJson(response, answer.status, answer.body, answer.headers)
      })
      return true
    }) as Server["emit"]
    return server
  }
