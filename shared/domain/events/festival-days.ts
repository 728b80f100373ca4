import type { FestivalDate } from '../../contracts/festivals';
import type { Festival } from '../dataset/event-schema';
import { asKeptIn } from '../festivals/as-kept-in';
import { computeFestival, FIRST_YEAR, LAST_YEAR } from '../festivals/compute-festival';

export interface FestivalDay extends FestivalDate {
  festival: Festival;
}

/**
 * The festival days a city keeps between two days (both 'YYYY-MM-DD'; a span under way on `from`
 * counts): the festivals of the central lists, kept across India, and those of the city's state's own
 * list, each dated as the city's almanac would (a regional festival at its own almanac's place) and
 * named as the state names it (Uttarayan in Gujarat; in Tamil Nadu, Pongal instead of Makar Sankranti).
 * Computed for every year the window touches, so a city's festivals never run out.
 */
export function festivalDays(
  festivals: Iterable<Festival>,
  city: { name: string; state: string; lat: number; lng: number },
  window: { from: string; to: string },
): FestivalDay[] {
  const place = { name: city.name, lat: city.lat, lng: city.lng };
  const first = Math.max(FIRST_YEAR, Number(window.from.slice(0, 4)));
  const last = Math.min(LAST_YEAR, Number(window.to.slice(0, 4)));
  const days: FestivalDay[] = [];
  for (const festival of festivals) {
    if (festival.states && !festival.states.includes(city.state)) continue;
    for (let year = first; year <= last; year++) {
      const computed = computeFestival(festival, year, place);
      const date = computed && asKeptIn(computed, festival, city.state);
      if (date && (date.end ?? date.start) >= window.from && date.start <= window.to) days.push({ ...date, festival });
    }
  }
  return days.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}
