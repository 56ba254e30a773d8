/**
 * The promise of the first call, shared by every later call; a failed start is tried again on the next
 * call. For modules loaded on first use (the MCP SDK, the OAuth provider) rather than at start.
 */
export const once = <A>(start: () => Promise<A>): (() => Promise<A>) => {
  let started: Promise<A> | undefined
  return () => {
    started ??= start().catch((error: unknown) => {
      started = undefined
      throw error
    })
    return started
  }
}
