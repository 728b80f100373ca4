import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userResponse } from '../../shared/contracts/auth';
import { ApiError, apiCall, apiErrorFrom } from './api-client';

// spec §7/§8: the API helper's behaviour, against a stubbed fetch and localStorage.

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

describe('apiCall', () => {
  it('sends credentials, JSON and the stored bearer token', async () => {
    localStorage.setItem('authToken', 'token-123');
    reply(200, { ok: 1 });
    expect(await apiCall('/api/x', { body: { a: 1 } })).toEqual({ ok: 1 });
    const { init } = calls[0]!;
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(init.body).toBe('{"a":1}');
  });

  it('drops the content type for FormData so the browser sets the boundary', async () => {
    reply(200, { ok: 1 });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.json');
    await apiCall('/api/upload', { body: form });
    expect(new Headers(calls[0]!.init.headers).has('content-type')).toBe(false);
    expect(calls[0]!.init.body).toBe(form);
  });

  it("throws the body's error text on a non-OK reply", async () => {
    reply(400, { error: 'Please select at least 3 lifestyle preferences.', code: 'BAD_REQUEST' });
    const error = await apiCall('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please select at least 3 lifestyle preferences.',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('carries the code and the per-field messages of a refused input', async () => {
    reply(400, {
      success: false,
      error: 'Invalid request: email: Enter a valid e-mail address.',
      code: 'BAD_REQUEST',
      fields: { email: 'Enter a valid e-mail address.' },
    });
    const error = await apiCall('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fields: { email: 'Enter a valid e-mail address.' } });
  });

  it('checks the reply against its contract instead of trusting it', async () => {
    reply(200, { user: { id: 1 } });
    await expect(apiCall('/api/x', { schema: userResponse })).rejects.toThrow(/not what we expected/);
    const user = { id: 'u1', uid: 'g1', email: 'a@b.in', name: 'A', displayName: 'A', picture: null };
    reply(200, { user });
    expect(await apiCall('/api/x', { schema: userResponse })).toEqual({ user });
  });

  it("falls back to 'API call failed with status: {code}'", async () => {
    reply(502, '<html>bad gateway</html>', 'text/html');
    await expect(apiCall('/api/x')).rejects.toThrow('API call failed with status: 502');
  });

  it('turns an OK reply that is not JSON into a success object', async () => {
    reply(204, null, '');
    expect(await apiCall('/api/x', { method: 'POST' })).toEqual({ success: true });
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
  });
});
