import type { FestivalDate } from '../../contracts/festivals';
import type { Festival } from '../dataset/event-schema';

/**
 * A festival's date as a state keeps it: under the state's own name (Uttarayan in Gujarat, Magh Bihu
 * in Assam), or null where a festival of the state's own keeps the day instead (Pongal, not Makar
 * Sankranti, in Tamil Nadu). Without a state, as the central lists name it.
 */
export function asKeptIn<T extends FestivalDate>(date: T, festival: Festival, state: string | undefined): T | null {
  if (!state) return date;
  if (festival.exceptStates?.includes(state)) return null;
  const regional = festival.regionalNames?.find((r) => r.states.includes(state));
  return regional ? { ...date, name: regional.name } : date;
}
