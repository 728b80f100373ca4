import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { freePorts } from '../../server/test/free-ports';
import { createTempDirs } from '../../server/test/temp-dirs';
import { exited, runServer as run, runningAt } from './server-process';

// The real entry point (server/main.ts) as its own process: how it refuses bad settings and how it
// shuts down.

const tempDir = createTempDirs();

describe('server process', () => {
  it('stops with a list of what is wrong when settings are invalid', async () => {
    const child = run({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await exited(child)).toBe(1);
    expect(child.output()).toMatch(/Basera cannot start\. Invalid settings:/);
    expect(child.output()).toMatch(/- PORT:/);
    expect(child.output()).toMatch(/- DATABASE_URL: must be a postgres/);
  });

  it('refuses NODE_ENV=production with the emulator and says why', async () => {
    const child = run({ NODE_ENV: 'production' });
    expect(await exited(child)).toBe(1);
    expect(child.output()).toMatch(/production while the Firebase Auth emulator is configured/);
  });

  it('starts, serves, and exits cleanly on SIGTERM, finishing the request in flight', async () => {
    const dataDir = tempDir('basera-proc-');
    const child = run({
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    });
    const url = await runningAt(child);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // A request the server has begun (its headers are in, its body is still coming) when SIGTERM
    // arrives is answered before the server exits.
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify({ idToken: 'not-a-token' });
    socket.write(
      `POST /api/auth/verify-token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    socket.end(body);
    await once(socket, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(await exited(child)).toBe(0);
    expect(child.output()).toMatch(/shutting down/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it('serves the home page with NODE_ENV=development, as .env.example suggests', async () => {
    const child = run({
      PORT: '0',
      DATA_DIR: tempDir('basera-dev-'),
      NODE_ENV: 'development',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    });
    const url = await runningAt(child);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<title>[^<]*Basera/);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  });

  it('stops at once on Ctrl-C while its own Auth emulator is still starting, and stops the emulator too', async () => {
    const [emulatorPort] = (await freePorts(1)) as [number];
    const child = run({ PORT: '0', DATA_DIR: tempDir('basera-early-'), AUTH_EMULATOR_PORT: String(emulatorPort) });
    const url = await runningAt(child);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { auth: string };
    expect(health.auth).toBe('starting'); // the emulator takes seconds to boot
    const stopped = Date.now();
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    // It used to wait for the emulator to finish booting first: about a minute here.
    expect(Date.now() - stopped).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${emulatorPort}/`, { signal: AbortSignal.timeout(1000) })).rejects.toThrow();
  });
});
