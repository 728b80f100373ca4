import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationsResultSchema } from '../../../shared/contracts/recommendations';
import { transitJourneyResponse, transitReachResponse } from '../../../shared/contracts/transit';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { loadTransitNetworks } from '../../data/transit/load-networks';
import { projectPath } from '../../paths';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { importFeed } from './import-feed';
import { importOurFeeds } from './import-our-feeds';

// GET /api/transit/journey and /api/transit/reach, and the finder's transit commutes, over the
// official Hyderabad Metro feed imported into the test's database as a server imports it at start.

const HMRL = projectPath('server', 'data', 'transit', 'feeds', 'hyderabad-hmrl-metro', 'gtfs.zip');
// Stations as the feed's stops.txt places them.
const MIYAPUR = '17.4965452,78.3730262';
const HITEC_CITY = '17.4490055,78.3831376';

let server: TestServer;
beforeAll(async () => {
  // 2 December 2026, a Wednesday, 10:00 in India.
  server = await startTestServer({}, { clock: { now: () => new Date('2026-12-02T04:30:00Z') } });
  await importFeed(server.database.db, HMRL, [...server.services.dataset.cities]);
  server.services.transit.networks.forget('hyderabad');
  // Our NCR feed, which lacks some of the network's lines (docs/data.md, "Our transit feeds").
  const ours = await loadTransitNetworks();
  await importOurFeeds(
    server.database.db,
    ours.networks.filter((n) => n.id === 'ncr'),
    ours.averageSpeeds,
  );
}, 120_000);
afterAll(() => server?.close());

const get = async (path: string) => server.request(path);

describe('GET /api/transit/journey', () => {
  it('plans Miyapur to HITEC City with the change at Ameerpet, in local time, with the feed and its attribution', async () => {
    const res = await get(`/api/transit/journey?from=${MIYAPUR}&to=${HITEC_CITY}&at=2027-01-12T08:30&by=depart`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { journey } = transitJourneyResponse.parse(res.body);
    expect(journey).not.toBeNull();
    const rides = journey!.legs.filter((l) => l.mode !== 'walk');
    expect(rides.map((l) => [l.from.name, l.to.name])).toEqual([
      ['Miyapur', 'Ameerpet'],
      ['Ameerpet', 'HITEC City'],
    ]);
    expect(journey).toMatchObject({ changes: 1, departAt: '08:33', arriveAt: '09:13', minutes: 40 });
    expect(journey!.basis.feeds).toEqual([
      expect.objectContaining({ id: 'hyderabad-hmrl-metro', kind: 'timetable', publisher: expect.any(String) }),
    ]);
    expect(journey!.basis.attribution).toBe('Contains data provided by Hyderabad Metro Rail Ltd.');
  });

  it('arrives by 9:30 on a journey that reaches HITEC City no later', async () => {
    const res = await get(`/api/transit/journey?from=${MIYAPUR}&to=${HITEC_CITY}&at=2027-01-12T09:30&by=arrive`);
    const { journey } = transitJourneyResponse.parse(res.body);
    expect(journey!.arriveAt <= '09:30').toBe(true);
    expect(journey!.changes).toBe(1);
  });

  it('answers null with the reason for two points in different networks', async () => {
    const res = await get(`/api/transit/journey?from=${MIYAPUR}&to=23.0300,72.5800`);
    expect(res.status).toBe(200);
    expect(transitJourneyResponse.parse(res.body)).toMatchObject({
      journey: null,
      reason: expect.stringMatching(/different networks/),
    });
  });

  it.each([
    ['a point that is not one', `from=north&to=${HITEC_CITY}`, 'from', /latitude,longitude/],
    ['a point outside India', `from=51.5,-0.12&to=${HITEC_CITY}`, 'from', /outside India/],
    ['an hour like 25:00', `from=${MIYAPUR}&to=${HITEC_CITY}&at=2027-01-12T25:00`, 'at', /2027-01-12T08:30/],
    ['a day that does not exist', `from=${MIYAPUR}&to=${HITEC_CITY}&at=2027-02-30T08:30`, 'at', /2027-01-12T08:30/],
  ])('refuses %s with 400 and the field', async (_, query, field, message) => {
    const res = await get(`/api/transit/journey?${query}`);
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields[field]).toMatch(message);
  });
});

describe('GET /api/transit/reach', () => {
  it('lists the localities that reach HITEC City by 9:30 within the minutes, quickest first', async () => {
    const res = await get(`/api/transit/reach?lat=17.4490055&lng=78.3831376&minutes=45&by=arrive&at=2027-01-12T09:30`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const reach = transitReachResponse.parse(res.body);
    const ids = reach.localities.map((l) => l.id);
    expect(ids).toContain('hyderabad-madhapur');
    expect(ids).toContain('hyderabad-ameerpet');
    expect(ids).not.toContain('hyderabad-lb-nagar');
    const minutes = reach.localities.map((l) => l.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(Math.max(...minutes)).toBeLessThanOrEqual(45);
    expect(reach.basis.attribution).toBe('Contains data provided by Hyderabad Metro Rail Ltd.');
  });

  it('refuses minutes over 180', async () => {
    const res = await get('/api/transit/reach?lat=17.449&lng=78.383&minutes=240');
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields.minutes).toMatch(/5 to 180/);
  });
});

describe('the finder', () => {
  it("takes a Hyderabad result's transit commute from the timetable, legs and feed included", async () => {
    const cookie = await signInAs(server, 'hyd.commuter@example.com', 'Commuter');
    const preferences = commuterPreferences('HITEC City, Hyderabad', { transit: 25 });
    const res = await server.request('/api/housing/recommend-housing', { body: { preferences }, cookie });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const result = recommendationsResultSchema.parse(res.body);
    const timetabled = result.recommendations
      .map((n) => n.commutes.find((c) => c.mode === 'transit'))
      .filter((c) => c?.journey?.legs.some((l) => l.mode === 'metro'));
    expect(timetabled.length).toBeGreaterThan(0);
    for (const commute of timetabled) {
      expect(commute!.how).toMatch(/Line, .+ → .+, \d+ min/);
      expect(commute!.journey!.basis.attribution).toBe('Contains data provided by Hyderabad Metro Rail Ltd.');
    }
    // No bus feed for Hyderabad: a result without a journey says so.
    const none = result.recommendations
      .flatMap((n) => n.commutes)
      .find((c) => c.mode === 'transit' && c.minutes === null);
    if (none) expect(none.how).toMatch(/buses are not in our data for Hyderabad/);
  });

  it('takes an NCR commute from the timetables where they ride and are no slower than the estimate, else the estimate', async () => {
    const cookie = await signInAs(server, 'ncr.commuter@example.com', 'Commuter');
    const preferences = commuterPreferences('Connaught Place, New Delhi', { transit: 25 });
    const res = await server.request('/api/housing/recommend-housing', { body: { preferences }, cookie });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const transit = recommendationsResultSchema
      .parse(res.body)
      .recommendations.map((n) => n.commutes.find((c) => c.mode === 'transit')!);
    const timetabled = transit.filter((c) => c.journey);
    expect(timetabled.length).toBeGreaterThan(0);
    for (const commute of timetabled) {
      expect(commute.journey!.legs.some((l) => l.mode === 'metro')).toBe(true);
      expect(commute.journey!.basis.feeds.map((f) => f.kind)).toEqual(['frequency']);
      expect(commute.how).toMatch(/Line, .+ → .+, \d+ min/);
    }
  });
});

describe('the assistant', () => {
  it("plans from the official timetable, from a neighbourhood's own station where its centre is beyond a walk", async () => {
    // Miyapur's centre is 1.4 km from Miyapur station, further than a walk to a stop (1.2 km).
    const cookie = await signInAs(server, 'hyd.asker@example.com', 'Asker');
    const res = await server.request('/api/bot/message', {
      body: { message: 'Miyapur se HITEC City metro kitna time' },
      cookie,
    });
    expect(res.status).toBe(200);
    const answer = (res.body as { reply: { text: string } }).reply.text;
    expect(answer).toContain('from **Miyapur station** to **Cyber Towers (HITEC City)** by metro');
    expect(answer).toMatch(/with one change, leaving at 08:\d\d/);
    expect(answer).toMatch(/Red Line, Miyapur → Ameerpet, \d+ min · .*Blue Line, Ameerpet → HITEC City, \d+ min/);
    expect(answer).toContain('(timetable, 3 January 2026). Contains data provided by Hyderabad Metro Rail Ltd._');
  });
});
