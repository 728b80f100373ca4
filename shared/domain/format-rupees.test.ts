import { describe, expect, it } from 'vitest';
import { formatRupeeRange, formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(2499)).toBe('₹2,499');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(80000.4)).toBe('₹80,000');
    expect(formatRupees(-1500)).toBe('-₹1,500');
  });

  it('agrees with the en-IN locale for every magnitude', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (let n = 1; n < 1e12; n = n * 7 + 3) expect(formatRupees(n)).toBe(`₹${intl.format(n)}`);
  });

  it('writes open-ended ranges with a plus', () => {
    expect(formatRupeeRange({ min: 80000, max: null })).toBe('₹80,000+');
    expect(formatRupeeRange({ min: 10000, max: 20000 })).toBe('₹10,000–₹20,000');
  });
});
