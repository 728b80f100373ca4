import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceDay } from '../../../../shared/domain/transit/service-day';
import { TRANSIT_DATA } from '../test/reference-feeds';
import { TransitNetworks } from '../transit-networks';
import { GtfsRefused } from './gtfs-refused';
import { readFeedFiles } from './read-feed-files';

const MMTS = join(TRANSIT_DATA, 'hyderabad-mmts/gtfs.zip');

/** The feed with one line of one file replaced. */
async function withLine(file: 'stop_times.txt' | 'stops.txt' | 'trips.txt', line: number, text: string) {
  const files = await readFeedFiles(MMTS);
  const lines = files.get(file)!.toString('utf8').split('\n');
  lines[line - 1] = text;
  files.set(file, Buffer.from(lines.join('\n')));
  return files;
}

async function refusal(files: Awaited<ReturnType<typeof readFeedFiles>>): Promise<GtfsRefused> {
  const networks = new TransitNetworks();
  try {
    networks.addFeed('hyderabad', files, { id: 'mmts' });
  } catch (error) {
    if (error instanceof GtfsRefused) return error;
    throw error;
  }
  throw new Error('the feed was accepted');
}

describe('a broken row refuses the feed whole, with file, line and reason', () => {
  it('names an impossible time', async () => {
    const error = await refusal(await withLine('stop_times.txt', 3, 'TR_47100,LKPL,2,2,04:61:00,04:38:00'));
    expect([error.file, error.line, error.reason]).toEqual([
      'stop_times.txt',
      3,
      'arrival_time "04:61:00" is not a time (HH:MM:SS)',
    ]);
  });

  it('names a stop that is not in stops.txt, a missing coordinate and a short row', async () => {
    expect((await refusal(await withLine('stop_times.txt', 2, 'TR_47100,NOWHERE,1,1,04:35:00,04:35:00'))).reason).toBe(
      'stop_id NOWHERE is not in stops.txt',
    );
    const stop = await refusal(await withLine('stops.txt', 2, 'RCPT,RAMACHANDRAPURAM TS,RCPT,,78.28248'));
    expect([stop.file, stop.line, stop.reason]).toEqual(['stops.txt', 2, 'stop_lat "" is not a coordinate']);
    const short = await refusal(await withLine('trips.txt', 4, '47102,cal_MoTuWeThFrSa'));
    expect([short.file, short.line]).toEqual(['trips.txt', 4]);
  });

  it('leaves the previous network in use, and the same feed again changes nothing', async () => {
    const networks = new TransitNetworks();
    const good = await readFeedFiles(MMTS);
    expect(networks.addFeed('hyderabad', good, { id: 'mmts' })).toBe('imported');
    const before = networks.network('hyderabad')!;
    const broken = await withLine('stop_times.txt', 3, 'TR_47100,LKPL,2,2,04:38:00,04:37:00');
    expect(() => networks.addFeed('hyderabad', broken, { id: 'mmts' })).toThrow(
      /stop_times.txt, line 3: departure_time is before arrival_time/,
    );
    expect(networks.network('hyderabad')).toBe(before);
    expect(networks.addFeed('hyderabad', await readFeedFiles(MMTS), { id: 'mmts' })).toBe('unchanged');
    expect(networks.network('hyderabad')).toBe(before);
    // MMTS's calendar ended on 1 April 2020: read as a weekly pattern, and labelled so.
    expect(serviceDay(before, 20270112).weeklyPattern).toEqual([true]);
  });
});
