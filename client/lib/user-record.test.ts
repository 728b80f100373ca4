import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserData, getUserData, saveUserData, USER_RECORD_KEY } from './user-record';

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('roommate-finder record (spec §3)', () => {
  it('merges on save, stamps lastUpdated, and keeps users apart', () => {
    expect(saveUserData('u1', { persona: 'social' })).toBe(true);
    expect(saveUserData('u1', { selectedNeighborhood: null })).toBe(true);
    expect(saveUserData('u2', { persona: 'family' })).toBe(true);
    const record = getUserData('u1');
    expect(record).toMatchObject({ persona: 'social', selectedNeighborhood: null });
    expect(Date.parse(record!.lastUpdated!)).toBeGreaterThan(Date.now() - 5000);
    expect(Object.keys(JSON.parse(store.get(USER_RECORD_KEY)!))).toEqual(['u1', 'u2']);
  });

  it('reads null without an id or data, and refuses to save or clear without an id', () => {
    expect(getUserData('nobody')).toBeNull();
    expect(getUserData(undefined)).toBeNull();
    expect(saveUserData(null, { persona: 'budget' })).toBe(false);
    expect(clearUserData('')).toBe(false);
    expect(store.size).toBe(0);
  });

  it('clearing deletes only that user', () => {
    saveUserData('u1', { persona: 'social' });
    saveUserData('u2', { persona: 'family' });
    expect(clearUserData('u1')).toBe(true);
    expect(getUserData('u1')).toBeNull();
    expect(getUserData('u2')).toMatchObject({ persona: 'family' });
    expect(clearUserData('u2')).toBe(true);
    expect(store.has(USER_RECORD_KEY)).toBe(false);
  });

  it('survives corrupt storage: read gives null, save gives false', () => {
    store.set(USER_RECORD_KEY, '{broken');
    expect(getUserData('u1')).toBeNull();
    expect(saveUserData('u1', { persona: 'social' })).toBe(false);
  });
});
