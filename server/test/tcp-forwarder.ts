import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP forwarder to a local port that a test can cut and restore, like a database server going
 * away and coming back.
 */
export async function startTcpForwarder(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(targetPort, '127.0.0.1');
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
