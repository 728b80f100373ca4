import { afterEach, describe, expect, it } from 'vitest';
import { eventsResponse } from '../../../shared/contracts/events';
import { startFixtureServer } from '../../test/fixture-server';
import { candidateReply, startGeminiFixture } from '../../test/gemini-fixture-server';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createLlmProvider } from '../ai';
import { createAiEventsProvider } from './ai-events-provider';
import { createIcsEventsProvider, eventsFromIcs } from './ics-events-provider';

// iCalendar feeds served over HTTP (RRULE, EXDATE, RECURRENCE-ID, all-day spans, time zones), the
// model's suggestions checked item by item, and the fallback to the curated calendar.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test Venue//Events//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
  // Every Thursday at 20:00, but not on 31 December, and moved to 21:30 on 14 January.
  'BEGIN:VEVENT',
  'UID:quiz@venue.example',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;TZID=Asia/Kolkata:20261126T200000',
  'DTEND;TZID=Asia/Kolkata:20261126T220000',
  'RRULE:FREQ=WEEKLY;BYDAY=TH',
  'EXDATE;TZID=Asia/Kolkata:20261231T200000',
  'SUMMARY:Thursday Quiz Night',
  'LOCATION:The Test Venue\\, Indiranagar\\, Bengaluru',
  'DESCRIPTION:Teams of up to six.',
  'CATEGORIES:Quiz',
  'URL:https://venue.example/quiz',
  'GEO:12.9784;77.6408',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:quiz@venue.example',
  'DTSTAMP:20261101T000000Z',
  'RECURRENCE-ID;TZID=Asia/Kolkata:20270114T200000',
  'DTSTART;TZID=Asia/Kolkata:20270114T213000',
  'DTEND;TZID=Asia/Kolkata:20270114T233000',
  'SUMMARY:Thursday Quiz Night (Sankranti special)',
  'URL:https://venue.example/quiz',
  'END:VEVENT',
  // An all-day span: its DTEND is the day after the last day.
  'BEGIN:VEVENT',
  'UID:fair@venue.example',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;VALUE=DATE:20270122',
  'DTEND;VALUE=DATE:20270125',
  'SUMMARY:Craft Fair',
  'URL:http://insecure.example/fair',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('iCalendar feeds', () => {
  it('expands RRULE, honours EXDATE and RECURRENCE-ID, and ends all-day spans right', async () => {
    const feed = await startFixtureServer(() => ({ text: FEED }));
    cleanups.push(feed.close);
    const provider = createIcsEventsProvider({ feeds: { bengaluru: [`${feed.url}/events.ics`] }, timeoutMs: 2000 });
    const found = await provider.upcoming({
      cityId: 'bengaluru',
      cityName: 'Bengaluru',
      from: '2026-12-20',
      to: '2027-01-31',
    });
    const quiz = found.filter((e) => e.name.startsWith('Thursday Quiz'));
    expect(quiz.map((e) => `${e.date} ${e.time}`)).toEqual([
      '2026-12-24 20:00',
      // 31 December is excluded
      '2027-01-07 20:00',
      '2027-01-14 21:30',
      '2027-01-21 20:00',
      '2027-01-28 20:00',
    ]);
    expect(quiz[2]?.name).toBe('Thursday Quiz Night (Sankranti special)');
    expect(quiz[0]).toMatchObject({
      category: 'quiz',
      location: 'The Test Venue, Indiranagar, Bengaluru',
      official_source: 'https://venue.example/quiz',
      coordinates: { lat: 12.9784, lng: 77.6408 },
      source: { provider: 'ics' },
    });
    // The fair links to an http page and this feed is http too: no official https page, so it is dropped.
    expect(found.find((e) => e.name === 'Craft Fair')).toBeUndefined();
    // From an https feed, the feed stands in as the fair's official source; its span ends on the 24th.
    const fromHttps = eventsFromIcs(FEED, {
      feedUrl: 'https://venue.example/events.ics',
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(fromHttps.find((e) => e.name === 'Craft Fair')).toMatchObject({
      date: '2027-01-22',
      endDate: '2027-01-24',
      time: null,
      official_source: 'https://venue.example/events.ics',
    });
  });

  it('refuses a feed that is not iCalendar', async () => {
    const feed = await startFixtureServer(() => ({ text: '<html>not a calendar</html>' }));
    cleanups.push(feed.close);
    const provider = createIcsEventsProvider({ feeds: { pune: [feed.url] }, timeoutMs: 2000 });
    await expect(
      provider.upcoming({ cityId: 'pune', cityName: 'Pune', from: '2026-12-01', to: '2027-02-28' }),
    ).rejects.toThrow(/not valid iCalendar/);
  });
});

describe('AI suggestions (Gemini)', () => {
  it('keeps only well-formed future events with http(s) links, and asks with the spec settings', async () => {
    const suggestions = [
      {
        name: 'Good Event',
        category: 'Music',
        date: '2027-01-10',
        time: '19:00',
        location: 'Some Hall, Pune',
        description: 'x',
        ticket_details: { price: '₹500', booking_link: 'https://tickets.example/1' },
        official_source: 'https://hall.example',
      },
      {
        name: 'Past Event',
        category: 'Music',
        date: '2026-11-01',
        location: 'Hall',
        ticket_details: { price: 0 },
        official_source: 'https://hall.example',
      },
      {
        name: 'Bad Date',
        category: 'Music',
        date: '2027-02-30',
        location: 'Hall',
        ticket_details: { price: 0 },
        official_source: 'https://hall.example',
      },
      {
        name: 'Bad Link',
        category: 'Music',
        date: '2027-01-12',
        location: 'Hall',
        ticket_details: { price: 0 },
        official_source: 'javascript:alert(1)',
      },
      {
        name: 'Free Walk',
        category: 'Heritage',
        date: '2027-01-15',
        location: 'Shaniwar Wada, Pune',
        ticket_details: { price: 'Free' },
        official_source: 'https://walks.example',
      },
    ];
    const gemini = await startGeminiFixture(() => candidateReply(JSON.stringify(suggestions)));
    cleanups.push(gemini.close);
    const llm = createLlmProvider({
      llm: { geminiApiKey: 'k', model: 'gemini-2.5-flash', baseUrl: gemini.url, timeoutMs: 2000 },
    })!;
    const found = await createAiEventsProvider(llm).upcoming({
      cityId: 'pune',
      cityName: 'Pune',
      from: '2026-11-23',
      to: '2027-02-23',
    });
    expect(found.map((e) => [e.name, e.ticket_details.price])).toEqual([
      ['Good Event', 500],
      ['Free Walk', 0],
    ]);
    expect(found.every((e) => e.source.provider === 'ai')).toBe(true);
    const body = gemini.calls[0]!.body as {
      generationConfig?: Record<string, unknown>;
      safetySettings?: { threshold: string }[];
    };
    expect(body.generationConfig).toMatchObject({ maxOutputTokens: 8192 });
    expect(body.safetySettings?.map((s) => s.threshold)).toEqual(Array(4).fill('BLOCK_MEDIUM_AND_ABOVE'));
    expect(gemini.calls[0]!.body.contents![0]!.parts[0]!.text).toMatch(
      /12 to 15 social events in Pune between 2026-11-23 and 2027-02-23/,
    );
  });
});

describe('a live provider that fails: the curated calendar answers, with a notice', () => {
  let app: TestServer | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('when the feed errors', async () => {
    const feed = await startFixtureServer(() => ({ status: 500, text: 'Internal Server Error' }));
    cleanups.push(feed.close);
    app = await startTestServer(
      { EVENTS_PROVIDER: 'ics', EVENTS_ICS_URLS: JSON.stringify({ 'new-delhi': [feed.url] }) },
      { clock: { now: () => new Date('2026-11-23T04:30:00Z') } },
    );
    const res = await app.request('/api/social/groups', { body: { city: 'Delhi' } });
    const reply = eventsResponse.parse(res.body);
    expect(reply.provider.kind).toBe('curated');
    expect(reply.notice).toMatch(/Published event calendars are not available right now/);
    expect(reply.events.some((e) => /Republic Day/.test(e.name))).toBe(true);
  });
});
