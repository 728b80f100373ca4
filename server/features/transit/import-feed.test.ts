import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../shared/domain/transit/build-network';
import { planJourney } from '../../../shared/domain/transit/plan-journey';
import { serviceDay } from '../../../shared/domain/transit/service-day';
import { loadDataset } from '../../data/load-dataset';
import type { DatabaseHandle } from '../../db/client';
import { createTempDirs } from '../../test/temp-dirs';
import { openTestDatabase } from '../../test/test-database';
import { loadFeeds, storedFeeds } from './feed-store';
import { GtfsRefused } from './gtfs/gtfs-refused';
import { parseFeed } from './gtfs/parse-feed';
import { readFeedFiles } from './gtfs/read-feed-files';
import { importFeed } from './import-feed';
import { createTransitService, SHIPPED_FEEDS_DIR } from './transit-service';

const tempDir = createTempDirs();
const cities = [...loadDataset().cities];
const METRO = join(SHIPPED_FEEDS_DIR, 'hyderabad-hmrl-metro/gtfs.zip');
const MMTS = join(SHIPPED_FEEDS_DIR, 'hyderabad-mmts/gtfs.zip');
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The MMTS feed as a folder, with one line of stop_times.txt replaced, under the same id. */
async function brokenMmts(line: number, text: string): Promise<string> {
  const dir = tempDir('basera-gtfs-');
  for (const [name, bytes] of await readFeedFiles(MMTS)) {
    const lines = bytes.toString('utf8').split('\n');
    if (name === 'stop_times.txt') lines[line - 1] = text;
    writeFileSync(join(dir, name), lines.join('\n'));
  }
  writeFileSync(join(dir, 'feed.json'), JSON.stringify({ id: 'hyderabad-mmts', network: 'hyderabad' }));
  return dir;
}

describe('importing GTFS into PostgreSQL', () => {
  it('imports the shipped Hyderabad feeds into one network, with their attribution, and the same files again change nothing', async () => {
    expect(await importFeed(database.db, METRO, cities)).toEqual({
      id: 'hyderabad-hmrl-metro',
      network: 'hyderabad',
      status: 'imported',
    });
    expect(await importFeed(database.db, MMTS, cities)).toEqual({
      id: 'hyderabad-mmts',
      network: 'hyderabad',
      status: 'imported',
    });
    expect(await importFeed(database.db, MMTS, cities)).toMatchObject({ status: 'unchanged' });
    const feeds = await loadFeeds(database.db, 'hyderabad');
    expect(feeds.map((f) => [f.meta.id, f.meta.attribution])).toEqual([
      ['hyderabad-hmrl-metro', 'Contains data provided by Hyderabad Metro Rail Ltd.'],
      ['hyderabad-mmts', 'Contains data provided by MMTS.'],
    ]);
  });

  it('a network read back from the database routes exactly as one read from the files', async () => {
    const fromFiles = buildNetwork([parseFeed(await readFeedFiles(METRO), { id: 'hyderabad-hmrl-metro' })]);
    const fromDatabase = (await createTransitService(database.db).network('hyderabad'))!;
    const q = {
      from: { lat: 17.4965452, lng: 78.3730262 },
      to: { lat: 17.4490055, lng: 78.3831376 },
      at: 8.5 * 3600,
      by: 'depart' as const,
    };
    const a = planJourney(fromFiles, { ...q, day: serviceDay(fromFiles, 20270112) });
    const b = planJourney(fromDatabase, { ...q, day: serviceDay(fromDatabase, 20270112) });
    expect([b.departAt, b.arriveAt, b.changes]).toEqual([a.departAt, a.arriveAt, a.changes]);
    expect(b.basis.attribution).toBe('Contains data provided by Hyderabad Metro Rail Ltd.');
  });

  it('refuses a broken feed with file, line and reason, and the stored feed stays as it was', async () => {
    const before = await storedFeeds(database.db);
    const broken = await brokenMmts(4, 'TR_47100,KQD,3,3,04:39:00,4:3x:00');
    const error = await importFeed(database.db, broken, cities).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsRefused);
    // The same refusal from the worker thread a starting server validates in.
    const fromWorker = await importFeed(database.db, broken, cities, { inWorker: true }).catch((e: unknown) => e);
    expect((fromWorker as GtfsRefused).message).toBe((error as GtfsRefused).message);
    expect([(error as GtfsRefused).file, (error as GtfsRefused).line, (error as GtfsRefused).reason]).toEqual([
      'stop_times.txt',
      4,
      'departure_time "4:3x:00" is not a time (HH:MM:SS)',
    ]);
    expect(await storedFeeds(database.db)).toEqual(before);
    expect((await loadFeeds(database.db, 'hyderabad')).map((f) => f.stopTimes.trip.length)).toEqual([61_037, 2_354]);
  });
});
