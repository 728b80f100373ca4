import { SearchMoonPhase } from 'astronomy-engine';
import { istMidnight } from './ist-days';
import { siderealSunLongitude } from './sidereal-sun-longitude';

const DAY_MS = 86_400_000;

export interface LunarMonth {
  /** The new moon it begins with, and the next (amanta months run new moon to new moon). */
  start: number;
  end: number;
  /** Month numbers, 0 Chaitra … 11 Phalguna: one, or two for a kshaya month (two sankrantis). */
  months: number[];
  /** No sankranti in it: an adhik (extra) month, named like the month after it. */
  isAdhik: boolean;
}

const cache = new Map<number, LunarMonth[]>();

/**
 * The lunar months whose days can fall in a Gregorian year: from the new moon before 1 December of
 * the year before to the one after 31 December. Each is named by the sidereal sign the Sun enters
 * during it (entering Mesha: Chaitra), so its name never depends on which calendar year it is in.
 */
export function listLunarMonths(year: number): LunarMonth[] {
  const known = cache.get(year);
  if (known) return known;
  const newMoons: number[] = [];
  let from = istMidnight(`${year - 1}-12-01`) - 31 * DAY_MS;
  const last = istMidnight(`${year + 1}-01-01`);
  while (newMoons.length < 2 || newMoons.at(-2)! < last) {
    const moon = SearchMoonPhase(0, new Date(from), 40);
    if (!moon) throw new Error(`no new moon after ${new Date(from).toISOString()}`);
    newMoons.push(moon.date.getTime());
    from = moon.date.getTime() + DAY_MS;
  }
  const signs = newMoons.map((moon) => Math.floor(siderealSunLongitude(moon) / 30));
  const months = newMoons.slice(0, -1).map((start, i): LunarMonth => {
    const first = signs[i]!;
    const entered = (signs[i + 1]! - first + 12) % 12;
    // The sign entered names the month: Mesha (0) → Chaitra (0). No sign entered: adhik, named for
    // the month after. Two entered (kshaya, a few times a century): the month stands for both.
    const names = entered === 0 ? [(first + 1) % 12] : Array.from({ length: entered }, (_, k) => (first + 1 + k) % 12);
    return { start, end: newMoons[i + 1]!, months: names, isAdhik: entered === 0 };
  });
  cache.set(year, months);
  return months;
}
