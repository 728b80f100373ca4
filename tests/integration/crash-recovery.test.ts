import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { semanticMonthJson } from '../../scripts/timeline/fixtures';
import { emulatorIdToken, sessionCookieFrom } from '../../server/test/emulator-tokens';
import { createTempDirs } from '../../server/test/temp-dirs';
import { CONSENT_NOTICE_VERSION } from '../../shared/contracts/privacy';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { exited, runningAt, runServer, type ServerProcess } from './server-process';

// Faults: the server killed outright (SIGKILL) in the middle of an upload, then started
// again on the same embedded data folder: every user's data is there, the upload left no
// half-written row or file, and the person can simply upload again. And SIGTERM closes the
// WebSocket streams cleanly.

const tempDir = createTempDirs();
async function start(dataDir: string): Promise<{ child: ServerProcess; url: string }> {
  const child = runServer({
    PORT: '0',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
  });
  return { child, url: await runningAt(child) };
}

async function json(url: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Starts a kept-file upload whose body arrives slowly; resolves once the server has some of it. */
function slowUpload(url: string, cookie: string, text: string): Promise<void> {
  const boundary = 'basera-crash-test';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="keepFile"\r\n\r\ntrue\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="month.json"\r\nContent-Type: application/json\r\n\r\n`;
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/upload',
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('error', () => {}); // the server is about to be killed
    req.write(head);
    let sent = 0;
    const piece = 16 * 1024;
    const timer = setInterval(() => {
      req.write(text.slice(sent, sent + piece));
      sent += piece;
      if (sent >= piece * 4) resolve(); // a good part is in, the rest never comes
      if (sent >= text.length) clearInterval(timer);
    }, 50);
    req.on('close', () => clearInterval(timer));
  });
}

describe('crash and restart on the embedded database', () => {
  it('keeps every user’s data, leaves nothing half-written from the killed upload, and lets the person retry', async () => {
    const dataDir = tempDir('basera-crash-');
    let server = await start(dataDir);
    const { idToken } = await emulatorIdToken({ email: 'crash@example.com', name: 'Crash Test' });
    const signIn = await fetch(`${server.url}/api/auth/verify-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    const cookie = sessionCookieFrom(signIn.headers);
    expect((await json(server.url, '/api/me/consent', cookie, { noticeVersion: CONSENT_NOTICE_VERSION })).status).toBe(
      200,
    );
    const preferences = commuterPreferences('Powai, Mumbai', { driving: 20 });
    expect((await json(server.url, '/api/housing/recommend-housing', cookie, { preferences })).status).toBe(200);

    await slowUpload(server.url, cookie, semanticMonthJson(60));
    server.child.kill('SIGKILL');
    await exited(server.child);

    server = await start(dataDir);
    try {
      // The session, the search and its results are all there.
      const latest = await json(server.url, '/trpc/recommendations.latest', cookie);
      expect(latest.status).toBe(200);
      expect(JSON.stringify(latest.body)).toContain('Powai');
      // Nothing of the killed upload: no analysis row, no kept file.
      const listed = await json(server.url, '/trpc/timeline.list', cookie);
      expect((listed.body as { result: { data: { analyses: unknown[] } } }).result.data.analyses).toEqual([]);
      const files = join(dataDir, 'files');
      expect(
        existsSync(files) ? readdirSync(files, { recursive: true }).filter((f) => !String(f).startsWith('.')) : [],
      ).toEqual([]);
      // And the person can simply upload again.
      const form = new FormData();
      form.append('keepFile', 'true');
      form.append('file', new Blob([semanticMonthJson(14)], { type: 'application/json' }), 'month.json');
      const retry = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
      expect(retry.status, `${await retry.clone().text()}\n${server.child.output()}`).toBe(200);
      const again = await json(server.url, '/trpc/timeline.list', cookie);
      expect((again.body as { result: { data: { analyses: unknown[] } } }).result.data.analyses).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
  }, 120_000);

  it('closes WebSocket streams cleanly on SIGTERM (a going-away close the client reconnects from)', async () => {
    const server = await start(tempDir('basera-ws-'));
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/trpc`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
  }, 60_000);
});
