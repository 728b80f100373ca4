import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { loadDataset } from '../../data/load-dataset';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// The local assistant answers deposits, flooding, air, water and who can rent from the
// renter facts (docs/data.md, "Renter facts"), with their sources, and says when it holds none; with
// two workplaces, the commute answer covers both.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'renter.questions@example.com', 'Ravi Kumar');
});
afterAll(() => server?.close());

async function ask(message: string, as = cookie): Promise<string> {
  const res = await server.request('/api/bot/message', { body: { message }, cookie: as });
  expect(res.status).toBe(200);
  return (res.body as { reply: { text: string } }).reply.text;
}

describe('renter questions to the local assistant', () => {
  it('names the flood spots of a neighbourhood on a published list, with the source, and admits what it does not know', async () => {
    const dadar = await ask('Does Dadar flood in the monsoon?');
    expect(dadar).toContain('**Dadar, Mumbai**: Hindmata is on BMC');
    expect(dadar).toContain('(source: [Free Press Journal');
    const powai = await ask('Is Powai prone to flooding?');
    expect(powai).toMatch(/\*\*Powai, Mumbai\*\*: Not among the spots of BMC.*not known/);
    const city = await ask('Which areas of Chennai get waterlogged?');
    expect(city).toContain('K K Nagar and Raja Mannar Salai (K K Nagar)');
    expect(await ask('Does Jaipur flood?')).toMatch(/I hold no published flood list for Jaipur/);
  });

  it('gives the published PM2.5 with its year, or says it has none', async () => {
    const delhi = await ask('How is the air quality in Delhi?');
    const held = loadDataset().renterFacts.airQuality.find((a) => a.city === 'new-delhi' && a.scope === 'city')!;
    const times = Math.round((held.pm25 / 40) * 10) / 10;
    expect(delhi).toContain(
      `annual average PM2.5 was ${held.pm25} µg/m³ in ${held.year}, ${times} times the national annual limit of 40`,
    );
    expect(delhi).toContain('Respirer');
    expect(await ask('Is the air polluted in Kochi?')).toMatch(
      /I don't have a published annual PM2\.5 figure for Kochi/,
    );
  });

  it('answers who can rent only with reports, as reports, and never as a rule', async () => {
    const mumbai = await ask('Do landlords in Mumbai rent to bachelors?');
    expect(mumbai).toContain('reports about some buildings, not rules');
    expect(mumbai).toContain('**Reported in parts of the city** (about single tenants)');
    expect(mumbai).toContain('The Indian Express');
    const pune = await ask('Are pets allowed in Pune?');
    expect(pune).toMatch(
      /I have no published report of restrictions on who can rent in Pune\. That does not mean there are none/,
    );
  });

  it('says how water arrives where it is published, and the city’s deposit and registration rules', async () => {
    const water = await ask('Is there a water shortage in Bengaluru?');
    expect(water).toContain('BWSSB');
    expect(water).toContain('Moneycontrol');
    expect(await ask('Do flats in Indore need water tankers?')).toMatch(
      /no published source on water supply for Indore/,
    );

    const person = await signInAs(server, 'deposit.questions@example.com');
    const search = commuterPreferences('Powai, Mumbai', { driving: 15 });
    await server.request('/api/housing/recommend-housing', { body: { preferences: search }, cookie: person });
    const deposit = await ask('How much security deposit is normal?', person);
    expect(deposit).toContain('**In Mumbai:**');
    expect(deposit).toMatch(/Rule: Every leave and licence agreement must be in writing and registered/);
    expect(deposit).toContain('Maharashtra Rent Control Act, 1999');
    expect(await ask('How much deposit do landlords ask for in Bengaluru?')).toMatch(
      /Reported: Deposits of six to ten months' rent/,
    );
  });

  it('gives the commute to both workplaces after a two-workplace search', async () => {
    const couple = await signInAs(server, 'couple.questions@example.com');
    const first = commuterPreferences('Manyata Tech Park, Bengaluru', { driving: 30 });
    const search = {
      ...first,
      secondCommute: { ...first.commute, workAddress: 'Electronic City Phase 1, Bengaluru' },
    };
    const res = await server.request('/api/housing/recommend-housing', {
      body: { preferences: search },
      cookie: couple,
    });
    expect(res.status).toBe(200);
    const answer = await ask('How long is the commute to my office?', couple);
    expect(answer).toMatch(/to Manyata Tech Park[^:]*:\n- driving: about \d+ min/);
    expect(answer).toMatch(/to Electronic City Phase 1[^:]*\(your second workplace\):\n- driving: about \d+ min/);
    // Without a second workplace in the search, only the one.
    const single = await signInAs(server, 'single.questions@example.com');
    await server.request('/api/housing/recommend-housing', { body: { preferences: first }, cookie: single });
    expect(await ask('How long is the commute to my office?', single)).not.toContain('second workplace');
  });
});
