import { describe, expect, it } from 'vitest';
import type { Neighbourhood } from '../../../../shared/contracts/recommendations';
import type { ChatProfile } from '../chat-profile';
import { cut, neighbourhoodGreeting } from './build-model-prompt';

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

describe('the seeded greeting (spec §4)', () => {
  const profile = (amenities: string[]): ChatProfile => ({
    name: null,
    preferences: null,
    analysis: null,
    persona: null,
    selected: null,
    recommended: [
      {
        name: 'Aundh',
        city: 'Pune',
        matchScore: 71,
        description: 'A leafy, settled neighbourhood.',
        amenities,
        nearbyHighlights: ['ITI Road', 'Aundh Chest Hospital'],
      } as Neighbourhood,
    ],
    workLocation: null,
    secondWorkLocation: null,
    interests: {} as ChatProfile['interests'],
  });

  it('names the amenities the card claims, or its highlights where it claims none', () => {
    expect(neighbourhoodGreeting(profile(['Schools', 'Nightlife']))).toMatch(/Nearby: Schools, Nightlife\./);
    expect(neighbourhoodGreeting(profile([]))).toMatch(/Nearby: ITI Road, Aundh Chest Hospital\./);
  });
});
