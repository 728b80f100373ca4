import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rateLimits, type UserRow } from '../db/schema';
import { createLogger } from '../logger';
import { openTestDatabase } from '../test/test-database';
import { rateLimitPersonalData, startCounterSweep, sweepCounters, takeInOrder } from './db-rate-limiter';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const minute = { limit: 2, windowMs: 60_000 };
const person = (subject: string) => ({ name: 'p', rule: minute, subject });
const address = { name: 'a', rule: { limit: 3, windowMs: 60_000 }, subject: '10.0.0.1' };

const counters = () =>
  database.db
    .select({ name: rateLimits.name, subject: rateLimits.subject, endsAt: rateLimits.endsAt, count: rateLimits.count })
    .from(rateLimits)
    .orderBy(asc(rateLimits.name), asc(rateLimits.subject));

describe('takeInOrder', () => {
  it('counts each limit only when the ones before it allowed, and says which refused and for how long', async () => {
    const at = 600_000; // the start of a window
    const meera = person('meera');
    expect(await takeInOrder(database.db, [meera, address], at)).toBeUndefined();
    expect(await takeInOrder(database.db, [meera, address], at + 1000)).toBeUndefined();
    // The person's third: refused by their own limit, and not counted against the address.
    expect(await takeInOrder(database.db, [meera, address], at + 2000)).toEqual({ refused: 0, retryAfterMs: 58_000 });
    const arjun = person('arjun');
    expect(await takeInOrder(database.db, [arjun, address], at + 3000)).toBeUndefined(); // the address's third
    expect(await takeInOrder(database.db, [arjun, address], at + 4000)).toEqual({ refused: 1, retryAfterMs: 56_000 });
    // The next window starts afresh.
    expect(await takeInOrder(database.db, [meera, address], at + 60_000)).toBeUndefined();
    // Each counter is its limit's name and its subject, whole, and the end of its window.
    expect(await counters()).toEqual(
      expect.arrayContaining([
        { name: 'p', subject: 'meera', endsAt: new Date(at + 60_000), count: 3 },
        { name: 'a', subject: '10.0.0.1', endsAt: new Date(at + 60_000), count: 4 },
        { name: 'p', subject: 'meera', endsAt: new Date(at + 120_000), count: 1 },
      ]),
    );
  });
});

describe('the sweep', () => {
  it('removes a counter once its window has ended, and not before', async () => {
    await database.db.delete(rateLimits);
    const at = 6_000_000;
    await takeInOrder(database.db, [person('kiran')], at + 5000);
    await takeInOrder(database.db, [{ name: 'slow', rule: { limit: 5, windowMs: 15 * 60_000 }, subject: 'kiran' }], at);
    expect(await sweepCounters(database.db, new Date(at + 59_999))).toBe(0);
    expect(await sweepCounters(database.db, new Date(at + 60_000))).toBe(1); // the minute's
    expect((await counters()).map((c) => c.name)).toEqual(['slow']);
    expect(await sweepCounters(database.db, new Date(at + 15 * 60_000))).toBe(1);
    expect(await counters()).toEqual([]);
  });

  it('runs on the one instance that holds its lease, by the server clock', async () => {
    await database.db.delete(rateLimits);
    const now = Date.now();
    await takeInOrder(database.db, [person('leela')], now);
    const logger = createLogger('silent');
    const clock = { now: () => new Date(now + 60_000) }; // a minute on: the window has ended
    const one = startCounterSweep({ db: database.db, clock, logger }, 0);
    const other = startCounterSweep({ db: database.db, clock, logger }, 0);
    expect(await one.run()).toBe(1);
    expect(await other.run()).toBeNull(); // the lease is the first one's
    expect(await counters()).toEqual([]);
  });
});

describe('a person’s counters', () => {
  it('are erased with their account, found by their id alone; an address and other people keep theirs', async () => {
    await database.db.delete(rateLimits);
    const id = '3f9a1c2e-1111-4c1d-9a55-0123456789ab';
    const someone: UserRow = {
      id,
      firebaseUid: 'uid-of-someone',
      email: null,
      displayName: null,
      picture: null,
      createdAt: new Date(),
      lastLoginAt: new Date(),
    };
    const now = Date.now();
    await takeInOrder(database.db, [person(id), address], now);
    await takeInOrder(database.db, [person('someone-else')], now);
    await database.db.transaction((tx) => rateLimitPersonalData.erase(tx, someone, 'account'));
    expect((await counters()).map((c) => c.subject).sort()).toEqual(['10.0.0.1', 'someone-else']);
  });
});
