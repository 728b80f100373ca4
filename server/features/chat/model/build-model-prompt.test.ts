import { describe, expect, it } from 'vitest';
import { cut } from './build-model-prompt';

describe('descriptions cut for the seeded greeting (spec §4)', () => {
  it('cuts at a word boundary within the limit, with an ellipsis', () => {
    const text = 'A leafy residential area with old bungalows, quiet lanes and a lake that draws walkers.';
    const short = cut(text, 70);
    expect(short.length).toBeLessThanOrEqual(70);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.slice(0, -1)).not.toMatch(/\s$/);
  });

  it('leaves a short text whole', () => {
    expect(cut('Short.', 80)).toBe('Short.');
  });
});
