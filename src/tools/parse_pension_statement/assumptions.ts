// The assumptions of parse_pension_statement, by id, in English and Greek: the statement reader's
// (domain/pension-statement/assumptions.ts), which makes them.
export { PENSION_STATEMENT_ASSUMPTIONS } from "../../domain/pension-statement/assumptions.ts"
