import type { TransitNetwork } from './network';

export type ServiceDay = {
  date: number;
  /** 1 for each network service that runs on the day. */
  active: Uint8Array;
  /** Per feed: true when its calendar has ended (or not begun) and is read as a weekly pattern. */
  weeklyPattern: boolean[];
};

/** Monday 0 … Sunday 6 of a YYYYMMDD date. */
function weekdayBit(date: number): number {
  const day = new Date(Date.UTC(Math.floor(date / 10000), (Math.floor(date / 100) % 100) - 1, date % 100)).getUTCDay();
  return (day + 6) % 7;
}

/**
 * Which services run on a day in the city's calendar (GTFS: calendar.txt's weekdays within its
 * dates, then calendar_dates.txt's exceptions). A feed whose service has ended before the day, or
 * begins after it, is read as a weekly pattern: its services run on their weekdays, the dated
 * exceptions ignored, and journeys using it say so (decision 0041).
 */
export function serviceDay(network: TransitNetwork, date: number): ServiceDay {
  const bit = 1 << weekdayBit(date);
  const firstDate = network.feeds.map(() => Number.POSITIVE_INFINITY);
  for (const s of network.services) {
    const starts = [s.weekdays ? s.start : Number.POSITIVE_INFINITY, ...s.added];
    firstDate[s.feed] = Math.min(firstDate[s.feed]!, ...starts);
  }
  const weeklyPattern = network.feeds.map((_, f) => date > network.feedLastDate[f]! || date < firstDate[f]!);
  const active = new Uint8Array(network.services.length);
  network.services.forEach((s, i) => {
    if (weeklyPattern[s.feed]) {
      active[i] = s.weekdays & bit || [...s.added].some((d) => weekdayBit(d) === weekdayBit(date)) ? 1 : 0;
      return;
    }
    const byCalendar = (s.weekdays & bit) !== 0 && date >= s.start && date <= s.end;
    active[i] = s.added.has(date) || (byCalendar && !s.removed.has(date)) ? 1 : 0;
  });
  return { date, active, weeklyPattern };
}
