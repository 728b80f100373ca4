import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { takeInOrder } from './db-rate-limiter';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const person = { rule: { name: 'p', limit: 2, windowMs: 60_000 }, key: 'meera' };
const address = { rule: { name: 'a', limit: 3, windowMs: 60_000 }, key: '10.0.0.1' };

describe('takeInOrder', () => {
  it('counts each limit only when the ones before it allowed, and says which refused and for how long', async () => {
    const at = 600_000; // the start of a window
    expect(await takeInOrder(database.db, [person, address], at)).toBeUndefined();
    expect(await takeInOrder(database.db, [person, address], at + 1000)).toBeUndefined();
    // The person's third: refused by their own limit, and not counted against the address.
    expect(await takeInOrder(database.db, [person, address], at + 2000)).toEqual({ refused: 0, retryAfterMs: 58_000 });
    const other = { ...person, key: 'arjun' };
    expect(await takeInOrder(database.db, [other, address], at + 3000)).toBeUndefined(); // the address's third
    expect(await takeInOrder(database.db, [other, address], at + 4000)).toEqual({ refused: 1, retryAfterMs: 56_000 });
    // The next window starts afresh.
    expect(await takeInOrder(database.db, [person, address], at + 60_000)).toBeUndefined();
  });
});
