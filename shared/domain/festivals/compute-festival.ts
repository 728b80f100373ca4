import type { FestivalDate } from '../../contracts/festivals';
import type { Festival, FestivalPlace, Tithi } from '../dataset/event-schema';
import { LUNAR_MONTHS, SIGNS } from '../dataset/event-schema';
import { addDays, makeDay } from '../events/calendar-dates';
import { chooseTithiDay } from './choose-tithi-day';
import { describeFestivalRule } from './describe-festival-rule';
import { findEaster } from './find-easter';
import { findNakshatraDay } from './find-nakshatra-day';
import { findIngress, findSankrantiDay } from './find-sankranti-day';
import { findTithiSpan } from './find-tithi-span';
import { formatDay } from './format-day';
import { findHijriDay } from './hijri/find-hijri-day';
import { listLunarMonths } from './list-lunar-months';

/** The years every rule is proven for (the astronomy holds further; the almanac conventions were checked in these). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const memo = new WeakMap<Festival, Map<string, FestivalDate | null>>();

/**
 * A festival's date in a Gregorian year, from its rule: reckoned at its own place, or, for a national
 * festival, at `city` when one is given. Null when the festival does not fall in that year. Kept per
 * festival, year and place: the server asks for the same few years again and again.
 */
export function computeFestival(festival: Festival, year: number, city?: FestivalPlace): FestivalDate | null {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`year must be a whole number from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  const place = city && !festival.regional ? city : festival.place;
  const key = `${year} ${place.lat} ${place.lng}`;
  const known = memo.get(festival) ?? new Map<string, FestivalDate | null>();
  memo.set(festival, known);
  if (!known.has(key)) known.set(key, findDate(festival, year, place));
  return known.get(key) ?? null;
}

function findDate(festival: Festival, year: number, place: FestivalPlace): FestivalDate | null {
  const { rule } = festival;
  const base = { id: festival.id, name: festival.name, basis: describeFestivalRule(rule, place) };
  switch (rule.kind) {
    case 'fixed': {
      const day = makeDay(year, rule.month, rule.day);
      return day ? { ...base, start: day } : null;
    }
    case 'computus':
      return { ...base, start: addDays(findEaster(year), rule.daysFromEaster) };
    case 'sankranti': {
      const ingress = findIngress(SIGNS.indexOf(rule.sign), year);
      const day = findSankrantiDay(ingress, rule.day, place);
      const start = addDays(day, rule.startOffset ?? 0);
      const alternatives = (rule.also ?? [])
        .map(({ day: convention, calendars }) => ({
          date: addDays(findSankrantiDay(ingress, convention, place), rule.startOffset ?? 0),
          calendars,
        }))
        .filter(({ date }, i, all) => date !== start && all.findIndex((a) => a.date === date) === i)
        .map(({ date, calendars }) => ({ date, note: `${calendars}: ${formatDay(date)}` }));
      return withAlternatives(
        { ...base, start, ...(rule.endOffset ? { end: addDays(day, rule.endOffset) } : {}) },
        alternatives,
      );
    }
    case 'nakshatra': {
      const day = findNakshatraDay(SIGNS.indexOf(rule.solarMonth), year, rule.monthStarts, rule.nakshatra, place);
      return day ? { ...base, start: day } : null;
    }
    case 'tithi':
      return findTithiDate(rule, year, place, base);
    case 'hijri': {
      const listed = rule.listed?.find((l) => l.year === year)?.date;
      const start = listed ?? findHijriDay(rule.month, rule.day, year, place);
      if (!start) return null;
      const basis = listed
        ? `${EXPECTED}: the day the Government of India's holiday list for ${year} gives`
        : `${EXPECTED}: ${base.basis}`;
      return { ...base, start, basis, expected: true };
    }
  }
}

/** Every Islamic festival's date says this first: the sighting of the crescent decides the day. */
const EXPECTED = 'expected; the date depends on the sighting of the moon and may move by a day';

function findTithiDate(
  rule: Extract<Festival['rule'], { kind: 'tithi' }>,
  year: number,
  place: FestivalPlace,
  base: Pick<FestivalDate, 'id' | 'name' | 'basis'>,
): FestivalDate | null {
  const month = LUNAR_MONTHS.indexOf(rule.month);
  const offset = rule.dayOffset ?? 0;
  for (const lunar of listLunarMonths(year)) {
    if (lunar.isAdhik || !lunar.months.includes(month)) continue;
    const chosen = chooseTithiDay(findTithiSpan(lunar.start, tithiNumber(rule)), rule, place);
    const start = addDays(chosen.day, offset);
    if (!start.startsWith(String(year))) continue;
    const alternatives: NonNullable<FestivalDate['alternativeDates']> = [];
    if (chosen.other) {
      const date = addDays(chosen.other.day, offset);
      alternatives.push({ date, note: `Some calendars: ${formatDay(date)} (${chosen.other.why})` });
    }
    if (rule.also) {
      const date = addDays(
        chooseTithiDay(findTithiSpan(lunar.start, tithiNumber(rule.also)), rule.also, rule.also.place ?? place).day,
        offset,
      );
      if (date !== start && !alternatives.some((a) => a.date === date)) {
        alternatives.push({ date, note: `${rule.also.calendars}: ${formatDay(date)}` });
      }
    }
    const end = rule.until && chooseTithiDay(findTithiSpan(lunar.start, tithiNumber(rule.until)), rule.until, place);
    return withAlternatives({ ...base, start, ...(end ? { end: end.day } : {}) }, alternatives);
  }
  return null;
}

/** 1–30 from a paksha and its tithi: krishna paksha follows shukla in an amanta month. */
function tithiNumber(tithi: Pick<Tithi, 'paksha' | 'tithi'>): number {
  return tithi.paksha === 'shukla' ? tithi.tithi : 15 + tithi.tithi;
}

function withAlternatives(
  date: FestivalDate,
  alternatives: NonNullable<FestivalDate['alternativeDates']>,
): FestivalDate {
  return alternatives.length ? { ...date, alternativeDates: alternatives } : date;
}
