import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP forwarder to local ports, each new connection to the next of them in turn (plain TCP, so
 * WebSockets pass through): a load balancer for the load test, or a database link a test can cut
 * and restore, like a server going away and coming back.
 */
export async function startTcpForwarder(targetPorts: number | number[], options: { port?: number } = {}) {
  const targets = Array.isArray(targetPorts) ? targetPorts : [targetPorts];
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = options.port ?? 0;
  let next = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(targets[next++ % targets.length]!, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and drops the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    /** Listens again on the same port. */
    restore: listen,
  };
}
