import { API_VERSION } from "../../core/version.ts"
import { datedValues } from "../../rules/parameter.ts"
import { RULE_PARAMETERS, type RuleParameter } from "../../rules/registry.ts"
import { citeSources } from "../../rules/sources.ts"
import type { RuleDocument, RuleList } from "./rule-schemas.ts"

/**
 * GET /rules and GET /rules/<id> (in the manner of OpenFisca's /parameters), from the rules registry: each
 * parameter's values as `at` resolves them, each source resolved to its title, URL and kind as the tools cite them.
 */

/** The longest id the registry holds is well under this; a longer path segment is refused without being echoed. */
const MAX_RULE_ID_LENGTH = 100
const ID_CHARACTERS = /^[a-z0-9.-]+$/

/** The id sent, when it could be an id (then the 404 names it), or null (too long, or other characters). */
export const ruleIdShown = (text: string): string | null =>
  text.length <= MAX_RULE_ID_LENGTH && ID_CHARACTERS.test(text) ? text : null

const ruleUrl = (baseUrl: string, id: string) => `${baseUrl}/rules/${id}`

const latestStatus = (parameter: RuleParameter) => datedValues(parameter).at(-1)?.status ?? "unconfirmed"

export const ruleList = (baseUrl: string): RuleList => ({
  apiVersion: API_VERSION,
  rules: [...RULE_PARAMETERS].map(([id, parameter]) => ({
    id,
    description: parameter.description,
    unit: parameter.unit,
    rule: parameter.rule,
    status: latestStatus(parameter),
    url: ruleUrl(baseUrl, id)
  }))
})

export const ruleDocument = (id: string, parameter: RuleParameter): RuleDocument => ({
  apiVersion: API_VERSION,
  id,
  description: parameter.description,
  unit: parameter.unit,
  rule: parameter.rule,
  sources: citeSources(parameter.sources),
  valuesBy: Array.isArray(parameter.values) ? "period" : "year",
  values: datedValues(parameter).map((value) => ({ ...value, sources: citeSources(value.sources) }))
})
