import { TRAVEL_MODES, type TravelMode } from '../../constants/travel-modes';
import type { CommuteOptionView, Neighbourhood } from '../../contracts/recommendations';
import { NEAR_TEXT } from './estimate-commute';
import type { WorkplaceCommute } from './reach-workplaces';

// A result's commutes in the reply's words: every enabled mode with its time or why there is none,
// the spec's commuteDetails, and the reason lines.

const round1 = (n: number) => Math.round(n * 10) / 10;
const modeName = (mode: TravelMode) => TRAVEL_MODES[mode].label.toLowerCase();

export function commuteViews(commute: WorkplaceCommute): CommuteOptionView[] {
  return commute.options.map((o) => ({
    mode: o.mode,
    minutes: o.minutes,
    km: o.distanceKm,
    how: o.how,
    ...(o.journey && { journey: o.journey }),
  }));
}

/**
 * spec §3 commuteDetails: the headline commute. Where no mode has a time (under a kilometre, or only
 * transit without a direct line), the active mode with the minutes the score used.
 */
export function commuteDetailsOf(commute: WorkplaceCommute, active: TravelMode): Neighbourhood['commuteDetails'] {
  const shown =
    commute.headline ??
    commute.options.find((o) => o.mode === active && o.withinLimit) ??
    commute.options.find((o) => o.withinLimit)!;
  return { distance: round1(shown.distanceKm), time: shown.minutes ?? commute.minutes, travelMode: shown.mode };
}

/**
 * The reason line for one workplace: the headline time by its mode (with the line for transit), and
 * the active mode's own words when it has no time here.
 */
export function commuteReason(commute: WorkplaceCommute, active: TravelMode, to: string): string {
  const { headline } = commute;
  // Every mode reads the same so close: said once, without a mode.
  if (!headline && commute.minutes === 0) return `To ${to}: ${NEAR_TEXT.toLowerCase()}`;
  const own = commute.options.find((o) => o.mode === active);
  const parts: string[] = [];
  if (headline) {
    const line = headline.mode === 'transit' ? `: ${headline.how}` : '';
    parts.push(
      `About ${headline.minutes} min to ${to} by ${modeName(headline.mode)}, ${headline.distanceKm} km${line}`,
    );
  }
  if (own && own !== headline) {
    const km = own.distanceKm >= 1 ? `, ${own.distanceKm} km` : '';
    const untimed = own.minutes === null ? `${own.how}${km}` : `${own.minutes} min${km}`;
    parts.push(headline ? `by ${modeName(own.mode)}: ${untimed}` : `To ${to} by ${modeName(own.mode)}: ${untimed}`);
  } else if (!headline) {
    const first = commute.options.find((o) => o.withinLimit) ?? commute.options[0]!;
    parts.push(`To ${to}: ${first.how}`);
  }
  return parts.join('; ');
}
