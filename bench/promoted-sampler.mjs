// Preloaded (node --import) by bench/promoted-allocations.ts into the process it measures: V8's sampling heap
// profiler, counting only the objects that outlive a young-generation collection (promoted, or allocated
// old). On SIGUSR2 the profile is written to PROMOTED_PROFILE.
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"

const session = new Session()
session.connect()
await session.post("HeapProfiler.enable")
await session.post("HeapProfiler.startSampling", {
  samplingInterval: 2048,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: false
})
process.on("SIGUSR2", async () => {
  const { profile } = await session.post("HeapProfiler.stopSampling")
  writeFileSync(process.env.PROMOTED_PROFILE, JSON.stringify(profile))
})
