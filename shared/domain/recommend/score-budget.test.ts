import { describe, expect, it } from 'vitest';
import { bestBudgetFit, budgetOf, describeBudgetFit, scoreBudget } from './score-budget';

const band = (userCategory: 'budget' | 'moderate' | 'comfort' | 'luxury') => budgetOf({ userCategory });
const rupees = (min: number, max: number) => budgetOf({ userCategory: 'moderate', budget: { min, max } });

describe('budgetOf', () => {
  it('takes the person’s rupees over the quick-pick band, and names each as the person gave it', () => {
    expect(rupees(35_000, 50_000)).toEqual({ min: 35_000, max: 50_000, words: 'your budget (₹35,000–₹50,000)' });
    expect(band('comfort')).toEqual({ min: 40_000, max: 60_000, words: 'your Comfort band (₹40,000–₹60,000)' });
    expect(band('luxury').max).toBeNull();
    // A quick pick's rupees are its band's: named by the band.
    expect(budgetOf({ userCategory: 'comfort', budget: { min: 40_000, max: 60_000 } }).words).toBe(
      'your Comfort band (₹40,000–₹60,000)',
    );
  });
});

describe('scoreBudget', () => {
  const rent = { asOf: '2025-06', bhk1: { min: 12_000, max: 18_000 }, bhk2: { min: 25_000, max: 35_000 } };
  it('scores by the share of the rents the person can pay; rents above the budget low', () => {
    expect(scoreBudget(rent, band('moderate'), '2bhk').score).toBe(1);
    // ₹35–45k against ₹20–40k: half the band is affordable.
    expect(
      scoreBudget({ asOf: '2025-06', bhk2: { min: 35_000, max: 45_000 } }, band('moderate'), '2bhk').score,
    ).toBeCloseTo(0.775);
    // Cheaper than the budget's bottom is still affordable: a band reaching below it loses nothing.
    expect(
      scoreBudget({ asOf: '2025-06', bhk2: { min: 28_000, max: 42_000 } }, rupees(35_000, 50_000), '2bhk').score,
    ).toBe(1);
    const above = scoreBudget({ asOf: '2025-06', bhk2: { min: 70_000, max: 90_000 } }, band('moderate'), '2bhk');
    expect(above).toMatchObject({ fits: false, over: true, farAbove: true, score: 0 });
  });
  it('speaks of one kind only: another kind of home never stands in for it', () => {
    expect(scoreBudget(rent, band('budget'), '1bhk')).toMatchObject({ kind: '1bhk', fits: true, range: rent.bhk1 });
    expect(scoreBudget(rent, band('moderate'), '3bhk')).toMatchObject({
      range: null,
      position: 'unknown',
      over: false,
    });
    expect(scoreBudget({ ...rent, pg: { min: 6000, max: 12_000 } }, band('budget'), 'pg')).toMatchObject({
      fits: true,
    });
  });
  it('treats luxury as open-ended', () => {
    expect(
      scoreBudget({ asOf: '2025-06', bhk2: { min: 150_000, max: 250_000 } }, band('luxury'), '2bhk'),
    ).toMatchObject({
      fits: true,
      score: 1,
    });
  });
});

describe('bestBudgetFit', () => {
  it('shows the kind that fits best of several ("PG or shared"), the first listed on a tie', () => {
    const rent = {
      asOf: '2025-06',
      bhk2: { min: 30_000, max: 40_000 },
      pg: { min: 9_000, max: 18_000 },
      shared: { min: 13_000, max: 22_000 },
    };
    expect(bestBudgetFit(rent, rupees(8_000, 14_000), ['shared', 'pg']).kind).toBe('pg');
    expect(bestBudgetFit(rent, rupees(8_000, 30_000), ['shared', 'pg']).kind).toBe('shared');
    // A kind with no band here does not win over one that is known.
    expect(bestBudgetFit({ ...rent, pg: null }, rupees(10_000, 25_000), ['pg', 'shared']).kind).toBe('shared');
  });
});

describe('describeBudgetFit', () => {
  const budget = rupees(35_000, 50_000);
  const say = (min: number, max: number) =>
    describeBudgetFit(scoreBudget({ asOf: '2025-06', bhk2: { min, max } }, budget, '2bhk'), budget);
  it('says of each end of the rents whether it is within the budget, never "fits" a band it leaves', () => {
    expect(say(28_000, 42_000)).toBe(
      '2 BHK rents of ₹28,000–₹42,000: within your budget (₹35,000–₹50,000) at the top, below it at the bottom',
    );
    expect(say(40_000, 60_000)).toBe(
      '2 BHK rents of ₹40,000–₹60,000: within your budget (₹35,000–₹50,000) at the bottom, above it at the top',
    );
    expect(say(36_000, 48_000)).toBe('2 BHK rents of ₹36,000–₹48,000: all within your budget (₹35,000–₹50,000)');
    expect(say(30_000, 55_000)).toBe(
      '2 BHK rents of ₹30,000–₹55,000: from below your budget (₹35,000–₹50,000) to above it',
    );
    expect(say(52_000, 70_000)).toBe(
      'Over your budget: 2 BHK rents start at ₹52,000, above your budget (₹35,000–₹50,000)',
    );
    expect(say(15_000, 25_000)).toBe('Below your budget (₹35,000–₹50,000): 2 BHK rents of ₹15,000–₹25,000');
  });
});
