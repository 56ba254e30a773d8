export { IncomeTaxInput } from "../../domain/income-tax/input.ts"
