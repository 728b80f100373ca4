import { spawn } from 'node:child_process';

/**
 * Starts scripts/bench/bench-server.ts in its own process (so the client's work does not count
 * against the server's) and resolves with its URL and the cookies of its signed-in users.
 */
export async function spawnBenchServer(nodeArgs: string[] = []) {
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/bench-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [base, cookieList] = await new Promise<string[]>((resolve) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/ready (\S+) (\S+)/);
      if (match) resolve([match[1]!, match[2]!]);
    });
  });
  return { base: base!, cookies: cookieList!.split(','), stop: () => server.kill('SIGTERM') };
}
