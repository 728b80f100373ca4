import { describe, expect, it } from 'vitest';
import { perOwner } from './per-owner';

describe('perOwner', () => {
  it('makes one value per owner and reuses it, null included', () => {
    let made = 0;
    const memoFor = perOwner<object, { n: number }>(() => ({ n: ++made }));
    const one = {};
    expect(memoFor(one)).toBe(memoFor(one));
    expect(memoFor({}).n).toBe(2);
    let asked = 0;
    const nothingFor = perOwner<object, null>(() => {
      asked++;
      return null;
    });
    const two = {};
    expect(nothingFor(two)).toBeNull();
    expect(nothingFor(two)).toBeNull();
    expect(asked).toBe(1);
  });
});
