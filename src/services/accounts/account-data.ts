import { Effect, Option, Stream } from "effect"
import type { SavedCalculation, SavedCalculationsService } from "../../domain/saved-calculations/store.ts"
import type { AllowedApplication } from "../oauth/consents.ts"
import type { OAuthClient } from "../oauth/clients.ts"
import type { AccountProfile, ApiKeyInfo } from "./accounts.ts"

/** The format of the download, named in the file so that a later version can be told apart. */
export const ACCOUNT_EXPORT_FORMAT = "poliergaleio-account-data"
export const ACCOUNT_EXPORT_VERSION = 1
/** Saves are read and written this many at a time: the download is streamed, never held whole in memory. */
const SAVES_PER_PAGE = 25

/** What the download holds of a key: never its secret nor the hash of it. */
const exportedKey = (key: ApiKeyInfo) => ({
  prefix: key.prefix,
  name: key.name,
  scopes: key.scopes,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt ?? null,
  revokedAt: key.revokedAt
})

/** What the download holds of an application the account registered: never its secret nor the hash of it. */
const exportedClient = (client: OAuthClient) => ({
  clientId: client.id,
  name: client.name,
  redirectUri: client.redirectUri,
  createdAt: client.createdAt,
  secretIssuedAt: client.secretRotatedAt,
  revokedAt: client.revokedAt
})

/** A save as stored: the inputs and result of a plain one; the ciphertext and its parameters of an encrypted one. */
const exportedSave = (save: SavedCalculation) => ({
  id: save.id,
  name: save.name,
  calculationType: save.calculationType,
  locked: save.locked,
  createdAt: save.createdAt,
  updatedAt: save.updatedAt,
  inputs: save.inputs,
  result: save.result,
  encrypted: save.encrypted
})

/** The first part of the file, up to the opening of the saves' list. */
interface ExportHead {
  readonly exportedAt: string
  readonly account: AccountProfile
  readonly keys: ReadonlyArray<ApiKeyInfo>
  readonly oauthApplications: ReadonlyArray<OAuthClient>
  readonly allowedApplications: ReadonlyArray<AllowedApplication>
}

/**
 * "Download my data": one JSON document, written as a stream: the account, its keys, the OAuth applications
 * it registered and those it allowed, then its saved calculations, read SAVES_PER_PAGE at a time (at most
 * MAX_SAVES_PER_ACCOUNT of them), so that the memory it takes is one page's whatever the account holds.
 */
export const accountExport = (head: ExportHead, saves: SavedCalculationsService): Stream.Stream<Uint8Array> => {
  const encoder = new TextEncoder()
  const opening = `${JSON.stringify(
    {
      format: ACCOUNT_EXPORT_FORMAT,
      version: ACCOUNT_EXPORT_VERSION,
      exportedAt: head.exportedAt,
      account: head.account,
      keys: head.keys.map(exportedKey),
      oauthApplications: head.oauthApplications.map(exportedClient),
      allowedApplications: head.allowedApplications
    },
    null,
    2
  ).slice(0, -2)},\n  "savedCalculations": [`
  interface Page {
    readonly cursor: { readonly updatedAt: string; readonly id: string } | undefined
    readonly first: boolean
  }
  const pages = Stream.paginate({ cursor: undefined, first: true } as Page, ({ cursor, first }: Page) =>
    Effect.map(
      saves.list(head.account.id, {
        calculationTypes: undefined,
        sort: "recent",
        limit: SAVES_PER_PAGE,
        offset: 0,
        cursor
      }),
      ({ rows }) => {
        const text = rows
          .map((save, index) => `${first && index === 0 ? "" : ","}\n    ${JSON.stringify(exportedSave(save))}`)
          .join("")
        const last = rows.at(-1)
        const next =
          rows.length < SAVES_PER_PAGE || last === undefined
            ? Option.none<Page>()
            : Option.some({ cursor: { updatedAt: last.updatedAt, id: last.id }, first: false })
        return [[text], next] as const
      }
    )
  )
  return Stream.make(opening).pipe(
    Stream.concat(pages),
    Stream.concat(Stream.make("\n  ]\n}\n")),
    Stream.map((text) => encoder.encode(text))
  )
}
