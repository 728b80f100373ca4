import type { RideQuestion } from '../../../../../shared/domain/assistant/facts';
import { workPointOf } from '../../../../../shared/domain/recommend/estimate-commute';
import { transitRoute } from '../../../../../shared/domain/recommend/transit-route';
import type { GatherContext } from './gather-context';

// Transit: "Electronic City to Koramangala by metro?": the quickest direct ride from the first
// neighbourhood named to the second, when it names two.

export function gatherRide({ services, resolved, describe }: GatherContext): RideQuestion | null {
  const [from, to] = resolved.mentioned;
  if (!from || !to) return null;
  const { localities, transitLines } = services.dataset;
  return {
    from: describe(from),
    to: describe(to),
    route: transitRoute(from, workPointOf(to, localities, transitLines)),
  };
}
