import type { FestivalPlace, Tithi } from '../dataset/event-schema';
import { addDays } from '../events/calendar-dates';
import { findDayPeriod } from './find-day-period';
import { findSunrise, findSunset } from './find-sun-times';
import type { TithiSpan } from './find-tithi-span';
import { istDayOf } from './ist-days';
import { nakshatraAt } from './nakshatra-at';

export interface TithiDay {
  day: string;
  /** Another day an almanac following a different convention keeps, and why, in words. */
  other?: { day: string; why: string };
}

/** One ghati (24 minutes): the least share of a period a tithi must hold for it to count there. */
const GHATI_MS = 24 * 60_000;
const SHRAVANA = 22;

/**
 * The day a tithi is kept on, by the dharmashastra rules the almanacs apply (Nirnaya Sindhu and
 * Dharma Sindhu): the day it holds the rule's period. Where it holds that period on two days, the
 * rule's preference decides and the other day is named when it holds at least a ghati of it; where
 * it holds the period on no day (it begins and ends between two of them), the day it holds at
 * sunrise, or for a tithi that touches no sunrise (kshaya), the day it falls in.
 */
export function chooseTithiDay(span: TithiSpan, rule: Tithi, place: FestivalPlace): TithiDay {
  const days = candidateDays(span, place);
  const held = days.map((day) => ({ day, share: heldShare(span, day, place, rule.at) })).filter((d) => d.share > 0);
  if (held.length === 0) return { day: sunriseDay(span, place) };
  const first = held[0]!;
  const second = held[1];
  // These rules look past the first day whether or not the tithi holds the period on a second.
  if (rule.prefer === 'shravana') return chooseWithShravana(span, first.day, place);
  if (rule.prefer === 'avoid-bhadra-three-muhurtas') {
    return chooseAvoidingBhadra(span, first.day, place, rule.at, 3 / 15);
  }
  if (rule.prefer === 'avoid-bhadra-three-and-a-half-praharas') {
    return chooseAvoidingBhadra(span, first.day, place, rule.at, 3.5 / 4);
  }
  if (!second) return rule.at === 'sunrise' ? withNearSunrise(span, first.day, place) : { day: first.day };
  const otherIfHeld = (chosen: typeof first, other: typeof first): TithiDay =>
    other.share * periodLength(other.day, place, rule.at) >= GHATI_MS || rule.at === 'sunrise'
      ? { day: chosen.day, other: { day: other.day, why: `the tithi also holds that day's ${rule.at}` } }
      : { day: chosen.day };
  if (rule.prefer === 'second') return otherIfHeld(second, first);
  if (rule.prefer === 'fuller' && second.share > first.share) return otherIfHeld(second, first);
  return otherIfHeld(first, second);
}

/**
 * A tithi that begins or ends less than a ghati from a sunrise: almanacs whose times differ by minutes
 * (other ephemerides, other sunrise conventions) put that sunrise on the other side, and so the day.
 */
function withNearSunrise(span: TithiSpan, day: string, place: FestivalPlace): TithiDay {
  for (const shifted of [
    { start: span.start - GHATI_MS, end: span.end },
    { start: span.start, end: span.end - GHATI_MS },
  ]) {
    const other = sunriseDay(shifted, place);
    if (other !== day) return { day, other: { day: other, why: 'the tithi begins or ends within minutes of sunrise' } };
  }
  return { day };
}

function candidateDays(span: TithiSpan, place: FestivalPlace): string[] {
  const days: string[] = [];
  for (let day = addDays(istDayOf(span.start), -1); day <= istDayOf(span.end); day = addDays(day, 1)) {
    if (findSunrise(addDays(day, 1), place) > span.start) days.push(day);
  }
  return days;
}

/** The share (0–1) of a day's period that the tithi holds; for sunrise, 1 when it holds sunrise. */
function heldShare(span: TithiSpan, day: string, place: FestivalPlace, at: Tithi['at']): number {
  const { from, to } = findDayPeriod(day, place, at);
  if (at === 'sunrise') return from >= span.start && from < span.end ? 1 : 0;
  return Math.max(0, Math.min(to, span.end) - Math.max(from, span.start)) / (to - from);
}

function periodLength(day: string, place: FestivalPlace, at: Tithi['at']): number {
  const { from, to } = findDayPeriod(day, place, at);
  return to - from;
}

/** The first day whose sunrise the tithi holds; a tithi that holds no sunrise, the day it falls in. */
function sunriseDay(span: TithiSpan, place: FestivalPlace): string {
  const days = candidateDays(span, place);
  const atSunrise = days.find((day) => heldShare(span, day, place, 'sunrise') > 0);
  if (atSunrise) return atSunrise;
  return days.find((day) => findSunrise(day, place) <= span.start) ?? days[0]!;
}

/**
 * Vijaya Dashami: the first day whose aparahna Dashami holds, unless Dashami holds the next day's
 * sunrise and the Moon is in Shravana nakshatra in that day's aparahna (Nirnaya Sindhu: Dashami
 * "joined with Shravana" is preferred).
 */
function chooseWithShravana(span: TithiSpan, first: string, place: FestivalPlace): TithiDay {
  const next = addDays(first, 1);
  const aparahna = findDayPeriod(next, place, 'aparahna');
  const joined =
    heldShare(span, next, place, 'sunrise') > 0 && nakshatraAt((aparahna.from + aparahna.to) / 2) === SHRAVANA;
  return { day: joined ? next : first };
}

/**
 * A purnima rite that must avoid Bhadra (Vishti karana, the first half of purnima): on the first day
 * whose period purnima holds, unless Bhadra covers that period and purnima lasts long enough after
 * the next sunrise (`share` of that daytime: three muhurtas for Raksha Bandhan, three and a half
 * praharas for Holika Dahan), when it moves to the next day. Named as the other day: the one the
 * rule missed by less than a ghati (almanacs whose purnima ends minutes apart divide there), and for
 * Raksha Bandhan the next morning while purnima still holds it, when many tie the rakhi.
 */
function chooseAvoidingBhadra(
  span: TithiSpan,
  first: string,
  place: FestivalPlace,
  at: Tithi['at'],
  share: number,
): TithiDay {
  const bhadraEnd = span.start + (span.end - span.start) / 2;
  const period = findDayPeriod(first, place, at);
  const next = addDays(first, 1);
  const sunrise = findSunrise(next, place);
  const sunset = findSunset(next, place);
  const needed = (sunset - sunrise) * share;
  const lasts = span.end - sunrise;
  if (bhadraEnd <= Math.max(period.from, span.start) || lasts <= 0) return { day: first };
  if (lasts >= needed) {
    return lasts - needed < GHATI_MS
      ? { day: next, other: { day: first, why: 'purnima lasts only just long enough after the next sunrise' } }
      : { day: next };
  }
  if (needed - lasts < GHATI_MS) {
    return { day: first, other: { day: next, why: 'purnima falls only just short after the next sunrise' } };
  }
  if (share < 0.5) return { day: first, other: { day: next, why: 'purnima still holds the next sunrise' } };
  return { day: first };
}
