import { describe, expect, it } from 'vitest';
import type { CuratedEvent } from '../event-schema';
import type { DatedFact } from './dated-facts';
import { staleFacts, withShelfLives } from './find-stale-facts';
import { freshnessReport, isFresh } from './freshness-report';
import { outOfDateNote } from './out-of-date';

const fact = (kind: DatedFact['kind'], asOf: string, what: string = kind): DatedFact => ({
  kind,
  what,
  file: 'x.json',
  asOf,
});

describe('staleFacts', () => {
  const facts = [
    fact('rent', '2025-06-01', 'rents'),
    fact('placeStatus', '2026-11-27', 'a café'),
    fact('crime', '2021-12-31', 'a crime rate'),
  ];

  it('finds what is past its shelf life on the day, and nothing before it', () => {
    expect(staleFacts(facts, '2026-11-27')).toEqual([]);
    expect(staleFacts(facts, '2026-12-31').map((f) => f.what)).toEqual(['a crime rate']);
    expect(staleFacts(facts, '2027-06-01').map((f) => f.what)).toEqual(['a crime rate', 'rents']);
    expect(staleFacts(facts, '2027-11-27').map((f) => f.what)).toEqual(['a crime rate', 'rents', 'a café']);
  });

  it('lists facts oldest expiry first, with the day each goes stale', () => {
    expect(withShelfLives(facts).map((f) => [f.what, f.staleFrom])).toEqual([
      ['a crime rate', '2026-12-31'],
      ['rents', '2027-06-01'],
      ['a café', '2027-11-27'],
    ]);
  });
});

describe('outOfDateNote', () => {
  it('says nothing while a fact is within its shelf life, and its age in plain words after', () => {
    expect(outOfDateNote('crime', '2023-12-31', '2028-12-30')).toBeNull();
    expect(outOfDateNote('crime', '2023-12-31', '2028-12-31')).toBe(
      'NCRB 2023 figures; newer ones may exist: check locally.',
    );
    expect(outOfDateNote('rent', '2025-06', '2027-05-31')).toBeNull();
    expect(outOfDateNote('rent', '2025-06', '2027-06-01')).toBe(
      'Estimated for June 2025; rents may have moved since: check current listings.',
    );
    expect(outOfDateNote('airQuality', '2024-12-31', '2031-01-01')).toBe(
      'The 2024 average; newer figures may exist: check locally.',
    );
    expect(outOfDateNote('transit', '2026-12-01', '2028-06-01')).toBe(
      'Lines as of 1 December 2026; newer lines or stations may have opened: check locally.',
    );
    expect(outOfDateNote('whoCanRent', '2011-12-31', '2026-12-31')).toBe(
      'Reported in 2011; this may have changed: check locally.',
    );
  });
});

describe('freshnessReport', () => {
  const festivals = new Map();
  const event = (id: string, dates: string[]) =>
    ({ id, name: id, schedule: { dates: dates.map((start) => ({ start })) } }) as unknown as CuratedEvent;
  const data = {
    cities: [],
    localities: [],
    places: [],
    renterFacts: { tenancy: [], whoCanRent: [], floodLists: [], airQuality: [], waterSupply: [] },
    transitAsOf: '2026-12-01',
    events: [event('fair-2027', ['2027-02-10'])],
    festivals,
  };

  it('is fresh on the day, then reports the lines and the event that ran out, and what is due soon', () => {
    expect(isFresh(freshnessReport(data, '2026-12-02'))).toBe(true);
    const dueSoon = freshnessReport(data, '2028-04-01');
    expect(dueSoon.dueSoon.map((f) => f.kind)).toEqual(['transit']);
    const later = freshnessReport(data, '2028-06-01');
    expect(isFresh(later)).toBe(false);
    expect(later.stale.map((f) => [f.kind, f.staleFrom])).toEqual([['transit', '2028-06-01']]);
    expect(later.undatedEvents.map((e) => e.id)).toEqual(['fair-2027']);
  });
});
