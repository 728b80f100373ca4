import { describe, expect, it } from 'vitest';
import type { FestivalDate } from '../../contracts/festivals';
import { addDays } from '../events/calendar-dates';
import { computeFestival } from './compute-festival';
import { readFestivalRules } from './festival-rules.fixture';
import { PUBLISHED_DATES, PUBLISHED_SOURCES, type PublishedDate } from './published-dates';

// Every date in the government holiday lists of 2019–2026 (published-dates.ts) against the date the
// rules compute: equal, or a documented convention whose date the person is shown as an alternative.

const rules = new Map(readFestivalRules().map((f) => [f.id, f]));

function computedDay(date: FestivalDate, day: PublishedDate['day']): string {
  switch (day ?? 'start') {
    case 'start':
      return date.start;
    case 'end':
      return date.end ?? date.start;
    case 'day-after-start':
      return addDays(date.start, 1);
    case 'day-before-start':
      return addDays(date.start, -1);
  }
}

describe('the computed festival calendar against the published holiday lists, 2019–2026', () => {
  it.each(PUBLISHED_DATES.map((row) => [`${row.festival} ${row.year}: ${row.listedAs} (${row.source})`, row] as const))(
    '%s',
    (_, row) => {
      const festival = rules.get(row.festival);
      expect(festival, `${row.festival} is in festivals.json`).toBeDefined();
      const date = computeFestival(festival!, row.year)!;
      const computed = computedDay(date, row.day);
      if (!row.differs) {
        expect(computed, `${row.listedAs} ${row.year}`).toBe(row.date);
        return;
      }
      // A documented convention: not the computed day, and shown to the person as an alternative.
      expect(computed).not.toBe(row.date);
      const shifted = (alternative: string) => computedDay({ ...date, start: alternative, end: alternative }, row.day);
      expect((date.alternativeDates ?? []).map((a) => shifted(a.date))).toContain(row.date);
    },
  );

  it('covers every year from 2019 to 2026 and names a source the table describes for every date', () => {
    const years = new Set(PUBLISHED_DATES.map((row) => row.year));
    expect([...years].sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    for (const row of PUBLISHED_DATES) expect(PUBLISHED_SOURCES[row.source], row.source).toBeDefined();
  });

  it('checks every festival the events refer to against at least one list', () => {
    const checked = new Set(PUBLISHED_DATES.map((row) => row.festival));
    for (const id of ['diwali', 'holi', 'makar-sankranti', 'pongal', 'vasant-panchami', 'saraswati-puja']) {
      expect(checked, id).toContain(id);
    }
    for (const id of ['maha-shivaratri', 'gudi-padwa', 'ugadi', 'onam', 'raksha-bandhan', 'janmashtami']) {
      expect(checked, id).toContain(id);
    }
    for (const id of ['ganesh-chaturthi', 'durga-puja', 'dussehra', 'chhath-puja', 'guru-nanak-jayanti']) {
      expect(checked, id).toContain(id);
    }
  });
});
