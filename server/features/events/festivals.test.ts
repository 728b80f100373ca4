import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsResponse } from '../../../shared/contracts/events';
import { type FestivalsResponse, festivalsResponse } from '../../../shared/contracts/festivals';
import { callTrpc } from '../../test/api-calls';
import { startTestServer, type TestServer } from '../../test/test-server';

// GET /api/festivals (and events.festivals): any year's festival dates, computed; and the events
// page's festival days, which never run out: Pune's list in January 2027, on a fixed clock.

let server: TestServer;
beforeAll(async () => {
  // 5 January 2027, 10:00 in India: the curated calendar has no date listed for this year.
  server = await startTestServer({}, { clock: { now: () => new Date('2027-01-05T04:30:00Z') } });
});
afterAll(() => server?.close());

const festivals = async (query: string) => {
  const res = await server.request(`/api/festivals?${query}`);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return festivalsResponse.parse(res.body);
};
const on = (reply: FestivalsResponse, id: string) => reply.festivals.find((f) => f.id === id);

describe('GET /api/festivals', () => {
  it('answers for 2027, each date with how it was found', async () => {
    const reply = await festivals('year=2027');
    expect(reply).toMatchObject({ success: true, year: 2027, city: null });
    expect(on(reply, 'makar-sankranti')?.start).toBe('2027-01-14');
    expect(on(reply, 'holi')?.start).toBe('2027-03-22');
    expect(on(reply, 'diwali')?.start).toBe('2027-10-29');
    expect(on(reply, 'christmas')).toMatchObject({ start: '2027-12-25', basis: 'fixed date' });
    expect(on(reply, 'diwali')).toMatchObject({
      basis: expect.stringMatching(/^computed from the Sun and Moon's positions \(rule: /),
    });
    const durga = reply.festivals.find((f) => f.id === 'durga-puja');
    expect(durga?.end).toBeDefined();
    const starts = reply.festivals.map((f) => f.start);
    expect(starts).toEqual([...starts].sort());
  });

  it('lists the Islamic festivals for 2027, labelled as expected from the moon, and Buddha Purnima by rule', async () => {
    const reply = await festivals('year=2027');
    for (const id of ['eid-al-fitr', 'eid-al-adha', 'muharram', 'milad-un-nabi']) {
      expect(on(reply, id), id).toMatchObject({
        expected: true,
        basis: expect.stringMatching(/^expected; the date depends on the sighting of the moon/),
      });
    }
    expect(on(reply, 'buddha-purnima')).toMatchObject({ basis: expect.stringMatching(/Vaishakha Shukla Purnima/) });
    expect(on(reply, 'diwali')?.expected).toBeUndefined();
  });

  it('answers for 2031, and names what other almanacs keep', async () => {
    const reply = await festivals('year=2031');
    expect(reply.festivals.length).toBeGreaterThan(20);
    expect(on(reply, 'janmashtami')).toMatchObject({
      alternativeDates: [expect.objectContaining({ note: expect.stringMatching(/^Smarta calendars/) })],
    });
  });

  it('reckons for a city, by id or name, and keeps a regional festival at its own almanac’s place', async () => {
    const kolkata = await festivals('year=2027&city=kolkata');
    const byName = await festivals('year=2027&city=Calcutta');
    expect(kolkata.city).toBe('Kolkata');
    expect(byName.city).toBe('Kolkata');
    expect(on(kolkata, 'durga-puja')).toEqual(on(await festivals('year=2027'), 'durga-puja'));
  });

  it('is the same over tRPC', async () => {
    const rest = await festivals('year=2028');
    const trpc = await callTrpc(server.url, 'events.festivals', 'query', { input: { year: 2028 } });
    expect((trpc.body as { result: { data: unknown } }).result.data).toEqual(rest);
  });

  it.each([
    ['year=1899', 'Give a year from 1900 to 2100, such as 2027'],
    ['year=2101', 'Give a year from 1900 to 2100, such as 2027'],
    ['year=twenty', 'Give a year from 1900 to 2100, such as 2027'],
    ['year=2027.5', 'Give a year from 1900 to 2100, such as 2027'],
    ['', 'Give a year from 1900 to 2100, such as 2027'],
  ])('refuses ?%s with 400 and a clear message', async (query, message) => {
    const res = await server.request(`/api/festivals?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', fields: { year: message } });
  });

  it('answers 404 for a city we do not cover', async () => {
    const res = await server.request('/api/festivals?year=2027&city=Atlantis');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', fields: { city: expect.stringContaining('Atlantis') } });
  });
});

describe('festival days on the events page', () => {
  it('shows Makar Sankranti in Pune in January 2027, with no date listed for the year in the data', async () => {
    const res = await server.request('/api/social/groups', { body: { city: 'Pune' } });
    const reply = eventsResponse.parse(res.body);
    const sankranti = reply.events.find((e) => e.name === 'Makar Sankranti');
    expect(sankranti).toMatchObject({
      date: '2027-01-14',
      category: 'festival',
      location: 'Across Pune',
      coordinates: null,
      official_source: 'https://en.wikipedia.org/wiki/Makar_Sankranti',
    });
    expect(sankranti?.description).toMatch(/computed from the Sun's position/);
    // Not another state's festival, and never twice the same day.
    expect(reply.events.some((e) => /Pongal/.test(e.name))).toBe(false);
    const keys = reply.events.map((e) => `${e.name} ${e.date}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows Pongal in Chennai in January, not Makar Sankranti, beside the Chennai Sangamam held at Pongal', async () => {
    const res = await server.request('/api/social/groups', { body: { city: 'Chennai' } });
    const reply = eventsResponse.parse(res.body);
    const names = reply.events.map((e) => e.name);
    expect(names).toContain('Pongal (Bhogi to Kaanum Pongal)');
    expect(names).not.toContain('Makar Sankranti');
  });

  it('says an Islamic festival day is expected, its date waiting on the moon', async () => {
    const far = await startTestServer({}, { clock: { now: () => new Date('2027-02-20T04:30:00Z') } });
    try {
      const res = await far.request('/api/social/groups', { body: { city: 'Hyderabad' } });
      const eid = eventsResponse.parse(res.body).events.find((e) => e.name === 'Id-ul-Fitr (Eid al-Fitr)');
      expect(eid?.description).toMatch(/Expected on this day: the date depends on the sighting of the moon/);
    } finally {
      await far.close();
    }
  });

  it('leaves out a festival day that an event of the city already celebrates', async () => {
    const res = await server.request('/api/social/groups', { body: { city: 'New Delhi' } });
    const reply = eventsResponse.parse(res.body);
    const republicDay = reply.events.filter((e) => e.date === '2027-01-26' && /Republic Day/.test(e.name));
    expect(republicDay.length).toBeGreaterThan(0);
    expect(republicDay.every((e) => e.location !== 'Across New Delhi')).toBe(true);
  });
});
