import { Context, Effect, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { Catalogue, makeCatalogue } from "../../../src/core/catalogue.ts"
import { provideServices, type FaceServices } from "../../../src/faces/http/routes/face.ts"
import { TOOL_LIFECYCLE, TOOLS } from "../../../src/tools/catalogue.ts"

// The REST tool route runs under the services of the layers' build (routes/face.ts provideServices), put
// over each request's own context: the services it lacks are added, and nothing of the build replaces
// what belongs to the request.
describe("provideServices", () => {
  const catalogue = makeCatalogue(TOOLS, TOOL_LIFECYCLE)
  const buildScope = Effect.runSync(Scope.make())
  const requestScope = Effect.runSync(Scope.make())
  const built = Context.make(Catalogue, catalogue).pipe(Context.add(Scope.Scope, buildScope)) as unknown as Context.Context<FaceServices>
  const provide = provideServices(built)
  const inRequest = <A>(effect: Effect.Effect<A, never, never>) =>
    Effect.runSync(Effect.provideContext(effect, Context.make(Scope.Scope, requestScope)))

  it("adds the services a request's context lacks", () => {
    expect(inRequest(provide(Effect.service(Catalogue)) as Effect.Effect<unknown>)).toBe(catalogue)
  })

  it("keeps the request's own Scope: a finalizer runs when the request's scope closes, not with the server's", () => {
    const seen = inRequest(provide(Effect.service(Scope.Scope)) as Effect.Effect<Scope.Scope>)
    expect(seen).toBe(requestScope)
    expect(seen).not.toBe(buildScope)
  })

  it("leaves the context as it is when the request's holds every service already (the server provides them all)", () => {
    const complete = Context.make(Catalogue, catalogue).pipe(Context.add(Scope.Scope, requestScope))
    const sameContext = Effect.flatMap(Effect.context<never>(), (outer) =>
      Effect.map(provide(Effect.context<never>()) as Effect.Effect<Context.Context<never>>, (inner) => inner === outer))
    expect(Effect.runSync(Effect.provideContext(sameContext, complete))).toBe(true)
  })
})
