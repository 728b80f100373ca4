import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { getUserData, ipfsHashKey, saveUserData } from '../../lib/user-record';
import { exportFileName } from './api/export-data';
import { forgetLocally } from './forget-locally';
import { formatDay } from './format-date';
import { isConsentRequired } from './is-consent-required';

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});

describe('exportFileName', () => {
  it('names the file by the local day, padded', () => {
    expect(exportFileName(new Date(2027, 0, 5, 23, 59))).toBe('basera-data-2027-01-05.json');
  });
});

describe('formatDay', () => {
  it('reads a bare date as that day, whatever the time zone', () => {
    expect(formatDay('2026-12-01')).toBe('1 December 2026');
  });
});

describe('isConsentRequired', () => {
  it('is a conflict about the consent, not any conflict', () => {
    const consent = new ApiError('Please agree first.', 409, 'CONFLICT', { consent: 'Please agree first.' });
    expect(isConsentRequired(consent)).toBe(true);
    expect(isConsentRequired(new ApiError('Taken.', 409, 'CONFLICT', {}))).toBe(false);
    expect(isConsentRequired(new Error('CONFLICT'))).toBe(false);
  });
});

describe('forgetLocally', () => {
  it('drops the browser copies of the deleted kinds and keeps the rest', () => {
    saveUserData('u1', {
      persona: 'social',
      preferences: { userCategory: 'comfort' } as never,
      selectedNeighborhood: null,
    });
    store.set(ipfsHashKey('u1'), 'bafy');
    forgetLocally('u1', ['analyses']);
    expect(getUserData('u1')).not.toHaveProperty('persona');
    expect(getUserData('u1')).toHaveProperty('preferences');
    expect(store.has(ipfsHashKey('u1'))).toBe(false);
    forgetLocally('u1', ['searches', 'selection']);
    expect(getUserData('u1')).not.toHaveProperty('preferences');
    expect(getUserData('u1')).not.toHaveProperty('selectedNeighborhood');
  });
});
