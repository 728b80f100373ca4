import { createServer } from 'node:net';

/**
 * `count` ports free on 127.0.0.1 now, all different. (Ports picked at random from a range once
 * landed the Auth emulator on PostgreSQL's 5432, and the server never became ready.)
 */
export async function freePorts(count: number): Promise<number[]> {
  const held = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = held.map((server) => (server.address() as { port: number }).port);
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
