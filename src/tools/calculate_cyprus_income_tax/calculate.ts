// The tool answers with the shared income tax calculator as it is.
export { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
export { checkIncomeTaxInput } from "../../domain/income-tax/check.ts"
