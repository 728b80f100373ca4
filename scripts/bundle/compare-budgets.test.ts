import { describe, expect, it } from 'vitest';
import { compareBudgets } from './compare-budgets';

const budget = { modules: ['index.html'], budgetKb: 10, recorded: { 'main.tsx': 6, 'home-page.tsx': 2 } };

describe('compareBudgets', () => {
  it('sums what a route loads first and finds nothing grown when the chunks are as recorded', () => {
    const [result] = compareBudgets({
      '/': {
        budget,
        chunks: [
          { id: 'main.tsx', file: 'a.js', kb: 6 },
          { id: 'home-page.tsx', file: 'b.js', kb: 2 },
        ],
      },
    });
    expect(result?.totalKb).toBe(8);
    expect(result?.grown).toEqual([]);
  });

  it('names the chunks that grew or are new, largest growth first', () => {
    const [result] = compareBudgets({
      '/': {
        budget,
        chunks: [
          { id: 'main.tsx', file: 'a.js', kb: 7 },
          { id: 'home-page.tsx', file: 'b.js', kb: 2 },
          { id: 'zod', file: 'c.js', kb: 3 },
        ],
      },
    });
    expect(result?.totalKb).toBe(12);
    expect(result?.grown.map((c) => c.id)).toEqual(['zod', 'main.tsx']);
    expect(result?.grown[0]?.recordedKb).toBeNull();
  });
});
