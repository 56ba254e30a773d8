import { Effect, Scope } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiScalar } from "effect/http-api"
import { once } from "../../../core/once.ts"
import type { HttpFace } from "./face.ts"

/**
 * GET /docs: the API reference UI (Scalar, its script embedded in the page by effect, no CDN). effect's
 * layer loads Scalar's 6 MB script when it is built; built here on the first visit instead of at start,
 * it costs no memory to an instance nobody reads the docs of. The page is then memoized by effect.
 */
export const docsRoutes = (face: HttpFace) => {
  const docsHandler = once(() =>
    Effect.runPromise(
      HttpRouter.toHttpEffect(
        HttpApiScalar.layer(face.api, { path: "/docs", scalar: { withDefaultFonts: false } })
      ).pipe(Effect.provideService(Scope.Scope, Scope.makeUnsafe()))
    )
  )
  return HttpRouter.use((router) =>
    router.add(
      "GET",
      "/docs",
      Effect.flatMap(Effect.promise(docsHandler), (handler) => handler)
    )
  )
}
