import type { Factor } from '../../contracts/recommendations';

// The scoring weights (docs/recommendation-formula.md). They sum to 1.
export const BASE_WEIGHTS: Record<Factor, number> = {
  budget: 0.2,
  commute: 0.25,
  lifestyle: 0.3,
  mustHaves: 0.12,
  safety: 0.08,
  walkability: 0.05,
};

// A location history no longer shifts weight to lifestyle: it suggests lifestyles, which count only
// once the person accepts them (docs/recommendation-formula.md, "Location history").
export function resolveWeights(options: { hasMustHaves: boolean }): Record<Factor, number> {
  const weights = { ...BASE_WEIGHTS };
  if (!options.hasMustHaves) {
    // Spread the must-have weight over the rest in proportion, so the weights still sum to 1.
    const spare = weights.mustHaves;
    weights.mustHaves = 0;
    const rest = 1 - spare;
    for (const key of Object.keys(weights) as Factor[]) weights[key] += (weights[key] / rest) * spare;
  }
  return weights;
}

export const FACTOR_LABELS: Record<Factor, string> = {
  budget: 'Budget fit',
  commute: 'Commute',
  lifestyle: 'Lifestyle',
  mustHaves: 'Must-haves',
  safety: 'Safety',
  walkability: 'Walkability',
};
