import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventsResponse, eventsResponse } from '../../../shared/contracts/events';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// POST /api/social/groups and GET /api/user/interests on the curated calendar, on a fixed clock:
// 23 November 2026, 10:00 in India.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: { now: () => new Date('2026-11-23T04:30:00Z') } });
});
afterAll(() => server?.close());

const events = async (body: unknown, cookie?: string) => {
  const res = await server.request('/api/social/groups', { body, cookie });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return eventsResponse.parse(res.body);
};
const byName = (reply: EventsResponse, name: RegExp) => reply.events.filter((e) => name.test(e.name));

describe('dated events in the neighbourhood’s city for the next three months', () => {
  it('lists New Delhi’s calendar from today to 23 February, never a past date', async () => {
    const reply = await events({ neighborhoodId: 'new-delhi-connaught-place' });
    expect(reply.location).toMatchObject({
      city: 'New Delhi',
      source: 'neighborhood',
      neighborhood: 'Connaught Place',
    });
    expect(reply.provider.kind).toBe('curated');
    for (const e of reply.events) {
      expect(e.date >= '2026-11-23' && e.date <= '2027-02-23', `${e.name} ${e.date}`).toBe(true);
      expect(e.official_source).toMatch(/^https:\/\//);
      // An event has its venue; a festival day is kept across the city.
      if (e.location.startsWith('Across ')) expect(e.coordinates).toBeNull();
      else expect(e.coordinates).not.toBeNull();
    }
    expect(byName(reply, /Republic Day/)[0]).toMatchObject({ date: '2027-01-26', category: 'public-event' });
    expect(byName(reply, /Beating Retreat/)[0]?.date).toBe('2027-01-29');
    // More Info: the event's own page where it has one (the ministry's invitation portal), else the organiser's site.
    expect(byName(reply, /Beating Retreat/)[0]?.official_source).toBe('https://aamantran.mod.gov.in');
    expect(byName(reply, /Trade Fair/)[0]?.official_source).toBe('https://www.indiatradefair.com');
    // A weekly event appears once a month, with its rule in words.
    const bazaar = byName(reply, /Book Bazaar/);
    expect(bazaar.map((e) => e.date.slice(0, 7))).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(bazaar[0]).toMatchObject({ date: '2026-11-29', recurrence: 'Every Sunday' });
  });

  it('shows another city’s events for a neighbourhood there', async () => {
    const reply = await events({ neighborhoodId: 'mumbai-bandra-west' });
    expect(reply.location.city).toBe('Mumbai');
    expect(byName(reply, /Mumbai Marathon/)[0]?.date).toBe('2027-01-17'); // the third Sunday of January
    expect(byName(reply, /Republic Day/).every((e) => /Shivaji Park/.test(e.location))).toBe(true);
  });

  it('lists a season under way from today, with the day it ends', async () => {
    const later = await startTestServer({}, { clock: { now: () => new Date('2026-12-20T06:00:00Z') } });
    try {
      const res = await later.request('/api/social/groups', { body: { city: 'Chennai' } });
      const reply = eventsResponse.parse(res.body);
      expect(byName(reply, /Music Academy/)[0]).toMatchObject({ date: '2026-12-20', endDate: '2027-01-01' });
    } finally {
      await later.close();
    }
  });

  it('finds a city by name or alias, a position by reverse geocoding, and falls back to Pune (spec §4)', async () => {
    expect((await events({ city: 'Bangalore' })).location).toMatchObject({ city: 'Bengaluru', source: 'city' });
    const kolkata = await events({ coordinates: { lat: 22.5726, lng: 88.3639 } });
    expect(kolkata.location).toMatchObject({ city: 'Kolkata', source: 'geolocation' });
    const sea = await events({ coordinates: { lat: 15, lng: 65 } });
    expect(sea.location).toMatchObject({
      city: 'Pune',
      source: 'geolocation',
      coordinates: { lat: 18.5204, lng: 73.8567 },
    });
    const unknown = await events({ city: 'Atlantis' });
    expect(unknown.location).toMatchObject({ city: 'Pune', source: 'default' });
    expect(unknown.notice).toMatch(/We do not know the city “Atlantis”/);
  });
});

describe('scored for the signed-in person (spec §9)', () => {
  it('puts the events matching their lifestyle first, marked as recommended', async () => {
    const cookie = await signInAs(server, 'events@example.com');
    expect((await server.request('/api/user/interests', { cookie })).body).toEqual({
      lifestyleKeys: [],
      traits: [],
      indicators: [],
      persona: null,
    });
    const preferences = {
      userCategory: 'moderate',
      commute: {
        workAddress: 'BKC, Mumbai',
        travelMode: 'driving',
        coordinates: null,
        travelModes: {
          walking: { enabled: false, distance: 5 },
          bicycling: { enabled: false, distance: 10 },
          transit: { enabled: false, distance: 15 },
          driving: { enabled: true, distance: 20 },
        },
      },
      lifestylePreferences: ['activeLifestyle', 'healthy', 'quiet'],
      customLifestyles: [],
      prioritizedMustHaves: [],
    };
    expect((await server.request('/api/housing/recommend-housing', { body: preferences, cookie })).status).toBe(200);
    expect(
      ((await server.request('/api/user/interests', { cookie })).body as { lifestyleKeys: string[] }).lifestyleKeys,
    ).toEqual(['activeLifestyle', 'healthy', 'quiet']);
    const reply = await events({ neighborhoodId: 'mumbai-bandra-west' }, cookie);
    expect(reply.events[0]).toMatchObject({
      name: expect.stringMatching(/Marathon/),
      isPersonalized: true,
      personalScore: 4,
    });
    const scores = reply.events.map((e) => e.personalScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const anonymous = await events({ neighborhoodId: 'mumbai-bandra-west' });
    expect(anonymous.events.every((e) => !e.isPersonalized)).toBe(true);
  });

  it('asks a session for the interests', async () => {
    expect((await server.request('/api/user/interests')).status).toBe(401);
  });
});

describe('bad input: 400 naming the field', () => {
  it.each([
    ['a latitude out of range', { coordinates: { lat: 91, lng: 77 } }, 'coordinates.lat'],
    ['a longitude out of range', { coordinates: { lat: 19, lng: -181 } }, 'coordinates.lng'],
    ['an over-long city', { city: 'x'.repeat(61) }, 'city'],
    ['an unknown key', { city: 'Pune', when: 'tomorrow' }, ''],
    ['nothing to go on', {}, 'neighborhoodId'],
    ['two places at once', { city: 'Pune', neighborhoodId: 'pune-baner' }, 'neighborhoodId'],
  ])('%s', async (_name, body, field) => {
    const res = await server.request('/api/social/groups', { body });
    expect(res.status).toBe(400);
    const error = res.body as { error: string; fields: Record<string, string> };
    if (field) expect(Object.keys(error.fields)).toContain(field);
    else expect(error.error).toMatch(/when/);
  });

  it('answers 404 for an unknown neighbourhood', async () => {
    expect((await server.request('/api/social/groups', { body: { neighborhoodId: 'nowhere' } })).status).toBe(404);
  });
});
