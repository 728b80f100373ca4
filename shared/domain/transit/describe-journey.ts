import type { JourneyLeg } from '../../contracts/transit';

// A journey's legs in words, as the finder's cards and the assistant say them:
// "Walk 6 min · Red Line, Miyapur → Ameerpet, 22 min · change · Blue Line → HITEC City, 12 min · walk 4 min".

type Leg = Pick<JourneyLeg, 'mode' | 'line' | 'from' | 'to' | 'minutes'>;

/** Whether a journey takes any ride (metro, train, bus…), or only walks; none is no ride. */
export function ridesIn(journey: { legs: readonly { mode: string }[] } | null | undefined): boolean {
  return journey?.legs.some((leg) => leg.mode !== 'walk') ?? false;
}

export function describeLegs(legs: readonly Leg[]): string {
  const parts: string[] = [];
  let previous: Leg | undefined;
  legs.forEach((leg, i) => {
    if (leg.mode === 'walk') {
      if (leg.minutes === 0) return;
      // A walk between two rides says where to: the next ride starts there.
      const between = previous !== undefined && legs.slice(i + 1).some((l) => l.mode !== 'walk');
      parts.push(`${parts.length ? 'walk' : 'Walk'} ${leg.minutes} min${between ? ` to ${leg.to.name}` : ''}`);
      previous = leg;
      return;
    }
    const line = leg.line ?? leg.mode;
    if (previous && previous.mode !== 'walk' && previous.to.name === leg.from.name) {
      // Changing at the same station: where one gets on is where the last ride ended.
      parts.push('change', `${line} → ${leg.to.name}, ${leg.minutes} min`);
    } else {
      if (previous && previous.mode !== 'walk') parts.push('change');
      parts.push(`${line}, ${leg.from.name} → ${leg.to.name}, ${leg.minutes} min`);
    }
    previous = leg;
  });
  return parts.join(' · ');
}
