import { cents, euros } from "./money.ts"

// "What changed for me": the same person's headline figures under two tax years' rules, each with the rules behind
// it in both years (the income tax's and the director optimiser's compareWithYear).

export interface FigureTrace {
  readonly rule: string
  readonly year: number
  readonly sources: ReadonlyArray<string>
}

/** One headline figure of an answer and the rules it rests on. */
export interface Figure {
  readonly figure: string
  readonly amount: number
  readonly trace: FigureTrace
}

const traced = (amount: number, trace: FigureTrace) => ({
  amount,
  rule: trace.rule,
  year: trace.year,
  sources: [...trace.sources]
})

/**
 * A figure one year's rules do not have (a deduction introduced by a reform) is 0 that year, under the rule that
 * has it in the other year, said not to be in force, with that rule's sources (they date it).
 */
const notInForce = (present: Figure, year: number): FigureTrace => ({
  rule: `${present.trace.rule} (not in force in ${year})`,
  year,
  sources: present.trace.sources
})

/** Both years' figures, the difference (this year less the other), whether each changed, and the changed ones. */
export const compareFigures = (
  mine: ReadonlyArray<Figure>,
  theirs: ReadonlyArray<Figure>,
  thisYear: number,
  otherYear: number
) => {
  const names = [...new Set([...mine, ...theirs].map((f) => f.figure))]
  const figures = names.map((figure) => {
    const a = mine.find((f) => f.figure === figure)
    const b = theirs.find((f) => f.figure === figure)
    const aC = cents(a?.amount ?? 0)
    const bC = cents(b?.amount ?? 0)
    return {
      figure,
      thisYear: traced(euros(aC), a?.trace ?? notInForce(b!, thisYear)),
      otherYear: traced(euros(bC), b?.trace ?? notInForce(a!, otherYear)),
      difference: euros(aC - bC),
      changed: aC !== bC
    }
  })
  return { figures, changed: figures.filter((f) => f.changed).map((f) => f.figure) }
}
