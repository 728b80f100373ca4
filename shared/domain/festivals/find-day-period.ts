import type { DAY_PERIODS, FestivalPlace } from '../dataset/event-schema';
import { addDays } from '../events/calendar-dates';
import { findSunrise, findSunset } from './find-sun-times';

export type DayPeriod = (typeof DAY_PERIODS)[number];

export interface Window {
  from: number;
  to: number;
}

/**
 * A period of an IST calendar day at a place, as the dharmashastra texts divide the day: daytime in
 * five parts of three muhurtas (pratah, sangava, madhyahna, aparahna, sayahna) and the night in
 * fifteen muhurtas. Sunrise is an instant (from = to). Night periods belong to the evening's day.
 */
export function findDayPeriod(day: string, place: FestivalPlace, period: DayPeriod): Window {
  const sunrise = findSunrise(day, place);
  if (period === 'sunrise') return { from: sunrise, to: sunrise };
  const sunset = findSunset(day, place);
  const daytime = sunset - sunrise;
  // Only the night periods need the next sunrise.
  const night = () => findSunrise(addDays(day, 1), place) - sunset;
  switch (period) {
    case 'purvahna':
      return { from: sunrise, to: sunrise + daytime / 2 };
    case 'madhyahna':
      return { from: sunrise + (daytime * 2) / 5, to: sunrise + (daytime * 3) / 5 };
    case 'aparahna':
      return { from: sunrise + (daytime * 3) / 5, to: sunrise + (daytime * 4) / 5 };
    case 'pradosh':
      return { from: sunset, to: sunset + night() / 5 };
    case 'nishita':
      return { from: sunset + (night() * 7) / 15, to: sunset + (night() * 8) / 15 };
  }
}
