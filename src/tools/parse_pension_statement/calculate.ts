import { readPensionStatement } from "../../domain/pension-statement/reading.ts"
import type { ParsePensionStatementInput } from "./input.ts"

export const calculate = (input: ParsePensionStatementInput) => readPensionStatement(input.text)
