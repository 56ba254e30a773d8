import { statSync } from "node:fs"
import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * The order of the test files (vitest.config.ts, issue 35). Vitest's own sequencer runs a group's
 * projects one after the other (blackbox, then slow, then unit, by name), so the longest files (the
 * slow project's) would start last and run alone at the end. This one keeps the groups (groupOrder) and
 * orders the files of a group by the length of their last run, longest first, whatever their project,
 * so the short files fill the end of the run; files never run yet come first, the slow project's first.
 * Files without isolation (unit) stay together at the end of their group, so one worker runs them one
 * after the other without a fresh start.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const sorted = await super.sort(files)
    const duration = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec)?.duration
    const size = (spec: TestSpecification) => {
      try {
        return statSync(spec.moduleId).size
      } catch {
        return 0
      }
    }
    const key = new Map(
      sorted.map((spec) => [
        spec,
        {
          group: spec.project.config.sequence.groupOrder,
          shared: spec.project.config.isolate ? 0 : 1,
          unknown: duration(spec) === undefined ? 0 : 1,
          slow: spec.project.name === "slow" ? 0 : 1,
          length: duration(spec) ?? size(spec)
        }
      ])
    )
    return sorted.sort((a, b) => {
      const ka = key.get(a)!,
        kb = key.get(b)!
      return (
        ka.group - kb.group ||
        ka.shared - kb.shared ||
        ka.unknown - kb.unknown ||
        ka.slow - kb.slow ||
        kb.length - ka.length
      )
    })
  }
}
