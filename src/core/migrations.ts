import { CHANGELOG, compareVersions, parseVersion } from "./version.ts"

interface MigrationSections {
  readonly whatChanged: string
  readonly toolChanges: string
  readonly updateSteps: string
}

interface MigrationGuide {
  readonly version: string
  readonly url: string
  readonly summary: string
  readonly sections: MigrationSections
}

/** SPEC "Resources": a guide per API version at {site_url}/migrations/v<x-y-z> with three anchors. */
export const migrationGuideUrl = (siteUrl: string, version: string) =>
  `${siteUrl}/migrations/v${version.replaceAll(".", "-")}`

export const migrationSections = (guideUrl: string): MigrationSections => ({
  whatChanged: `${guideUrl}#what-changed`,
  toolChanges: `${guideUrl}#tool-changes`,
  updateSteps: `${guideUrl}#update-steps`
})

/** Every guide, oldest first: one per version of the changelog. */
export const allMigrationGuides = (siteUrl: string): ReadonlyArray<MigrationGuide> =>
  CHANGELOG.map(({ version, summary }) => {
    const url = migrationGuideUrl(siteUrl, version)
    return { version, url, summary, sections: migrationSections(url) }
  })

/** The guides a client at `clientVersion` must read to reach the current version, oldest first. */
export const migrationPathFrom = (siteUrl: string, clientVersion: string): ReadonlyArray<MigrationGuide> => {
  const from = parseVersion(clientVersion)
  return allMigrationGuides(siteUrl).filter(
    (guide) => from === undefined || compareVersions(parseVersion(guide.version)!, from) > 0
  )
}
