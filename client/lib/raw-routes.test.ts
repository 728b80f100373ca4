import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFrom } from './api-error';
import { fetchRawRoute } from './raw-routes';

// spec §7/§8: the two raw routes (the upload and the download) and the reading of an error body,
// against a stubbed fetch and localStorage. The tRPC calls are the library's.

const calls: { url: string; init: RequestInit }[] = [];
function reply(status: number, body: string | object | null, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const text = body === null ? null : typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: contentType ? { 'content-type': contentType } : {} });
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchRawRoute: the upload and the download', () => {
  it('sends FormData without a content type, so the browser sets the boundary (spec §7)', async () => {
    reply(200, { success: true });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.json');
    const response = await fetchRawRoute('POST /api/upload', { body: form, accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    const { url, init } = calls[0]!;
    expect([url, init.method, init.body, init.credentials]).toEqual(['/api/upload', 'POST', form, 'include']);
    const headers = new Headers(init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('accept')).toBe('application/x-ndjson');
  });

  it('fills the path from its parameters, encoded, and throws a refusal with its code', async () => {
    reply(404, { success: false, error: 'No such file.', code: 'NOT_FOUND' });
    const error = await fetchRawRoute('GET /api/timeline/analyses/:id/file', { params: { id: 'a/b c' } }).catch(
      (e: unknown) => e,
    );
    expect(calls[0]!.url).toBe('/api/timeline/analyses/a%2Fb%20c/file');
    expect(error).toMatchObject({ message: 'No such file.', status: 404, code: 'NOT_FOUND' });
  });
});

describe('apiErrorFrom', () => {
  it('keeps each part of an error body that has its shape, and only those', () => {
    const good = apiErrorFrom(400, {
      success: false,
      error: 'Invalid request',
      code: 'BAD_REQUEST',
      fields: { 'commute.workAddress': 'must not be blank' },
    });
    expect([good.message, good.code, good.fields]).toEqual([
      'Invalid request',
      'BAD_REQUEST',
      { 'commute.workAddress': 'must not be blank' },
    ]);
    const odd = apiErrorFrom(500, { error: 42, code: 'toString', fields: { a: 1 } });
    expect([odd.message, odd.code, odd.fields]).toEqual(['API call failed with status: 500', undefined, {}]);
    expect(apiErrorFrom(502, 'Bad gateway').message).toBe('API call failed with status: 502');
    expect(apiErrorFrom(409, { error: 'Taken', fields: ['x'] }).fields).toEqual({});
    const trpc = apiErrorFrom(429, { error: { message: 'Wait', data: { appCode: 'nope', fields: null } } });
    expect([trpc.message, trpc.code, trpc.fields]).toEqual(['Wait', undefined, {}]);
  });
});
