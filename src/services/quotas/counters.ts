import { Context, Duration, Effect } from "effect"
import { isCloserToRunningOut, type QuotaStanding } from "../../calls/ports.ts"
import { RateLimited } from "../../core/errors.ts"

/**
 * The quotas' counters: one call takes from every window of every counter of a plan in one step of the
 * store (a synchronous update in memory, one Lua script on Redis), so that parallel calls cannot all
 * pass a check made before they are counted.
 *
 * The windows keep the timing of effect/persistence's RateLimiter "fixed-window" algorithm, which the
 * quotas used before: a window starts empty, each call counted adds `refillMillis` (= window / limit)
 * to its end, so a full window ends one window length after its first call; a call refused by a window
 * waits until that end and takes nothing from it.
 */

export type WindowName = RateLimited["window"]

/** One window of a counter. */
export interface WindowRule {
  readonly name: WindowName
  readonly limit: number
  readonly windowMillis: number
  /** What each counted call adds to the window's end: window / limit, as effect's Duration divides it. */
  readonly refillMillis: number
}

/** A counter (the key, the account, the address, the address and guest id) and its windows, shortest first. */
export interface CounterRule {
  readonly scope: RateLimited["scope"]
  readonly windows: ReadonlyArray<WindowRule>
}

/** The counters one call takes from, in the order they are checked (the ceiling first). */
export type QuotaPlan = ReadonlyArray<CounterRule>

export const windowRule = (name: WindowName, window: Duration.Duration, limit: number): WindowRule => ({
  name,
  limit,
  windowMillis: Duration.toMillis(window),
  refillMillis: Duration.toMillis(Duration.divideUnsafe(window, limit))
})

export interface QuotaRemaining {
  readonly window: WindowName
  readonly limit: number
  readonly remaining: number
}

export interface QuotaCountersService {
  /**
   * One call from each window of the plan's counters in turn (`ids[i]` names the i-th counter); the
   * first window that has no call left refuses it, and the windows after it are not touched. A call
   * served answers the window closest to running out (rate-limit headers).
   */
  readonly take: (plan: QuotaPlan, ids: ReadonlyArray<string>) => Effect.Effect<QuotaStanding, RateLimited>
  /** What each counter of the plan has left per window, without taking anything. */
  readonly remaining: (
    plan: QuotaPlan,
    ids: ReadonlyArray<string>
  ) => Effect.Effect<ReadonlyArray<ReadonlyArray<QuotaRemaining>>>
}

/** The counters' store (memory, or Redis shared by every instance): see store.ts. */
export class QuotaCounters extends Context.Service<QuotaCounters, QuotaCountersService>()(
  "poliergaleio/QuotaCounters"
) {}

/** Which window of which counter refused, and in how long it ends. */
export interface Refusal {
  readonly refused: true
  readonly counter: number
  readonly window: number
  readonly retryAfterMillis: number
}

/**
 * After a call was served: the window with the fewest calls left (of the longest wait on a tie), what it
 * has left and in how long it starts again.
 */
export interface Served {
  readonly refused: false
  readonly counter: number
  readonly window: number
  readonly remaining: number
  readonly resetMillis: number
}

const standingOf = (plan: QuotaPlan, served: Served): QuotaStanding => {
  const counter = plan[served.counter]!,
    window = counter.windows[served.window]!
  return {
    scope: counter.scope,
    window: window.name,
    limit: window.limit,
    remaining: served.remaining,
    resetSeconds: Math.max(0, Math.ceil(served.resetMillis / 1000))
  }
}

const refusedBy = (plan: QuotaPlan, refusal: Refusal): RateLimited => {
  const counter = plan[refusal.counter]!,
    window = counter.windows[refusal.window]!
  return new RateLimited({
    scope: counter.scope,
    window: window.name,
    limit: window.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMillis / 1000))
  })
}

/** Counters in this process's memory: each counter is one entry holding [count, end] per window. */
export class MemoryCounters {
  private readonly entries = new Map<string, Float64Array>()
  private sweepAt = 1024

  take(plan: QuotaPlan, ids: ReadonlyArray<string>, now: number): Refusal | Served {
    let closest: Served | undefined
    for (let c = 0; c < plan.length; c++) {
      const rule = plan[c]!,
        slots = this.slotsOf(rule, ids[c]!, now)
      for (let w = 0; w < rule.windows.length; w++) {
        const { limit, windowMillis, refillMillis } = rule.windows[w]!
        if (limit < 1) return { refused: true, counter: c, window: w, retryAfterMillis: windowMillis }
        let count = slots[2 * w]!,
          end = slots[2 * w + 1]!
        if (end <= now) {
          count = 0
          end = now
        }
        if (count + 1 > limit) return { refused: true, counter: c, window: w, retryAfterMillis: end - now }
        slots[2 * w] = count + 1
        slots[2 * w + 1] = end + refillMillis
        const remaining = limit - count - 1,
          resetMillis = end + refillMillis - now
        if (isCloserToRunningOut(remaining, resetMillis, closest?.remaining, closest?.resetMillis ?? 0))
          closest = { refused: false, counter: c, window: w, remaining, resetMillis }
      }
    }
    return closest!
  }

  remaining(plan: QuotaPlan, ids: ReadonlyArray<string>, now: number): ReadonlyArray<ReadonlyArray<QuotaRemaining>> {
    return plan.map((rule, c) => {
      const slots = this.entries.get(`${rule.scope}:${ids[c]}`)
      return rule.windows.map((w, i) => ({
        window: w.name,
        limit: w.limit,
        remaining: slots === undefined || slots[2 * i + 1]! <= now ? w.limit : Math.max(0, w.limit - slots[2 * i]!)
      }))
    })
  }

  private slotsOf(rule: CounterRule, id: string, now: number): Float64Array {
    const key = `${rule.scope}:${id}`
    let slots = this.entries.get(key)
    if (slots === undefined) {
      if (this.entries.size >= this.sweepAt) this.sweep(now)
      slots = new Float64Array(2 * rule.windows.length)
      this.entries.set(key, slots)
    }
    return slots
  }

  /** Forgets the counters whose windows have all ended (amortised: the map at least doubles between sweeps). */
  private sweep(now: number) {
    for (const [key, slots] of this.entries) {
      let live = false
      for (let i = 1; i < slots.length; i += 2) if (slots[i]! > now) live = true
      if (!live) this.entries.delete(key)
    }
    this.sweepAt = Math.max(1024, 2 * this.entries.size)
  }
}

/** Settles a call counted by `take`: where the caller stands when it was served, the 429 of the window that refused it.
 * */
export const settle = (plan: QuotaPlan, outcome: Refusal | Served): Effect.Effect<QuotaStanding, RateLimited> =>
  outcome.refused ? Effect.fail(refusedBy(plan, outcome)) : Effect.succeed(standingOf(plan, outcome))

/** The counters of one process. */
export const makeMemoryCounters = (): QuotaCountersService => {
  const counters = new MemoryCounters()
  return {
    take: (plan, ids) =>
      Effect.clockWith((clock) => settle(plan, counters.take(plan, ids, clock.currentTimeMillisUnsafe()))),
    remaining: (plan, ids) =>
      Effect.clockWith((clock) => Effect.succeed(counters.remaining(plan, ids, clock.currentTimeMillisUnsafe())))
  }
}
