import { HOME_KINDS, type HomeKind } from '../../constants/home-kinds';
import { SPENDING_CATEGORIES, type SpendingCategory } from '../../constants/spending-categories';
import type { Locality } from '../dataset/schema';
import { formatRupeeRange, formatRupees } from '../format-rupees';
import { rentBandOf } from './home-kind';

export interface BudgetFit {
  /** The kind of home the score and the explanation are about: the chosen or assumed one. */
  kind: HomeKind;
  /** Its rent band here; null where that kind is not known. */
  range: { min: number; max: number } | null;
  score: number;
  /** The band and the person's budget overlap. */
  fits: boolean;
  /** The cheapest home of that kind costs more than the top of the budget: listed after all others. */
  over: boolean;
  /** The cheapest costs more than 25 % above the band's top. */
  farAbove: boolean;
  position: 'within' | 'above' | 'below' | 'unknown';
}

/** Neither for nor against: the rent of that kind is not known here. */
const UNKNOWN_SCORE = 0.5;

/**
 * Budget fit of the spending category's ₹ band (spec §9) against the locality's rent band for one
 * kind of home. Overlap scores 0.7–1 by how much of the rent band lies inside the budget; rents above
 * the band fall off fast; rents below it score 0.55 at most (the area is a different market).
 */
export function scoreBudget(rent: Locality['rent'], category: SpendingCategory, kind: HomeKind): BudgetFit {
  const band = SPENDING_CATEGORIES[category];
  const bandMax = band.max ?? Number.POSITIVE_INFINITY;
  const range = rentBandOf(rent, kind);
  if (!range)
    return { kind, range, score: UNKNOWN_SCORE, fits: false, over: false, farAbove: false, position: 'unknown' };
  const overlap = Math.min(range.max, bandMax) - Math.max(range.min, band.min);
  if (overlap >= 0) {
    const share = range.max === range.min ? 1 : overlap / (range.max - range.min);
    return { kind, range, score: 0.7 + 0.3 * share, fits: true, over: false, farAbove: false, position: 'within' };
  }
  if (range.min > bandMax) {
    const gap = (range.min - bandMax) / bandMax;
    return {
      kind,
      range,
      score: Math.max(0, 0.5 - 2 * gap),
      fits: false,
      over: true,
      farAbove: gap > 0.25,
      position: 'above',
    };
  }
  const gap = (band.min - range.max) / band.min;
  return {
    kind,
    range,
    score: Math.max(0.2, 0.55 - gap),
    fits: false,
    over: false,
    farAbove: false,
    position: 'below',
  };
}

/** "2 BHK rents of ₹25,000–₹35,000 fit your Moderate band (₹20,000–₹40,000)". */
export function describeBudgetFit(fit: BudgetFit, category: SpendingCategory): string {
  const band = SPENDING_CATEGORIES[category];
  const budget = `your ${band.label} band (${formatRupeeRange(band)})`;
  const label = HOME_KINDS[fit.kind].short;
  const range = fit.range;
  if (!range || fit.position === 'unknown') return `${label} rents are not known here: check locally`;
  if (fit.position === 'within') return `${label} rents of ${formatRupeeRange(range)} fit ${budget}`;
  if (fit.position === 'above')
    return `Over your budget: ${label} rents start at ${formatRupees(range.min)}, above ${budget}`;
  return `Below ${budget}: ${label} rents are ${formatRupeeRange(range)}`;
}
