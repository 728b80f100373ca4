import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from '../dataset/event-schema';
import { eventCategoryLabel } from './event-category-label';
import { filterEvents, filterOptions, formatEventDate, formatMonthYear, formatTicketPrice } from './filter-events';
import { scoreEvent, scoreEvents } from './score-events';
import { sortEvents } from './sort-events';

const marathon = {
  name: 'City Marathon',
  category: 'sports',
  description: 'A 42 km run through the old city.',
  date: '2027-01-17',
};
const concert = {
  name: 'Music Season',
  category: 'music',
  description: 'Classical concerts every evening.',
  date: '2026-12-15',
};
const fair = {
  name: 'Book Fair',
  category: 'literature',
  description: 'Publishers, talks and a food court.',
  date: '2027-01-28',
};

describe('spec §9 event scoring', () => {
  it('gives 2 per matching lifestyle preference', () => {
    expect(scoreEvent(marathon, { lifestyleKeys: ['activeLifestyle'], traits: [] })).toBe(2);
    expect(scoreEvent(concert, { lifestyleKeys: ['artsAndMusic', 'activeLifestyle'], traits: [] })).toBe(2);
    expect(scoreEvent(concert, { lifestyleKeys: ['activeLifestyle'], traits: [] })).toBe(0);
  });

  it('gives 1 per keyword group that both the person and the event mention', () => {
    const traits = ['Active: walks or cycles for many trips', 'Enjoys museums and history'];
    expect(scoreEvent(marathon, { lifestyleKeys: [], traits })).toBe(1); // active
    expect(scoreEvent(fair, { lifestyleKeys: [], traits })).toBe(1); // intellectual: talks
    expect(scoreEvent(concert, { lifestyleKeys: [], traits })).toBe(0);
    expect(scoreEvent(marathon, { lifestyleKeys: ['activeLifestyle', 'healthy'], traits })).toBe(5);
  });

  it('sorts by score and marks what is personalised, keeping the order among equals', () => {
    const scored = scoreEvents([concert, fair, marathon], { lifestyleKeys: ['activeLifestyle'], traits: [] });
    expect(scored.map((e) => [e.name, e.personalScore, e.isPersonalized])).toEqual([
      ['City Marathon', 2, true],
      ['Music Season', 0, false],
      ['Book Fair', 0, false],
    ]);
  });
});

describe('spec §5 event filters', () => {
  const events = [marathon, concert, fair, { ...concert, name: 'Next Season', date: '2027-12-15' }];
  it('matches the category case-insensitively', () => {
    expect(filterEvents(events, { category: 'MUSIC', month: 'all' }).map((e) => e.name)).toEqual([
      'Music Season',
      'Next Season',
    ]);
  });

  it('compares the month number only, not the year', () => {
    expect(filterEvents(events, { category: 'all', month: 12 }).map((e) => e.date)).toEqual([
      '2026-12-15',
      '2027-12-15',
    ]);
    expect(filterEvents(events, { category: 'all', month: 1 })).toHaveLength(2);
  });

  it('offers all plus the categories and months found, months labelled Month Year', () => {
    expect(filterOptions(events)).toEqual({
      categories: ['literature', 'music', 'sports'],
      months: [
        { month: 12, label: 'December 2026' },
        { month: 1, label: 'January 2027' },
      ],
    });
  });

  it('writes dates in the en-US long form, and prices in rupees', () => {
    expect(formatEventDate('2027-01-17')).toBe('January 17, 2027');
    expect(formatMonthYear('2027-02')).toBe('February 2027');
    expect(formatTicketPrice(0)).toBe('Free');
    expect(formatTicketPrice(1500)).toBe('₹1,500');
    expect(formatTicketPrice(125000)).toBe('₹1,25,000');
  });
});

describe('eventCategoryLabel', () => {
  it('names every curated category in words', () => {
    expect(eventCategoryLabel('public-event')).toBe('Public event');
    expect(eventCategoryLabel('festival')).toBe('Festival');
    for (const category of EVENT_CATEGORIES) expect(eventCategoryLabel(category)).not.toMatch(/[-_]|^[a-z]/);
  });

  it("writes another provider's category as words too", () => {
    expect(eventCategoryLabel('food_and_drink')).toBe('Food and drink');
    expect(eventCategoryLabel('STAND-UP')).toBe('Stand up');
  });
});

describe('sortEvents', () => {
  const events = [
    { name: 'Kite festival', date: '2027-01-14', personalScore: 1 },
    { name: 'Book fair', date: '2027-01-20', personalScore: 4 },
    { name: 'Art walk', date: '2027-01-14', personalScore: 3 },
    { name: 'Bazaar', date: '2027-01-02', personalScore: 0 },
  ];
  it('orders by date, a day’s best matches first', () => {
    expect(sortEvents(events, 'date').map((e) => e.name)).toEqual(['Bazaar', 'Art walk', 'Kite festival', 'Book fair']);
  });
  it('orders by the person’s score for "best match", earlier first among equals', () => {
    expect(sortEvents(events, 'match').map((e) => e.name)).toEqual([
      'Book fair',
      'Art walk',
      'Kite festival',
      'Bazaar',
    ]);
  });
  it('leaves the given list as it was', () => {
    const before = events.map((e) => e.name);
    sortEvents(events, 'date');
    expect(events.map((e) => e.name)).toEqual(before);
  });
});
