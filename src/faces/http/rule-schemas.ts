import { Schema } from "effect"

// The bodies of GET /rules and GET /rules/<id>, as OpenAPI documents them; rule-documents.ts builds them typed by
// these schemas.

const Url = Schema.String.annotate({ format: "uri" })
const ApiVersion = Schema.String.annotate({ description: "Current API version (also in the X-API-Version header)." })
const Id = Schema.String.annotate({
  description: "Stable id <topic>.<name>, e.g. income-tax.bands: GET /rules/<id>.",
  examples: ["income-tax.bands", "gesy.employee-rate"]
})
const Unit = Schema.String.annotate({
  description:
    "EUR, EUR/week, EUR/month, EUR/year, percent, ratio, weeks, years, days, units (a count, a yes/no or a text) or points."
})
const Rule = Schema.String.annotate({ description: "The law and article." })
const Status = Schema.Literals(["official", "derived", "unconfirmed"]).annotate({
  description:
    "official: read in the sources; derived: computed from other figures (the arithmetic in the note); unconfirmed: not known (value null, never a guess)."
})

const CitedSource = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: Url,
  kind: Schema.Literals(["law", "official", "big4", "secondary"]).annotate({
    description: "law and official are primary sources; big4 and secondary are firms' and the press's summaries."
  })
})
const Sources = Schema.Array(CitedSource).annotate({ description: "Primary first." })

const figure = {
  value: Schema.Unknown.annotate({
    description:
      "The figure in the parameter's unit: a number, a yes/no, a text or a table (bands, limits), as the description says; null when unconfirmed."
  }),
  status: Status,
  note: Schema.optionalKey(Schema.String),
  rule: Rule.annotate({ description: "The law and article that set this value (an amending law, where one did)." }),
  sources: Sources
}

const YearValue = Schema.Struct({ year: Schema.Int.annotate({ description: "The tax year." }), ...figure })
const PeriodValue = Schema.Struct({
  from: Schema.Int.annotate({ description: "First year in force." }),
  to: Schema.optionalKey(Schema.Int.annotate({ description: "Last year in force (absent: until amended)." })),
  ...figure
})

export const RuleList = Schema.Struct({
  apiVersion: ApiVersion,
  rules: Schema.Array(
    Schema.Struct({
      id: Id,
      description: Schema.String,
      unit: Unit,
      rule: Rule,
      status: Status.annotate({ description: "The status of the latest value." }),
      url: Url.annotate({ description: "Its dated values with their sources." })
    })
  )
}).annotate({
  identifier: "RuleList",
  description: "Every Cyprus rule parameter the calculators use, by topic, with the status of its latest value."
})
export type RuleList = typeof RuleList.Encoded

export const RuleDocument = Schema.Struct({
  apiVersion: ApiVersion,
  id: Id,
  description: Schema.String,
  unit: Unit,
  rule: Rule,
  sources: Sources.annotate({ description: "The parameter's sources; a value may name its own instead." }),
  valuesBy: Schema.Literals(["year", "period"]).annotate({
    description: "year: one value per tax year (figures a budget may change); period: fixed by law until amended."
  }),
  values: Schema.Array(Schema.Union([YearValue, PeriodValue])).annotate({ description: "Oldest first." })
}).annotate({
  identifier: "RuleDocument",
  description: "One rule parameter and its values in time, each with its status, note, rule and sources."
})
export type RuleDocument = typeof RuleDocument.Encoded
