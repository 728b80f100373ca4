import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../../scripts/timeline/fixtures';
import { consentNoticeResponse, TIMELINE_NOTICE } from '../../../shared/contracts/privacy';
import { callApi } from '../../test/api-calls';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// GET /api/me/consent-notice: a REST client reads the notice the app shows, and consents to the
// version it read; then its upload is taken.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const upload = (cookie: string) => {
  const form = new FormData();
  form.append('file', new Blob([semanticMonthJson(7, { persona: DEFAULT_PERSONA })]), '2025_MARCH.json');
  return callApi(server.url, { method: 'POST', path: '/api/upload', raw: form, cookie });
};

it('is the notice the app shows, readable before signing in, and its version is the one consent takes', async () => {
  const read = await callApi(server.url, { method: 'GET', path: '/api/me/consent-notice' });
  expect(read.status).toBe(200);
  const notice = consentNoticeResponse.parse(read.body);
  expect(notice).toEqual({
    version: TIMELINE_NOTICE.version,
    title: TIMELINE_NOTICE.title,
    points: [...TIMELINE_NOTICE.points],
  });

  const cookie = await signInAs(server, `notice.${randomUUID().slice(0, 8)}@example.com`, 'Notice', { consent: false });
  expect((await upload(cookie)).status).toBe(409);
  const consent = await callApi(server.url, {
    method: 'POST',
    path: '/api/me/consent',
    json: { noticeVersion: notice.version },
    cookie,
  });
  expect(consent.status).toBe(200);
  expect((await upload(cookie)).status).toBe(200);
});
