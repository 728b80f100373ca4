import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { storedHashes } from './stored-hashes';

// The memo is keyed by database handle; any distinct object stands in for one here.
const freshDb = () => ({}) as Database;

describe('storedHashes', () => {
  it('recalls both hashes for 30 s, then forgets them', () => {
    const db = freshDb();
    storedHashes.rememberWrite(db, 'u', { preferences: 'p1', input: 'i1' }, 1_000);
    expect(storedHashes.recall(db, 'u', 31_000)).toEqual({ preferences: 'p1', input: 'i1' });
    expect(storedHashes.recall(db, 'u', 31_001)).toBeUndefined();
  });

  it('remembers a read, such as a user with nothing stored yet', () => {
    const db = freshDb();
    const writes = storedHashes.writesSoFar(db, 'u');
    storedHashes.rememberRead(db, 'u', { preferences: undefined, input: undefined }, writes, 0);
    expect(storedHashes.recall(db, 'u', 10)).toEqual({ preferences: undefined, input: undefined });
  });

  it('does not remember a read that a write overtook', () => {
    const db = freshDb();
    const writes = storedHashes.writesSoFar(db, 'u'); // the read starts
    storedHashes.rememberWrite(db, 'u', { preferences: 'p2', input: 'i2' }, 0); // a write commits
    storedHashes.rememberRead(db, 'u', { preferences: 'p1', input: 'i1' }, writes, 1); // the read ends
    expect(storedHashes.recall(db, 'u', 2)).toEqual({ preferences: 'p2', input: 'i2' });
  });

  it('merges one new hash into a fresh entry without extending its life', () => {
    const db = freshDb();
    storedHashes.rememberWrite(db, 'u', { preferences: 'p1', input: 'i1' }, 0);
    storedHashes.rememberWrite(db, 'u', { preferences: 'p2' }, 20_000);
    expect(storedHashes.recall(db, 'u', 25_000)).toEqual({ preferences: 'p2', input: 'i1' });
    expect(storedHashes.recall(db, 'u', 30_001)).toBeUndefined();
  });

  it('does not guess the other hash when only one is known', () => {
    const db = freshDb();
    storedHashes.rememberWrite(db, 'u', { input: 'i1' }, 0);
    expect(storedHashes.recall(db, 'u', 1)).toBeUndefined();
    storedHashes.rememberWrite(db, 'u', { preferences: 'p1', input: 'i1' }, 0);
    storedHashes.rememberWrite(db, 'u', { preferences: 'p2' }, 40_000); // the entry had expired
    expect(storedHashes.recall(db, 'u', 40_001)).toBeUndefined();
  });

  it('keeps users and databases apart', () => {
    const one = freshDb();
    const two = freshDb();
    storedHashes.rememberWrite(one, 'u', { preferences: 'p1', input: 'i1' }, 0);
    expect(storedHashes.recall(one, 'v', 1)).toBeUndefined();
    expect(storedHashes.recall(two, 'u', 1)).toBeUndefined();
  });
});
