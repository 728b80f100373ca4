import type { JourneyView } from '../../contracts/transit';
import type { Journey, JourneyBasis } from './journey';

// A planned journey in the words and units of the API: clock times in the city's local time, each
// feed with the date of its data and, where its calendar has ended, that its weekly pattern was used.

/** "08:33" from seconds after the service day's midnight; a journey past midnight reads "24:10". */
export function clockOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function basisView(basis: JourneyBasis): JourneyView['basis'] {
  return {
    feeds: basis.feeds.map(({ id, name, publisher, asOf, kind, weeklyPattern }) => ({
      id,
      name,
      publisher,
      asOf,
      kind,
      ...(weeklyPattern && {
        note: `Its calendar does not cover the day asked for: its usual week's timetable is used`,
      }),
    })),
    ...(basis.attribution && { attribution: basis.attribution }),
  };
}

export function journeyView(journey: Journey): JourneyView {
  return {
    minutes: journey.minutes,
    departAt: clockOf(journey.departAt),
    arriveAt: clockOf(journey.arriveAt),
    changes: journey.changes,
    legs: journey.legs.map((leg) => ({
      mode: leg.mode,
      ...(leg.line !== undefined && { line: leg.line }),
      from: leg.from,
      to: leg.to,
      // A walk has no timetable: its minutes say all there is.
      ...(leg.mode !== 'walk' && { departAt: clockOf(leg.departAt), arriveAt: clockOf(leg.arriveAt) }),
      minutes: leg.minutes,
    })),
    basis: basisView(journey.basis),
  };
}
