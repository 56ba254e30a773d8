// The part of oidc-provider 9 this service uses (the package ships no type declarations).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  export type AdapterPayload = Record<string, unknown> & {
    readonly grantId?: string
    readonly uid?: string
    readonly clientId?: string
    readonly client_id?: string
    readonly consumed?: number
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface InteractionDetails {
    readonly uid: string
    readonly prompt: { readonly name: string; readonly details: Record<string, unknown> }
    readonly params: Record<string, unknown>
    readonly session?: { readonly accountId?: string }
    readonly grantId?: string
  }

  export interface AccessTokenModel {
    readonly accountId: string
    readonly clientId: string
    readonly grantId: string
    readonly scope?: string
    readonly aud?: string | ReadonlyArray<string>
    readonly iat: number
    readonly isExpired: boolean
  }

  export interface GrantModel {
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface ClientModel {
    readonly clientId: string
    readonly clientSecret: string
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    proxy: boolean
    readonly issuer: string
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean }
    ): Promise<void>
    readonly AccessToken: { find(token: string): Promise<AccessTokenModel | undefined> }
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): GrantModel
      find(id: string): Promise<GrantModel | undefined>
    }
    readonly Client: { prototype: ClientModel & { compareClientSecret(actual: string): boolean | Promise<boolean> } }
    // biome-ignore lint/suspicious/noExplicitAny: the untyped library's event listener
    on(event: string, listener: (...args: Array<any>) => void): this
    /** A koa middleware before oidc-provider's own (what it does after `next` post-processes the answer). */
    // biome-ignore lint/suspicious/noExplicitAny: the untyped library's Koa context
    use(middleware: (ctx: any, next: () => Promise<void>) => Promise<void>): this
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error
    InvalidClientMetadata: new (description: string) => Error
    InvalidScope: new (description: string, scope: string) => Error
  }
  export default Provider
}
