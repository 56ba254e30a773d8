export { IncomeTaxOutput } from "../../domain/income-tax/output.ts"
