import { describe, expect, it } from 'vitest';
import type { City, Locality } from '../dataset/schema';
import { buildMentionIndex, findMentionedCity, findMentionedLocalities } from './find-mentions';

const locality = (id: string, name: string, city: string, aliases: string[] = []) =>
  ({ id, name, city, aliases }) as unknown as Locality;
const city = (id: string, name: string, aliases: string[] = []) => ({ id, name, aliases }) as unknown as City;

const index = buildMentionIndex(
  [
    locality('mumbai-andheri-east', 'Andheri East', 'mumbai'),
    locality('mumbai-andheri-west', 'Andheri West', 'mumbai'),
    locality('bengaluru-koramangala', 'Koramangala', 'bengaluru', ['Kormangala']),
    locality('bengaluru-indiranagar', 'Indiranagar', 'bengaluru', ['HAL 2nd Stage']),
    locality('pune-baner', 'Baner', 'pune'),
    locality('new-delhi-saket', 'Saket', 'new-delhi'),
    locality('pune-saket', 'Saket', 'pune'),
    locality('x-ito', 'ITO', 'new-delhi'),
  ],
  [city('bengaluru', 'Bengaluru', ['Bangalore']), city('new-delhi', 'New Delhi', ['Delhi']), city('pune', 'Pune')],
);
const ids = (question: string, prefer?: string) => findMentionedLocalities(question, index, prefer).map((l) => l.id);

describe('neighbourhoods named in a question', () => {
  it('finds them in the order they are named, whatever the case and punctuation', () => {
    expect(ids('koramangala vs. INDIRANAGAR?')).toEqual(['bengaluru-koramangala', 'bengaluru-indiranagar']);
    expect(ids('Is Baner better than Kormangala')).toEqual(['pune-baner', 'bengaluru-koramangala']);
    expect(ids('flats near hal 2nd stage')).toEqual(['bengaluru-indiranagar']);
  });

  it('matches whole words only, and ignores names too short to be sure of', () => {
    expect(ids('Banerjee Road is nice')).toEqual([]);
    expect(ids('how far is ITO')).toEqual([]);
  });

  it('reads the acronym a name starts with as that name ("HSR" for HSR Layout), not any three letters', () => {
    const names = buildMentionIndex(
      [locality('b-hsr', 'HSR Layout', 'bengaluru', ['HSR']), locality('x-rao', 'Rau', 'indore', ['Rao'])],
      [],
    );
    expect(findMentionedLocalities('pg in HSR under 10k', names).map((l) => l.id)).toEqual(['b-hsr']);
    expect(findMentionedLocalities('Ananya Rao asks', names)).toEqual([]);
  });

  it('prefers the person’s city for a name two cities share', () => {
    expect(ids('Tell me about Saket', 'pune')).toEqual(['pune-saket']);
    expect(ids('Tell me about Saket', 'new-delhi')).toEqual(['new-delhi-saket']);
  });

  it('keeps the longer of two names that overlap', () => {
    expect(ids('Andheri East or Andheri West?')).toEqual(['mumbai-andheri-east', 'mumbai-andheri-west']);
  });
});

describe('a city named in a question', () => {
  it('by its name or an alias, the first one named', () => {
    expect(findMentionedCity('Moving to Bangalore, then Pune', index)?.id).toBe('bengaluru');
    expect(findMentionedCity('best area in delhi', index)?.id).toBe('new-delhi');
    expect(findMentionedCity('best area for me', index)).toBeNull();
  });
});
