const formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping with the rupee sign: 100000 → "₹1,00,000". */
export function formatRupees(amount: number): string {
  return `₹${formatter.format(Math.round(amount))}`;
}

export function formatRupeeRange(range: { min: number; max: number | null }): string {
  return range.max === null ? `${formatRupees(range.min)}+` : `${formatRupees(range.min)}–${formatRupees(range.max)}`;
}
