import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom } from './api-error';
import { callRawRoute, server } from './server-calls';

// spec §7/§8: how the browser calls the server, against a stubbed fetch and localStorage.

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

const user = { id: 'u1', uid: 'g1', email: 'a@b.in', name: 'A', displayName: 'A', picture: null };

describe('server: procedures over tRPC HTTP', () => {
  it('reads a query with a GET, its input in the URL, with credentials and the stored bearer token', async () => {
    localStorage.setItem('authToken', 'token-123');
    reply(200, { result: { data: { suggestions: [] } } });
    expect(await server.geocoding.suggest.query({ text: 'Powai' })).toEqual({ suggestions: [] });
    const { url, init } = calls[0]!;
    expect(url).toBe(`/trpc/geocoding.suggest?input=${encodeURIComponent('{"text":"Powai"}')}`);
    expect(init.method).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-123');
  });

  it('sends a mutation as a POST with its input as the JSON body', async () => {
    reply(200, { result: { data: { user } } });
    expect(await server.auth.verifyToken.mutate({ idToken: 'id-token' })).toEqual({ user });
    const { url, init } = calls[0]!;
    expect([url, init.method, init.body]).toEqual(['/trpc/auth.verifyToken', 'POST', '{"idToken":"id-token"}']);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws the message, code and fields of a refusal, as tRPC sends them', async () => {
    reply(400, {
      error: {
        message: 'Invalid request: text: Type a place',
        code: -32600,
        data: { appCode: 'BAD_REQUEST', fields: { text: 'Type a place' }, httpStatus: 400 },
      },
    });
    const error = await server.geocoding.suggest.query({ text: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid request: text: Type a place',
      status: 400,
      code: 'BAD_REQUEST',
      fields: { text: 'Type a place' },
    });
  });

  it("falls back to 'API call failed with status: {code}' (spec §8), and refuses a reply without data", async () => {
    reply(502, '<html>bad gateway</html>', 'text/html');
    await expect(server.cities.list.query()).rejects.toThrow('API call failed with status: 502');
    reply(200, { something: 'else' });
    await expect(server.cities.list.query()).rejects.toThrow('API call failed with status: 200');
  });
});

describe('callRawRoute: the upload and the download', () => {
  it('sends FormData without a content type, so the browser sets the boundary (spec §7)', async () => {
    reply(200, { success: true });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.json');
    const response = await callRawRoute('POST /api/upload', { body: form, accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    const { url, init } = calls[0]!;
    expect([url, init.method, init.body, init.credentials]).toEqual(['/api/upload', 'POST', form, 'include']);
    const headers = new Headers(init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('accept')).toBe('application/x-ndjson');
  });

  it('fills the path from its parameters, encoded, and throws a refusal with its code', async () => {
    reply(404, { success: false, error: 'No such file.', code: 'NOT_FOUND' });
    const error = await callRawRoute('GET /api/timeline/analyses/:id/file', { params: { id: 'a/b c' } }).catch(
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
