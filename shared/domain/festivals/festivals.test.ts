import { describe, expect, it } from 'vitest';
import { computeFestival } from './compute-festival';
import { festivalOn } from './festival-on';
import { readFestivalRules } from './festival-rules.fixture';
import { festivalsOfYear } from './festivals-of-year';
import { findEaster } from './find-easter';
import { findIngress } from './find-sankranti-day';
import { istDayOf, istTimeOf } from './ist-days';
import { listLunarMonths } from './list-lunar-months';

// The festival calendar's rules beyond the published years: what a person planning for 2027 sees,
// the calendar's own edges (adhik and kshaya months, 1900 and 2100), and the conventions it names.

const rules = readFestivalRules();
const on = (id: string, year: number) => festivalOn(id, year, rules);

describe('festival dates in years no list has published yet', () => {
  it('keeps Makar Sankranti 2027 on the day of the ingress, and names the punya-kala day after it', () => {
    // The Sun enters sidereal Makara after sunset on 14 January 2027: the government lists keep the
    // day of the ingress (as for 2019 and 2023), almanacs keeping the punya kala the next morning.
    const ingress = findIngress(9, 2027);
    expect(istDayOf(ingress)).toBe('2027-01-14');
    expect(istTimeOf(ingress) > '18:00').toBe(true);
    const sankranti = on('makar-sankranti', 2027)!;
    expect(sankranti.start).toBe('2027-01-14');
    expect(sankranti.alternativeDates?.map((a) => a.date)).toEqual(['2027-01-15']);
    expect(sankranti.alternativeDates?.[0]?.note).toMatch(/punya kala.*: 15 Jan$/);
    // Thai 1 follows the Tamil rule (after sunset: the next day), so Pongal's Bhogi is the 14th.
    expect(on('pongal', 2027)).toMatchObject({ start: '2027-01-14', end: '2027-01-17' });
  });

  it('dates Holi 2027 the day after Holika Dahan, and Diwali 2027 and 2028 as the almanacs do', () => {
    expect(on('holi', 2027)?.start).toBe('2027-03-22');
    expect(on('diwali', 2027)?.start).toBe('2027-10-29');
    expect(on('diwali', 2028)?.start).toBe('2028-10-17');
  });

  it('finds every festival at the calendar’s edges, 1900 and 2100, inside its year', () => {
    for (const year of [1900, 1901, 2099, 2100]) {
      const dates = festivalsOfYear(year, rules);
      expect(dates.map((d) => d.id).sort()).toEqual(rules.map((r) => r.id).sort());
      for (const date of dates) expect(date.start.slice(0, 4), `${date.id} ${year}`).toBe(String(year));
    }
  });

  it('refuses a year outside 1900–2100 rather than guess', () => {
    expect(() => festivalsOfYear(1899, rules)).toThrow(RangeError);
    expect(() => festivalsOfYear(2101, rules)).toThrow(RangeError);
    expect(() => festivalsOfYear(2026.5, rules)).toThrow(RangeError);
  });
});

describe('lunar months', () => {
  it('names an adhik month after the one that follows it, and keeps its festivals out of it', () => {
    // 2023: Adhik Shravana (18 July–16 August); Raksha Bandhan falls on the purnima of the nija
    // Shravana after it (30 August), not on 1 August.
    const adhik = listLunarMonths(2023).filter((m) => m.isAdhik);
    expect(adhik.map((m) => [istDayOf(m.start), m.months])).toEqual([['2023-07-18', [4]]]);
    expect(on('raksha-bandhan', 2023)?.start).toBe('2023-08-30');
    // 2020: Adhik Ashvin pushed Navratri and Dussehra into late October.
    expect(
      listLunarMonths(2020)
        .filter((m) => m.isAdhik)
        .map((m) => m.months),
    ).toEqual([[6]]);
    expect(on('navratri', 2020)?.start).toBe('2020-10-17');
    expect(on('dussehra', 2020)?.start).toBe('2020-10-25');
  });

  it('lets a kshaya month stand for both months it swallows (1982–83: Pausha and Magha)', () => {
    const kshaya = listLunarMonths(1983).filter((m) => m.months.length > 1);
    expect(kshaya.map((m) => m.months)).toEqual([[9, 10]]);
    expect(on('vasant-panchami', 1983)?.start.slice(0, 7)).toMatch(/^1983-0[12]$/);
  });
});

describe('Dussehra and Durga Puja', () => {
  it('end Durga Puja on Vijaya Dashami: its last day is Dussehra, or the Bengal day Dussehra names', () => {
    for (let year = 1900; year <= 2100; year++) {
      const dussehra = on('dussehra', year)!;
      const puja = on('durga-puja', year)!;
      const days = [dussehra.start, ...(dussehra.alternativeDates ?? []).map((a) => a.date)];
      expect(days, `${year}`).toContain(puja.end);
    }
  });

  it('names the Bengal day where the national list keeps the day before (2020, 2026)', () => {
    expect(on('dussehra', 2020)?.alternativeDates).toEqual([
      { date: '2020-10-26', note: "Bengal's almanacs (Dashami at sunrise in Kolkata): 26 Oct" },
    ]);
    expect(on('durga-puja', 2026)).toMatchObject({ start: '2026-10-16', end: '2026-10-21' });
    expect(on('dussehra', 2026)?.start).toBe('2026-10-20');
  });
});

describe('conventions shown to the person', () => {
  it('shows the Smarta Janmashtami where it falls before the Vaishnava one', () => {
    expect(on('janmashtami', 2025)).toMatchObject({
      start: '2025-08-16',
      alternativeDates: [{ date: '2025-08-15', note: 'Smarta calendars (Ashtami at midnight): 15 Aug' }],
    });
    expect(on('janmashtami', 2024)?.alternativeDates).toBeUndefined();
  });

  it('shows the second evening of a Diwali amavasya that holds pradosh on both (2024)', () => {
    const diwali = on('diwali', 2024)!;
    expect(diwali.start).toBe('2024-10-31');
    expect(diwali.alternativeDates?.map((a) => a.note)).toEqual([
      "Some calendars: 1 Nov (the tithi also holds that day's pradosh)",
    ]);
    expect(diwali.basis).toMatch(/^computed from the Sun and Moon's positions \(rule: Ashvin Krishna Amavasya/);
  });

  it('says how each date was found', () => {
    expect(on('christmas', 2030)).toEqual({
      id: 'christmas',
      name: 'Christmas',
      start: '2030-12-25',
      basis: 'fixed date',
    });
    expect(on('good-friday', 2030)?.basis).toMatch(/^computus/);
    expect(on('makar-sankranti', 2030)?.basis).toMatch(/Lahiri ayanamsa/);
  });
});

describe('computus', () => {
  it('finds Easter Sunday and Good Friday', () => {
    expect(['2008', '2024', '2025', '2026', '2038'].map((y) => findEaster(Number(y)))).toEqual([
      '2008-03-23',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2038-04-25',
    ]);
    expect(on('good-friday', 2025)?.start).toBe('2025-04-18');
  });
});

describe('where a festival is reckoned', () => {
  const chennai = { name: 'Chennai', lat: 13.0827, lng: 80.2707 };

  it('reckons a national festival at the asking city, a regional one at its own almanac’s city', () => {
    expect(festivalOn('diwali', 2027, rules, { city: chennai })?.basis).toMatch(/at Chennai, IST/);
    expect(festivalOn('durga-puja', 2027, rules, { city: chennai })?.basis).toMatch(/at Kolkata, IST/);
    expect(festivalOn('diwali', 2027, rules)?.basis).toMatch(/at New Delhi, IST/);
  });

  it('lists a year in date order and answers an unknown id with null', () => {
    const dates = festivalsOfYear(2027, rules).map((d) => d.start);
    expect(dates).toEqual([...dates].sort());
    expect(festivalOn('no-such-festival', 2027, rules)).toBeNull();
    expect(computeFestival(rules[0]!, 2027)).toBe(computeFestival(rules[0]!, 2027));
  });
});
