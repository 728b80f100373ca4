import type { CuratedEvent, Festival } from '../dataset/event-schema';
import { WEEKDAYS } from '../dataset/event-schema';
import { computeFestival, FIRST_YEAR, LAST_YEAR } from '../festivals/compute-festival';
import { addDays, makeDay, nthWeekday, weekdayOf } from './calendar-dates';

export interface Occurrence {
  start: string;
  /** The last day, for a span of several days. */
  end?: string;
}

/** RFC 5545 day codes → 0 Sunday … 6 Saturday. */
const WEEKDAY_NUMBER = Object.fromEntries(WEEKDAYS.map((code, i) => [code, (i + 1) % 7])) as Record<
  (typeof WEEKDAYS)[number],
  number
>;

/**
 * Every occurrence of a curated schedule that is on or after `from` and starts on or before `to`
 * (both 'YYYY-MM-DD'), in date order: a published recurrence, a festival's date computed from its
 * rule for every year the window touches (1900–2100; at the festival's own reference place, as the
 * national or regional lists give it), or listed dates. A span already under way on `from` is
 * included (it is still on).
 */
export function expandSchedule(
  schedule: CuratedEvent['schedule'],
  window: { from: string; to: string },
  festivals: ReadonlyMap<string, Festival>,
): Occurrence[] {
  const { from, to } = window;
  const inWindow = (o: Occurrence) => (o.end ?? o.start) >= from && o.start <= to;
  if ('dates' in schedule) return schedule.dates.filter(inWindow).sort(byStart);
  if ('festival' in schedule) {
    const festival = festivals.get(schedule.festival);
    if (!festival) return [];
    const occurrences: Occurrence[] = [];
    // The year before too: a span that began in it may still be on.
    const firstYear = Math.max(FIRST_YEAR, Number(from.slice(0, 4)) - 1);
    for (let year = firstYear; year <= Math.min(LAST_YEAR, Number(to.slice(0, 4))); year++) {
      const date = computeFestival(festival, year);
      if (date) occurrences.push(date.end ? { start: date.start, end: date.end } : { start: date.start });
    }
    return occurrences.filter(inWindow).sort(byStart);
  }
  const span = (schedule.durationDays ?? 1) - 1;
  const lower = schedule.from && schedule.from > from ? schedule.from : from;
  const upper = schedule.until && schedule.until < to ? schedule.until : to;
  // A span that began before the window may still be on: look back as far as one lasts.
  const starts = ruleStarts(schedule.rule, addDays(lower, -span), upper);
  return starts
    .map((start): Occurrence => (span ? { start, end: addDays(start, span) } : { start }))
    .filter((o) => (o.end ?? o.start) >= lower && o.start <= upper);
}

function ruleStarts(rule: Extract<CuratedEvent['schedule'], { rule: unknown }>['rule'], from: string, to: string) {
  const starts: string[] = [];
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  if (rule.freq === 'weekly') {
    const days = new Set(rule.byDay.map((d) => WEEKDAY_NUMBER[d]));
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (days.has(weekdayOf(day)) && (!rule.months || rule.months.includes(Number(day.slice(5, 7))))) starts.push(day);
    }
    return starts;
  }
  for (let year = firstYear; year <= lastYear; year++) {
    if (rule.freq === 'monthly') {
      for (let month = 1; month <= 12; month++) {
        if (rule.months && !rule.months.includes(month)) continue;
        starts.push(nthWeekday(year, month, WEEKDAY_NUMBER[rule.byDay], rule.bySetPos));
      }
    } else if ('byMonthDay' in rule) {
      const day = makeDay(year, rule.byMonth, rule.byMonthDay); // 29 February only in leap years
      if (day) starts.push(day);
    } else {
      starts.push(nthWeekday(year, rule.byMonth, WEEKDAY_NUMBER[rule.byDay], rule.bySetPos));
    }
  }
  return starts.filter((d) => d >= from && d <= to).sort();
}

const byStart = (a: Occurrence, b: Occurrence) => a.start.localeCompare(b.start);
