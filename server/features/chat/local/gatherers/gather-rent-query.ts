import type { RentQuery } from '../../../../../shared/domain/assistant/facts';
import { findMentionedLandmark } from '../../../../../shared/domain/assistant/find-mentions';
import type { Locality } from '../../../../../shared/domain/dataset/schema';
import { haversineKm } from '../../../../../shared/domain/geo';
import { assumedHomeKind, rentBandOf } from '../../../../../shared/domain/recommend/home-kind';
import type { GatherContext } from './gather-context';

// Rents: "a PG under ₹12k near Christ University", "2 BHK rent in Baner vs Aundh".

const RENT_ROWS = 5;
const NEAR_KM = 4;

/**
 * What a rent question is about: the kind it names (else the person's, else one assumed from their
 * budget), the most they said they would pay, and the neighbourhoods to price: near the landmark or
 * neighbourhood named after "near", else those named, else the person's results, else the city's.
 */
export function gatherRentQuery(context: GatherContext): RentQuery {
  const { services, profile, question, resolved, city, recommended, describe } = context;
  const { dataset } = services;
  const { entities, mentioned } = resolved;
  const landmark = findMentionedLandmark(question, dataset.landmarks, city?.id ?? resolved.homeCity);
  const cityId = landmark?.city ?? resolved.cityId;
  const fromResults = resolved.focus.aboutMine || !mentioned.length ? recommended : [];
  const preferences = profile.preferences;
  const [kind, kindFrom] = entities.homeKind
    ? [entities.homeKind, 'question' as const]
    : (preferences?.homeKinds?.[0] ?? preferences?.homeKind)
      ? [(preferences.homeKinds?.[0] ?? preferences.homeKind)!, 'preferences' as const]
      : [
          assumedHomeKind(
            preferences ?? { userCategory: 'moderate', lifestylePreferences: [], prioritizedMustHaves: [] },
          ),
          'budget' as const,
        ];
  const centre = landmark ?? (entities.near && mentioned[0] ? mentioned[0] : null);
  let pool: Locality[];
  if (centre) {
    pool = dataset.localities
      .filter((l) => (!cityId || l.city === cityId) && haversineKm(l, centre) <= NEAR_KM)
      .sort((a, b) => haversineKm(a, centre) - haversineKm(b, centre));
  } else if (mentioned.length) pool = mentioned;
  else if (fromResults.length) pool = fromResults;
  else pool = cityId ? dataset.localities.filter((l) => l.city === cityId) : [];
  const band = (l: Locality) => rentBandOf(l.rent, kind);
  const max = entities.amount;
  const fits = (l: Locality) => max === null || (band(l)?.min ?? Number.POSITIVE_INFINITY) <= max;
  const priced = pool
    .map((l, i) => ({ l, i }))
    .sort((a, b) => {
      // Named or the person's own: in their order. Near a place or in a city: cheapest first.
      if (!centre && (mentioned.length || fromResults.length)) return a.i - b.i;
      return (band(a.l)?.min ?? Number.POSITIVE_INFINITY) - (band(b.l)?.min ?? Number.POSITIVE_INFINITY) || a.i - b.i;
    })
    .map(({ l }) => l);
  const shown = priced.filter(fits);
  return {
    kind,
    kindFrom,
    max,
    near: centre ? centre.name : null,
    rows: (shown.length ? shown : priced).slice(0, RENT_ROWS).map(describe),
    aboveMax: priced.length - shown.length,
  };
}
