import { SPENDING_CATEGORIES, type SpendingCategory } from '../../constants/spending-categories';
import type { Locality } from '../dataset/schema';
import { formatRupeeRange, formatRupees } from '../format-rupees';

export interface BudgetFit {
  score: number;
  /** Rent is within (overlaps) the category's band for at least one flat size. */
  fits: boolean;
  /** Cheapest listed rent is more than 25 % above the band's top. */
  farAbove: boolean;
  reason: string;
}

const SIZES = [
  ['bhk2', '2 BHK'],
  ['bhk3', '3 BHK'],
  ['bhk1', '1 BHK'],
] as const;

/**
 * Budget fit of the spending category's ₹ band (spec §9) against the locality's rent bands. The best
 * flat size wins: overlap scores 0.7–1 by how much of the rent band lies inside the budget; rents
 * above the band fall off fast; rents below it score 0.55 at most (the area is a different market).
 */
export function scoreBudget(rent: Locality['rent'], category: SpendingCategory): BudgetFit {
  const band = SPENDING_CATEGORIES[category];
  const bandMax = band.max ?? Number.POSITIVE_INFINITY;
  const budget = `your ${band.label} band (${formatRupeeRange(band)})`;
  let best: BudgetFit | undefined;
  for (const [key, label] of SIZES) {
    const range = rent[key];
    if (!range) continue;
    const overlap = Math.min(range.max, bandMax) - Math.max(range.min, band.min);
    let fit: BudgetFit;
    if (overlap >= 0) {
      const share = range.max === range.min ? 1 : overlap / (range.max - range.min);
      fit = {
        score: 0.7 + 0.3 * share,
        fits: true,
        farAbove: false,
        reason: `${label} rents of ${formatRupeeRange(range)} fit ${budget}`,
      };
    } else if (range.min > bandMax) {
      const gap = (range.min - bandMax) / bandMax;
      fit = {
        score: Math.max(0, 0.5 - 2 * gap),
        fits: false,
        farAbove: gap > 0.25,
        reason: `Above ${budget}: ${label} rents start at ${formatRupees(range.min)}`,
      };
    } else {
      const gap = (band.min - range.max) / band.min;
      fit = {
        score: Math.max(0.2, 0.55 - gap),
        fits: false,
        farAbove: false,
        reason: `Below ${budget}: ${label} rents are ${formatRupeeRange(range)}`,
      };
    }
    if (!best || fit.score > best.score) best = fit;
  }
  // bhk2 is required by the data schema, so `best` is always set.
  return best!;
}
