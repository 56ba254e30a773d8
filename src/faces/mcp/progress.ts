// MCP progress (notifications/progress) for a tools/call that carries `_meta.progressToken`: the long
// calculations (the retirement stress test's simulation) report how far they have come, and the client
// hears it while it waits (docs/mcp.md "Progress").
import type { ProgressToken } from "@modelcontextprotocol/server"
import type { ProgressReporter } from "../../core/tool.ts"

/** The notification as the SDK sends it (it adds the JSON-RPC envelope). */
export interface ProgressNotification {
  readonly method: "notifications/progress"
  readonly params: {
    readonly progressToken: ProgressToken
    readonly progress: number
    readonly total: number
    readonly message: string
  }
}

/** Notifications sent for one call at most, whatever the calculator reports (it reports every 5%). */
const MAX_PROGRESS_NOTIFICATIONS = 25

/**
 * A ProgressReporter that sends each report as a notification for `progressToken`: progress only
 * increases (MCP requires it), and at most MAX_PROGRESS_NOTIFICATIONS are sent.
 */
export const progressNotifier = (
  send: (notification: ProgressNotification) => void,
  progressToken: ProgressToken
): ProgressReporter => {
  let last = 0
  let sent = 0
  return (done, total) => {
    if (!(done > last) || sent >= MAX_PROGRESS_NOTIFICATIONS) return
    last = done
    sent++
    send({
      method: "notifications/progress",
      params: { progressToken, progress: done, total, message: `${done} of ${total} done` }
    })
  }
}
