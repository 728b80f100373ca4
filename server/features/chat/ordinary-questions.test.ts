import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { TRANSIT_CUTOFF } from '../../../shared/domain/dataset/transit-cutoff';
import { formatDay, formatYearMonth } from '../../../shared/domain/format-dates';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { loadDataset } from '../../data/load-dataset';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// Ordinary questions new users asked that the keyword matcher let fall through (docs/ARCHITECTURE.md,
// "Relocation assistant"): each answered from our data, over the person's own results where they
// say "my", or refused plainly and specifically.

let server: TestServer;
let cookie: string;
let mine: string[];
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'ordinary.questions@example.com', 'Asha Deshpande');
  const preferences = commuterPreferences(
    'Hinjewadi, Pune',
    { transit: 30, driving: 25 },
    { userCategory: 'moderate', lifestylePreferences: ['quiet', 'greenSpaces', 'familyFriendly'] },
  );
  const res = await server.request('/api/housing/recommend-housing', { body: { preferences }, cookie });
  expect(res.status).toBe(200);
  mine = (res.body as RecommendationsResult).recommendations.map((n) => n.name);
});
afterAll(() => server?.close());

async function ask(message: string): Promise<string> {
  if (process.env.SHOW) console.log(`\n=== ${message}`);
  const res = await server.request('/api/bot/message', { body: { message }, cookie });
  expect(res.status).toBe(200);
  const text = (res.body as { reply: { text: string } }).reply.text;
  if (process.env.SHOW) console.log(text);
  return text;
}

const boldNames = (text: string) => [...text.matchAll(/\*\*([^*,]+), Pune\*\*/g)].map((m) => m[1]!);

describe('ordinary questions', () => {
  it('answers "which of my neighbourhoods" over the person’s own results, not the whole city', async () => {
    const answer = await ask('Which of my neighbourhoods is best for a family with a toddler?');
    expect(answer).toMatch(/^Of the neighbourhoods in your last search/);
    const named = boldNames(answer);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(mine).toContain(name);
  });

  it('lists events to meet people in the city instead of "I don’t know"', async () => {
    const answer = await ask('Where can I meet other new people in Pune?');
    expect(answer).not.toMatch(/I don't know/);
    expect(answer).toMatch(/Coming up in \*\*Pune\*\*/);
  });

  it('says whether a place is on the metro, from our stations, with their date', async () => {
    const answer = await ask('Is Hinjewadi Phase 1 reachable by metro?');
    expect(answer).toMatch(/\*\*Hinjewadi[^*]*, Pune\*\*/);
    expect(answer).toContain(`as they ran on ${formatDay(TRANSIT_CUTOFF)}`);
    const ride = await ask('bus or metro from BTM Layout to Koramangala');
    expect(ride).toMatch(/\*\*BTM Layout, Bengaluru\*\*.*\*\*Koramangala, Bengaluru\*\*/);
    expect(ride).toMatch(/Buses are not in our data|buses are not in our data/);
  });

  it('gives PG rents near a landmark up to the amount asked', async () => {
    const answer = await ask('a PG under ₹12k near Christ University');
    expect(answer).toMatch(/^PG bed rents near \*\*Christ University\*\*, up to ₹12,000/);
    expect(answer).toMatch(/₹[\d,]+–₹[\d,]+ a month per person/);
    const asOf = loadDataset().localitiesById.get('bengaluru-koramangala')!.rent.asOf;
    expect(answer).toContain(`our estimates for ${formatYearMonth(asOf)}`);
  });

  it('names the shops we know near a place and says what we do not hold', async () => {
    const answer = await ask('furniture near Baner');
    expect(answer).toContain('no furniture, electronics or hardware shops by name');
    expect(answer).toMatch(/near \*\*Baner\*\*/);
  });

  it('says "the same range" when two rents are the same', async () => {
    const answer = await ask('Compare Baner and Aundh');
    expect(answer).not.toMatch(/\*\*(Baner|Aundh)\*\* has the lowest typical rent/);
  });

  it('answers both of two questions in one', async () => {
    const answer = await ask('Is Aundh safe? and does it flood?');
    const [first, second] = answer.split('\n\n---\n\n');
    expect(first).toMatch(/recorded crimes per 1 lakh people/);
    expect(second).toMatch(/\*\*Aundh, Pune\*\*/);
    expect(second).toMatch(/flood/i);
  });

  it('refuses to act and says how to choose instead', async () => {
    const answer = await ask('Book packers and movers for me');
    expect(answer).toMatch(/^I can't book, buy, pay or contact anyone for you/);
    expect(answer).toContain('quotes from at least three packers and movers');
  });

  it('says what it can answer, with two questions that would work for this person, when it cannot', async () => {
    const answer = await ask('What is the capital of France?');
    expect(answer).toMatch(/^That's outside what Basera knows: I can't help with general knowledge\. I can help with:/);
    expect(answer).toMatch(
      new RegExp(`For example, ask "Compare ${mine[0]} and ${mine[1]}" or "Is ${mine[0]} on the metro\\?"`),
    );
  });
});
