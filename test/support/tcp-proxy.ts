import { createConnection, createServer, type Server, type Socket } from "node:net"

interface Pipe {
  readonly client: Socket
  readonly upstream: Socket
}

const forward = ({ client, upstream }: Pipe) => {
  client.pipe(upstream)
  upstream.pipe(client)
}

// Bytes already read wait in the sockets' buffers, later ones in the kernel's: nothing is lost, only delayed.
const hold = ({ client, upstream }: Pipe) => {
  client.unpipe(upstream)
  upstream.unpipe(client)
  client.pause()
  upstream.pause()
}

/**
 * A TCP proxy in front of a real PostgreSQL or Redis, to take it "down" and bring it back in a test
 * without touching the machine's shared server: stop() drops every connection and refuses new ones.
 * pause() makes it hang instead: connections are still accepted, but no byte is forwarded either way
 * until resume() (a stalled network, a proxy that stopped forwarding).
 */
export const startTcpProxy = async (targetPort: number, targetHost = "127.0.0.1") => {
  const sockets = new Set<Socket>()
  const pipes = new Set<Pipe>()
  let paused = false
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
        const pipe = { client, upstream }
        pipes.add(pipe)
        if (!paused) forward(pipe)
        client.on("close", () => {
          pipes.delete(pipe)
          upstream.destroy()
        })
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
    start: listen,
    pause: () => {
      if (paused) return
      paused = true
      for (const pipe of pipes) hold(pipe)
    },
    resume: () => {
      if (!paused) return
      paused = false
      for (const pipe of pipes) forward(pipe)
    }
  }
}
