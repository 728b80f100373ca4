import { SPENDING_CATEGORIES, type SpendingCategory } from '../../constants/spending-categories';
import type { Locality } from '../dataset/schema';
import { formatRupeeRange, formatRupees } from '../format-rupees';

type Size = 'bhk1' | 'bhk2' | 'bhk3';

export interface BudgetFit {
  score: number;
  /** Rent is within (overlaps) the category's band for at least one flat size. */
  fits: boolean;
  /** Cheapest listed rent is more than 25 % above the band's top. */
  farAbove: boolean;
  /** The flat size the score and explanation are about. */
  size: Size;
  position: 'within' | 'above' | 'below';
}

const SIZES: Size[] = ['bhk2', 'bhk3', 'bhk1']; // ties go to the most common flat, 2 BHK
const SIZE_LABELS: Record<Size, string> = { bhk1: '1 BHK', bhk2: '2 BHK', bhk3: '3 BHK' };

/**
 * Budget fit of the spending category's ₹ band (spec §9) against the locality's rent bands. The best
 * flat size wins: overlap scores 0.7–1 by how much of the rent band lies inside the budget; rents
 * above the band fall off fast; rents below it score 0.55 at most (the area is a different market).
 */
export function scoreBudget(rent: Locality['rent'], category: SpendingCategory): BudgetFit {
  const band = SPENDING_CATEGORIES[category];
  const bandMax = band.max ?? Number.POSITIVE_INFINITY;
  let best: BudgetFit | undefined;
  for (const size of SIZES) {
    const range = rent[size];
    if (!range) continue;
    const overlap = Math.min(range.max, bandMax) - Math.max(range.min, band.min);
    let fit: BudgetFit;
    if (overlap >= 0) {
      const share = range.max === range.min ? 1 : overlap / (range.max - range.min);
      fit = { score: 0.7 + 0.3 * share, fits: true, farAbove: false, size, position: 'within' };
    } else if (range.min > bandMax) {
      const gap = (range.min - bandMax) / bandMax;
      fit = { score: Math.max(0, 0.5 - 2 * gap), fits: false, farAbove: gap > 0.25, size, position: 'above' };
    } else {
      const gap = (band.min - range.max) / band.min;
      fit = { score: Math.max(0.2, 0.55 - gap), fits: false, farAbove: false, size, position: 'below' };
    }
    if (!best || fit.score > best.score) best = fit;
  }
  // bhk2 is required by the data schema, so `best` is always set.
  return best!;
}

/** "2 BHK rents of ₹25,000–₹35,000 fit your Moderate band (₹20,000–₹40,000)". */
export function describeBudgetFit(fit: BudgetFit, rent: Locality['rent'], category: SpendingCategory): string {
  const band = SPENDING_CATEGORIES[category];
  const budget = `your ${band.label} band (${formatRupeeRange(band)})`;
  const range = rent[fit.size]!;
  const label = SIZE_LABELS[fit.size];
  if (fit.position === 'within') return `${label} rents of ${formatRupeeRange(range)} fit ${budget}`;
  if (fit.position === 'above') return `Above ${budget}: ${label} rents start at ${formatRupees(range.min)}`;
  return `Below ${budget}: ${label} rents are ${formatRupeeRange(range)}`;
}
