import { describe, expect, it } from 'vitest';
import type { Festival } from '../dataset/event-schema';
import { addMonths, nthWeekday } from './calendar-dates';
import { expandSchedule } from './expand-schedule';

// The recurrence expansion on a fixed clock: across month and year ends and leap years.

const source = { publisher: 'Test', title: 'A test rule' };
const delhi = { name: 'New Delhi', lat: 28.6139, lng: 77.209 };
const festivals = new Map<string, Festival>([
  [
    'makar-sankranti',
    {
      id: 'makar-sankranti',
      name: 'Makar Sankranti',
      rule: { kind: 'sankranti', sign: 'makara', day: 'ingress-day' },
      place: delhi,
      regional: false,
      page: 'https://en.wikipedia.org/wiki/Makar_Sankranti',
      sources: [source],
    },
  ],
  [
    'durga-puja',
    {
      id: 'durga-puja',
      name: 'Durga Puja',
      rule: {
        kind: 'tithi',
        month: 'ashvin',
        paksha: 'shukla',
        tithi: 6,
        at: 'sunrise',
        until: { paksha: 'shukla', tithi: 10, at: 'sunrise' },
      },
      place: { name: 'Kolkata', lat: 22.5726, lng: 88.3639 },
      regional: true,
      page: 'https://en.wikipedia.org/wiki/Durga_Puja',
      sources: [source],
    },
  ],
]);
const starts = (schedule: Parameters<typeof expandSchedule>[0], from: string, to: string) =>
  expandSchedule(schedule, { from, to }, festivals).map((o) => (o.end ? `${o.start}..${o.end}` : o.start));

describe('calendar arithmetic', () => {
  it('finds the nth and the last weekday of a month', () => {
    expect(nthWeekday(2027, 1, 0, 3)).toBe('2027-01-17'); // third Sunday of January 2027
    expect(nthWeekday(2026, 2, 6, 2)).toBe('2026-02-14'); // second Saturday of February 2026
    expect(nthWeekday(2028, 2, 2, -1)).toBe('2028-02-29'); // last Tuesday of a leap February
    expect(nthWeekday(2027, 12, 5, -1)).toBe('2027-12-31'); // last Friday, on the year's last day
  });

  it('adds months without running past a short month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
  });
});

describe('expandSchedule', () => {
  it('expands a weekly rule across a year end, and only in its season', () => {
    expect(starts({ rule: { freq: 'weekly', byDay: ['SU'] } }, '2026-12-20', '2027-01-10')).toEqual([
      '2026-12-20',
      '2026-12-27',
      '2027-01-03',
      '2027-01-10',
    ]);
    expect(starts({ rule: { freq: 'weekly', byDay: ['SA', 'SU'], months: [1] } }, '2026-12-26', '2027-01-04')).toEqual([
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('expands a monthly nth-weekday rule across month and year ends', () => {
    expect(starts({ rule: { freq: 'monthly', byDay: 'SA', bySetPos: 2 } }, '2026-11-23', '2027-02-23')).toEqual([
      '2026-12-12',
      '2027-01-09',
      '2027-02-13',
    ]);
    expect(starts({ rule: { freq: 'monthly', byDay: 'SU', bySetPos: -1 } }, '2027-12-01', '2028-02-29')).toEqual([
      '2027-12-26',
      '2028-01-30',
      '2028-02-27',
    ]);
  });

  it('places yearly events on their day, 29 February only in leap years', () => {
    expect(starts({ rule: { freq: 'yearly', byMonth: 1, byMonthDay: 26 } }, '2026-11-23', '2027-02-23')).toEqual([
      '2027-01-26',
    ]);
    const leapDay = { rule: { freq: 'yearly' as const, byMonth: 2, byMonthDay: 29 } };
    expect(starts(leapDay, '2025-01-01', '2028-12-31')).toEqual(['2028-02-29']);
    expect(
      starts({ rule: { freq: 'yearly', byMonth: 1, byDay: 'SU', bySetPos: 3 } }, '2026-11-23', '2028-02-23'),
    ).toEqual(['2027-01-17', '2028-01-16']);
  });

  it('never returns a past day, but keeps a span that is still on', () => {
    const season = { rule: { freq: 'yearly' as const, byMonth: 12, byMonthDay: 15 }, durationDays: 18 };
    expect(starts(season, '2026-12-20', '2027-03-01')).toEqual(['2026-12-15..2027-01-01']);
    expect(starts(season, '2027-01-02', '2027-03-01')).toEqual([]);
    expect(starts({ rule: { freq: 'yearly', byMonth: 11, byMonthDay: 1 } }, '2026-11-23', '2027-02-23')).toEqual([]);
  });

  it('respects a rule’s from and until', () => {
    const bounded = {
      rule: { freq: 'weekly' as const, byDay: ['FR' as const] },
      from: '2027-01-01',
      until: '2027-01-20',
    };
    expect(starts(bounded, '2026-12-01', '2027-02-28')).toEqual(['2027-01-01', '2027-01-08', '2027-01-15']);
  });

  it('computes a festival for every year the window touches, with no listed dates to run out', () => {
    expect(starts({ festival: 'makar-sankranti' }, '2026-01-01', '2026-12-31')).toEqual(['2026-01-14']);
    expect(starts({ festival: 'makar-sankranti' }, '2026-11-23', '2027-02-23')).toEqual(['2027-01-14']);
    expect(starts({ festival: 'makar-sankranti' }, '2099-12-01', '2100-02-01')).toHaveLength(1);
    // Under way on the window's first day: still listed.
    expect(starts({ festival: 'durga-puja' }, '2026-10-19', '2026-12-31')).toEqual(['2026-10-16..2026-10-21']);
    expect(starts({ festival: 'unknown' }, '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('keeps listed dates in the window', () => {
    const fair = {
      dates: [
        { start: '2026-01-22', end: '2026-02-03' },
        { start: '2027-01-21', end: '2027-02-02' },
      ],
    };
    expect(starts(fair, '2026-11-23', '2027-02-23')).toEqual(['2027-01-21..2027-02-02']);
  });
});
