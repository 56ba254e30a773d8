import { createHash } from "node:crypto"
import { Effect } from "effect"
import type { Redis } from "effect/persistence"
import type { RateLimited } from "../../core/errors.ts"
import type { QuotaStanding } from "../../calls/ports.ts"
import {
  MemoryCounters,
  type QuotaCountersService,
  type QuotaPlan,
  type Refusal,
  type Served,
  settle
} from "./counters.ts"

/**
 * Every window of a call in one script, so one round trip and one atomic step whatever the number of
 * instances. KEYS: the windows' counters in the order they are checked; ARGV: per key its limit, its
 * length and its refill (ms). The value of a key is its count and its TTL the window's end, as in
 * effect's RateLimiter Redis store. Returns {0, the position (from 1) of the key closest to running
 * out (fewest left, on a tie the longest TTL), what it has left, its TTL} when served, else {the refusing
 * key's position (from 1), milliseconds to that window's end}.
 */
const TAKE_SCRIPT = `
local closest, fewest, longest = 0, 0, 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[3 * i - 2])
  local window = tonumber(ARGV[3 * i - 1])
  local refill = tonumber(ARGV[3 * i])
  if limit < 1 then return { i, window } end
  local count = tonumber(redis.call("GET", key))
  local ttl
  if not count then
    count = 0
    ttl = math.max(1, math.ceil(refill))
  else
    local pttl = tonumber(redis.call("PTTL", key))
    if count + 1 > limit then return { i, pttl } end
    ttl = math.max(1, math.ceil(pttl + refill))
  end
  redis.call("SET", key, count + 1, "PX", ttl)
  local left = limit - count - 1
  if closest == 0 or left < fewest or (left == fewest and ttl > longest) then
    closest, fewest, longest = i, left, ttl
  end
end
return { 0, closest, fewest, longest }
`
const TAKE_SHA = createHash("sha1").update(TAKE_SCRIPT).digest("hex")

/** The script's reply: {0, closest key, left, TTL} when served, {refusing key, wait} when refused. */
type TakeReply = readonly [number, ...Array<number>]

/** What a plan sends besides its keys, computed once per plan. */
interface PlanArgs {
  readonly windowsPerCounter: ReadonlyArray<number>
  readonly argv: ReadonlyArray<string>
  readonly keyCount: string
}

const argsOf = (plan: QuotaPlan): PlanArgs => ({
  windowsPerCounter: plan.map((rule) => rule.windows.length),
  argv: plan.flatMap((rule) =>
    rule.windows.flatMap((w) => [String(w.limit), String(w.windowMillis), String(w.refillMillis)])
  ),
  keyCount: String(plan.reduce((n, rule) => n + rule.windows.length, 0))
})

/** When Redis cannot answer: counted per instance in memory, warned once per outage. */
export interface StoreOutage {
  readonly answered: () => void
  readonly failed: (reason: string) => void
}

export const makeStoreOutage = (): StoreOutage => {
  let warned = false
  return {
    answered: () => {
      warned = false
    },
    failed: (reason) => {
      if (warned) return
      warned = true
      process.stderr.write(
        `${JSON.stringify({ level: "warn", msg: "quota store unavailable: counting per instance in memory", reason })}\n`
      )
    }
  }
}

/**
 * The counters in Redis under `prefix` (`<prefix><scope>:<id>:<window>`, the names the RateLimiter used),
 * shared by every instance; while Redis fails, counted in this instance's memory (never failing the call).
 */
export const makeRedisCounters = (
  redis: Redis.Redis["Service"],
  prefix: string,
  outage: StoreOutage
): QuotaCountersService => {
  const local = new MemoryCounters()
  const planArgs = new WeakMap<QuotaPlan, PlanArgs>()
  const argsFor = (plan: QuotaPlan) => {
    let args = planArgs.get(plan)
    if (args === undefined) planArgs.set(plan, (args = argsOf(plan)))
    return args
  }
  const keysOf = (plan: QuotaPlan, ids: ReadonlyArray<string>) =>
    plan.flatMap((rule, c) => rule.windows.map((w) => `${prefix}${rule.scope}:${ids[c]}:${w.name}`))

  // EVALSHA, and EVAL (which also caches the script) when this Redis has not seen it yet.
  const runTake = (plan: QuotaPlan, ids: ReadonlyArray<string>) => {
    const args = argsFor(plan),
      keys = keysOf(plan, ids)
    return redis.send<TakeReply>("EVALSHA", TAKE_SHA, args.keyCount, ...keys, ...args.argv).pipe(
      Effect.catchIf(
        (error) => String(error.cause).includes("NOSCRIPT"),
        () => redis.send<TakeReply>("EVAL", TAKE_SCRIPT, args.keyCount, ...keys, ...args.argv)
      )
    )
  }
  /** The counter and window of a key's position (from 1) in the script's KEYS. */
  const windowAt = (plan: QuotaPlan, position: number) => {
    const { windowsPerCounter } = argsFor(plan)
    let window = position - 1,
      counter = 0
    while (window >= windowsPerCounter[counter]!) window -= windowsPerCounter[counter++]!
    return { counter, window }
  }
  const outcomeOf = (plan: QuotaPlan, [position, ...rest]: TakeReply): Refusal | Served => {
    if (Number(position) !== 0)
      return { refused: true, ...windowAt(plan, Number(position)), retryAfterMillis: Number(rest[0]) }
    return {
      refused: false,
      ...windowAt(plan, Number(rest[0])),
      remaining: Number(rest[1]),
      resetMillis: Number(rest[2])
    }
  }
  const locally = (
    reason: string,
    plan: QuotaPlan,
    ids: ReadonlyArray<string>
  ): Effect.Effect<QuotaStanding, RateLimited> =>
    Effect.clockWith((clock) => {
      outage.failed(reason)
      return settle(plan, local.take(plan, ids, clock.currentTimeMillisUnsafe()))
    })

  return {
    take: (plan, ids) =>
      runTake(plan, ids).pipe(
        Effect.matchEffect({
          onFailure: (error) => locally(`quota counters script failed: ${String(error.cause)}`, plan, ids),
          onSuccess: (result) => {
            outage.answered()
            return settle(plan, outcomeOf(plan, result))
          }
        })
      ),
    remaining: (plan, ids) =>
      redis.send<Array<string | null>>("MGET", ...keysOf(plan, ids)).pipe(
        Effect.map((counts) => {
          outage.answered()
          let k = 0
          return plan.map((rule) =>
            rule.windows.map((w) => ({
              window: w.name,
              limit: w.limit,
              remaining: Math.max(0, w.limit - Number(counts[k++] ?? 0))
            }))
          )
        }),
        Effect.catch((error) =>
          Effect.clockWith((clock) => {
            outage.failed(`quota counters read failed: ${String(error.cause)}`)
            return Effect.succeed(local.remaining(plan, ids, clock.currentTimeMillisUnsafe()))
          })
        )
      )
  }
}
