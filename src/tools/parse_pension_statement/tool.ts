import { formatDecimals } from "../../core/format.ts"
import { PENSION_STATEMENT_ASSUMPTIONS } from "../../domain/pension-statement/assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { PARSE_PENSION_STATEMENT_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { calculate } from "./calculate.ts"
import { ParsePensionStatementInput } from "./input.ts"
import { ParsePensionStatementOutput } from "./output.ts"
import { describePensionStatementEl } from "./text.ts"

export const parsePensionStatement = defineCalculator({
  name: "parse_pension_statement",
  assumptionTexts: PENSION_STATEMENT_ASSUMPTIONS,
  topic: "pensions",
  toolset: "social-insurance",
  title: "Parse a Cyprus Social Insurance statement",
  description:
    "Extracts the contribution years, insurance units and the other columns a Cyprus Social Insurance statement " +
    "carries (weeks, insurable earnings, annual contributions, basic / supplementary / assimilated units) from pasted " +
    "text, with Greek or English headings, messy spacing and 1.234,56 or 1,234.56 numbers. Only years and units " +
    "actually present are returned: gaps are listed in missingYears and never filled, unreadable lines are listed " +
    "with their line number, the column of the value that does not read (a year, units, weeks or an amount) and " +
    "the reason, and no records are created. contributionYears can be sent as-is as " +
    'yearlyUnits to calculate_cyprus_state_pension (mode "advanced"). parseConfidence: "high" when a column ' +
    "heading was recognised, every year line was read, the text is not abbreviated and any stated total matches the " +
    'sum; "low" when nothing was read or unreadable year lines are at least as many as the years read; "medium" ' +
    "otherwise. Check the figures against the original statement.",
  listing: {
    summary:
      "Reads a pasted Cyprus Social Insurance statement (Greek or English) into yearly rows of units, weeks and earnings, ready as yearlyUnits for calculate_cyprus_state_pension. Gaps and unreadable lines are reported, never filled.",
    fields: { text: "The statement as pasted by the user" }
  },
  input: ParsePensionStatementInput,
  fieldMessagesEl: PARSE_PENSION_STATEMENT_FIELD_MESSAGES_EL,
  output: ParsePensionStatementOutput,
  calculate,
  describe: (o, language) =>
    language === "el"
      ? describePensionStatementEl(o)
      : [
          `Read ${o.contributionYears.length} contribution year(s)${o.contributionYears.length > 0 ? ` (${o.contributionYears[0]?.year}-${o.contributionYears.at(-1)?.year})` : ""}: ${formatDecimals(o.totalUnits, 2)} units in total; ${o.totalContributionYears} year(s) with units. Parse confidence: ${o.parseConfidence}.`,
          ...(o.missingYears.length > 0 ? [`Missing years (not filled): ${o.missingYears.join(", ")}.`] : []),
          ...o.unreadableLines.map((u) => `Line ${u.lineNumber} not used: ${u.reason}.`),
          ...(o.statedTotalUnits !== null ? [`Statement total: ${o.statedTotalUnits}.`] : [])
        ],
  heavy: true
})
