// spec §9: spending categories, rupees per month. `max: null` is the open-ended luxury band.
export const SPENDING_CATEGORIES = {
  budget: { label: 'Budget', min: 10_000, max: 20_000 },
  moderate: { label: 'Moderate', min: 20_000, max: 40_000 },
  comfort: { label: 'Comfort', min: 40_000, max: 60_000 },
  premium: { label: 'Premium', min: 60_000, max: 80_000 },
  luxury: { label: 'Luxury', min: 80_000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;

export type SpendingCategory = keyof typeof SPENDING_CATEGORIES;
export const SPENDING_CATEGORY_KEYS = Object.keys(SPENDING_CATEGORIES) as [SpendingCategory, ...SpendingCategory[]];
export const DEFAULT_SPENDING_CATEGORY: SpendingCategory = 'moderate';
