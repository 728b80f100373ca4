import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestGoogleIdToken,
  forgetLocalAccount,
  localAccountSchema,
  readLocalAccounts,
  rememberLocalAccount,
} from './local-accounts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('local test accounts', () => {
  it('builds an unsigned Google ID token carrying the account, with a stable subject', async () => {
    const token = await buildTestGoogleIdToken({ name: 'Asha Verma', email: 'asha@example.com' });
    const [header, payload, signature] = token.split('.');
    expect(decode(header!)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload!)).toMatchObject({
      iss: 'https://accounts.google.com',
      email: 'asha@example.com',
      name: 'Asha Verma',
    });
    expect(signature).toBe('');
    const again = await buildTestGoogleIdToken({ name: 'Asha V', email: 'asha@example.com' });
    const other = await buildTestGoogleIdToken({ name: 'Asha Verma', email: 'asha2@example.com' });
    expect(decode(again.split('.')[1]!).sub).toBe(decode(payload!).sub);
    expect(decode(other.split('.')[1]!).sub).not.toBe(decode(payload!).sub);
  });

  it('remembers accounts most recent first, without duplicates, and forgets them', () => {
    rememberLocalAccount({ name: 'A', email: 'a@example.com' });
    rememberLocalAccount({ name: 'B', email: 'b@example.com' });
    rememberLocalAccount({ name: 'A again', email: 'a@example.com' });
    expect(readLocalAccounts().map((a) => a.name)).toEqual(['A again', 'B']);
    expect(forgetLocalAccount('a@example.com').map((a) => a.email)).toEqual(['b@example.com']);
  });

  it('validates what the person types', () => {
    expect(localAccountSchema.safeParse({ name: ' ', email: 'a@example.com' }).success).toBe(false);
    expect(localAccountSchema.safeParse({ name: 'A', email: 'not-an-email' }).success).toBe(false);
    expect(localAccountSchema.parse({ name: ' A ', email: ' A@Example.COM ' })).toEqual({
      name: 'A',
      email: 'a@example.com',
    });
  });

  it('ignores a corrupted store instead of crashing the chooser', () => {
    localStorage.setItem('basera.localAccounts', '{not json');
    expect(readLocalAccounts()).toEqual([]);
  });
});
