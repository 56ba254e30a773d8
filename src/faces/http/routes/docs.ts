import { Effect, Scope } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiScalar } from "effect/http-api"
import { once } from "../../../core/once.ts"
import type { HttpFace } from "./face.ts"

/**
 * Nothing of /docs may be wider than a phone's 360 px: Scalar's hover strip under each parameter
 * (`.parameter-item-trigger::after`, width 100% placed at the section's padding) sticks out by that padding, and the
 * copy-link button after a long operation name by a few pixels. The strip is put back inside its section, and the
 * reference clips what would still stick out sideways (`clip`: no scroll box, so the sticky headers keep working).
 * Scalar adds this as a style element of its own (the page's CSP allows inline styles on /docs alone).
 */
const PHONE_WIDTH_CSS =
  ".scalar-app .parameter-item-trigger::after{left:0;right:0;width:auto}.scalar-app .references-rendered{overflow-x:clip}"

/**
 * GET /docs: the API reference UI (Scalar, its script embedded in the page by effect, no CDN). effect's
 * layer loads Scalar's 6 MB script when it is built; built here on the first visit instead of at start,
 * it costs no memory to an instance nobody reads the docs of. The page is then memoized by effect.
 */
export const docsRoutes = (face: HttpFace) => {
  const docsHandler = once(() =>
    Effect.runPromise(
      HttpRouter.toHttpEffect(
        HttpApiScalar.layer(face.api, {
          path: "/docs",
          scalar: { withDefaultFonts: false, customCss: PHONE_WIDTH_CSS }
        })
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
