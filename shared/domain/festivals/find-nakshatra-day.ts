import type { FestivalPlace } from '../dataset/event-schema';
import { addDays } from '../events/calendar-dates';
import { findIngress, findSankrantiDay, type SankrantiDay } from './find-sankranti-day';
import { findSunrise } from './find-sun-times';
import { istMidnight } from './ist-days';
import { nakshatraAt } from './nakshatra-at';

/**
 * The last day of a solar month (the Sun in `sign`) whose sunrise holds the nakshatra, or, where it
 * holds no sunrise, the day it falls in; null if it falls in no day of the month. The month runs from
 * its first day (by `monthStarts`) to the day before the next sign's first day.
 */
export function findNakshatraDay(
  sign: number,
  year: number,
  monthStarts: SankrantiDay,
  nakshatra: number,
  place: FestivalPlace,
): string | null {
  const first = findSankrantiDay(findIngress(sign, year), monthStarts, place);
  const next = findSankrantiDay(findIngress((sign + 1) % 12, year), monthStarts, place);
  // Sunrise moves by minutes within a month, the Moon by a nakshatra a day: the first day's sunrise
  // time of day places every other day's near enough to skip those far from the nakshatra, and only
  // the days beside it need their own sunrise worked out.
  const sunriseTime = findSunrise(first, place) - istMidnight(first);
  const atSunrise = (day: string) => nakshatraAt(findSunrise(day, place));
  const before = ((nakshatra + 25) % 27) + 1;
  let found: string | null = null;
  let skipped: string | null = null;
  for (let day = first; day < next; day = addDays(day, 1)) {
    const near = nakshatraAt(istMidnight(day) + sunriseTime);
    if (Math.abs(near - nakshatra) > 1 && Math.abs(near - nakshatra) < 26) continue;
    const today = atSunrise(day);
    if (today === nakshatra) found = day;
    // A nakshatra shorter than the day (the Moon at its fastest) can begin and end between two
    // sunrises and hold none: then it is kept on the day it falls in.
    else if (today === before && atSunrise(addDays(day, 1)) !== nakshatra) skipped = day;
  }
  return found && (!skipped || found > skipped) ? found : skipped;
}
