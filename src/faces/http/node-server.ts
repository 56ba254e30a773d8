import { createServer as createHttpServer, type Server } from "node:http"
import { createServer as createHttpsServer } from "node:https"
import type { ServiceConfig } from "../../services/config.ts"

/**
 * Time limits against slow clients (slowloris): the headers within 10 s, the whole request within 30 s;
 * idle keep-alive connections close after 5 s; the limits are checked every second.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000
}

/** The Node server: HTTPS when TLS_CERT and TLS_KEY are given (SPEC: all traffic is HTTPS), HTTP otherwise (behind a
 * TLS proxy). */
export const nodeServerFactory = (config: ServiceConfig) => (): Server =>
  config.tls === undefined
    ? createHttpServer(SERVER_TIMEOUTS)
    : // An https.Server is an http.Server as well (Node's types merge http.Server into it).
      createHttpsServer({ ...SERVER_TIMEOUTS, cert: config.tls.cert, key: config.tls.key })
