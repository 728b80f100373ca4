import { describe, expect, it } from 'vitest';
import { tripEndTexts } from './trip-ends';

// The two ends of a trip as people write them: English frames, reversed order, Hinglish, and the
// means of travel or a time after the second place, which are not part of its name.

describe('tripEndTexts', () => {
  it.each([
    ['is there a metro from Hebbal to Manyata', 'Hebbal', 'Manyata'],
    ['bus from BTM Layout to Koramangala', 'BTM Layout', 'Koramangala'],
    ['how long from Wakad to Magarpatta by train', 'Wakad', 'Magarpatta'],
    ['How long does it take to go from Miyapur to HITEC City in the morning?', 'Miyapur', 'HITEC City'],
    ['metro between Baner and Aundh?', 'Baner', 'Aundh'],
    ['Miyapur to Ameerpet metro', 'Miyapur', 'Ameerpet'],
    ['how do I get to Koramangala from BTM Layout', 'BTM Layout', 'Koramangala'],
    ['Baner se Hinjewadi kitna time lagega', 'Baner', 'Hinjewadi'],
    ['Hebbal se Manyata metro hai kya', 'Hebbal', 'Manyata'],
    ['baner to hinjewadi kitna time lagega metro se', 'baner', 'hinjewadi'],
    ['whats the best way from Andheri West to BKC daily', 'Andheri West', 'BKC'],
  ])('%s', (question, from, to) => {
    expect(tripEndTexts(question)).toEqual({ from, to });
  });

  it.each([
    'Is Baner on the metro?',
    'which of my results are near a metro',
    'How far is Koramangala from the airport', // a distance, one end named after "from"
    'metro',
    'nearest railway station to Hinjewadi',
    'which metro line goes to Whitefield',
  ])('names no trip: %s', (question) => {
    expect(tripEndTexts(question)).toBeNull();
  });
});
