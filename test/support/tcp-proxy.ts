import { createConnection, createServer, type Server, type Socket } from "node:net"

/**
 * A TCP proxy in front of a real PostgreSQL or Redis, to take it "down" and bring it back in a test
 * without touching the machine's shared server: stop() drops every connection and refuses new ones.
 */
export const startTcpProxy = async (targetPort: number, targetHost = "127.0.0.1") => {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection({ host: targetHost, port: targetPort })
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on("close", () => sockets.delete(socket))
          socket.on("error", () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on("close", () => upstream.destroy())
        upstream.on("close", () => client.destroy())
      })
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port
        resolve()
      })
    })
  await listen()
  return {
    get port() {
      return port
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server?.close(() => resolve())
      }),
    start: listen
  }
}
