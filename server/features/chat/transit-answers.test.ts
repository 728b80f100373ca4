import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTransitNetworks } from '../../data/transit/load-networks';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { importOurFeeds } from '../transit';

// The local assistant answers trips between two places from the transit router, over our own
// Bengaluru, Pune and NCR frequency feeds imported into the test's database as a server imports them
// at start (the official Hyderabad timetable's answer: transit.test.ts): minutes, changes and the
// legs in words, what they were planned from, and what our timetables lack there (buses; NCR's lines
// not yet in them), in English and in Hinglish.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  // 2 December 2026, a Wednesday, 10:00 in India: trips are planned for the next weekday morning.
  server = await startTestServer({}, { clock: { now: () => new Date('2026-12-02T04:30:00Z') } });
  const ours = await loadTransitNetworks();
  const wanted = ours.networks.filter((n) => ['bengaluru', 'pune', 'ncr'].includes(n.id));
  await importOurFeeds(server.database.db, wanted, ours.averageSpeeds);
  cookie = await signInAs(server, 'transit.questions@example.com', 'Meera Iyer');
}, 120_000);
afterAll(() => server?.close());

async function ask(message: string): Promise<string> {
  const res = await server.request('/api/bot/message', { body: { message }, cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const text = (res.body as { reply: { text: string } }).reply.text;
  if (process.env.SHOW_ANSWERS) console.log(`\n>> ${message}\n${text}`);
  return text;
}

const MINUTES = /about \*\*(\d+) min\*\*/;

describe('trips in the assistant, from the transit router', () => {
  it('says no metro runs from Hebbal to Manyata Tech Park (a landmark), the walk, and the missing buses', async () => {
    const answer = await ask('is there a metro from Hebbal to Manyata');
    // Neither has a station open on the cut-off (the Blue Line there is being built).
    expect(answer).toMatch(/^No metro or train helps from \*\*Hebbal\*\* to \*\*Manyata Tech Park\*\*: on foot/);
    expect(Number(answer.match(MINUTES)?.[1])).toBeGreaterThan(20);
    expect(answer).toContain('Buses are not in our data for Bengaluru');
  });

  it('plans a Bengaluru trip with a change, its legs in words and what it was planned from', async () => {
    const answer = await ask('How do I get from Indiranagar to Jayanagar by metro?');
    expect(answer).toMatch(
      /^Yes: from \*\*Indiranagar\*\* to \*\*Jayanagar\*\* by metro takes about \*\*\d+ min\*\* with one change/,
    );
    // The legs as the finder's cards say them: Purple Line to Majestic, then the Green Line.
    expect(answer).toMatch(/Purple Line[^·]*→ [^·]+· change · Green Line[^·]*→ /);
    expect(answer).toMatch(
      /_Planned from Bengaluru: .+\(published frequencies, 1 December 2026\)\. Station positions © OpenStreetMap contributors \(ODbL\)\._/,
    );
  });

  it('answers a bus question without buses: where the timetables give only a walk, the one-line estimate', async () => {
    // Koramangala's centre is 2.6 km from the nearest station (Central Silk Board): no ride within
    // a walk of both ends, so the estimate, which walks further to a station, says more.
    const answer = await ask('bus from BTM Layout to Koramangala');
    expect(answer).toMatch(/\*\*BTM Layout, Bengaluru\*\*.*\*\*Koramangala, Bengaluru\*\*/);
    expect(answer).toContain('Buses are not in our data for Bengaluru');
  });

  it('answers Pune by train and in Hinglish, with the change counted', async () => {
    // Wakad is 5 km from a station: the timetables give no ride, the estimate says why.
    const english = await ask('how long from Wakad to Magarpatta by train');
    expect(english).toMatch(/No direct metro or suburban line runs between \*\*Wakad, Pune\*\*/);
    expect(english).toContain('Buses are not in our data for Pune');
    const hinglish = await ask('Swargate se Shivajinagar metro se kitna time lagega');
    expect(hinglish).toContain('**Swargate** to **Shivajinagar**');
    expect(hinglish).toMatch(/by metro takes about \*\*\d+ min\*\* with no change/);
  });

  it('over NCR, whose timetables lack some lines, gives the journey as an upper bound and names what is missing', async () => {
    const answer = await ask('metro from Noida Sector 18 to Connaught Place');
    expect(answer).toMatch(/by metro takes about \*\*\d+ min\*\* with no change/);
    expect(answer).toContain('A line not yet in our timetables may make it quicker.');
    expect(answer).toMatch(/Blue Line, Noida Sector 18 → Rajiv Chowk/);
    const missing = answer.match(/Not yet in our timetables: ([^.]+)\./)?.[1]?.split(', ') ?? [];
    expect(missing).toContain('Pink Line');
    expect(new Set(missing).size).toBe(missing.length); // each line named once
  });
});
