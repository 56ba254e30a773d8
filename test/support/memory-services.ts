import { memoryServices } from "../../src/services/memory.ts"

/**
 * Services for tests that exercise anonymous calls only (e.g. through HttpRouter.toHttpEffect with a
 * TestClock): the in-memory services the stdio server runs on.
 */
export const anonymousOnlyServices = memoryServices
