/**
 * Indian digit grouping with the rupee sign: 100000 → "₹1,00,000" (the last three digits, then
 * pairs). Written out rather than through Intl.NumberFormat, which is several times slower and is
 * called for every rent shown in every recommendation.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const sign = amount < 0 ? '-' : '';
  if (digits.length <= 3) return `${sign}₹${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${head},${digits.slice(-3)}`;
}

export function formatRupeeRange(range: { min: number; max: number | null }): string {
  return range.max === null ? `${formatRupees(range.min)}+` : `${formatRupees(range.min)}–${formatRupees(range.max)}`;
}
