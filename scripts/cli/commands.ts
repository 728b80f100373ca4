import { readFileSync } from 'node:fs';
import { openWsClient } from '../../server/test/ws-client';
import { HOME_KINDS } from '../../shared/constants/home-kinds';
import type { ChatChunk } from '../../shared/contracts/chat';
import type { EventsResponse } from '../../shared/contracts/events';
import type { PlacesSearchResponse } from '../../shared/contracts/places';
import { CONSENT_NOTICE_VERSION } from '../../shared/contracts/privacy';
import type { CommuteOptionView, RecommendationsResult } from '../../shared/contracts/recommendations';
import { formatEventDate, formatTicketPrice } from '../../shared/domain/events/filter-events';
import { formatRupeeRange } from '../../shared/domain/format-rupees';
import { formatDistance, formatPriceLevel } from '../../shared/domain/places/format-place';
import { NEAR_TEXT } from '../../shared/domain/recommend/estimate-commute';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { DEFAULT_PERSONA, semanticMonthJson } from '../timeline/fixtures';
import { call, checkServer, DEMO_ACCOUNT, type Session, signIn } from './session';

// The CLI's commands. Each prints what the API returns, as a table or as the streamed reply.

const DEMO_PREFERENCES = commuterPreferences(
  'Manyata Tech Park, Bengaluru',
  { driving: 20, transit: 15 },
  {
    userCategory: 'comfort',
    lifestylePreferences: ['casualDining', 'greenSpaces', 'activeLifestyle', 'convenient'],
    prioritizedMustHaves: [
      { name: 'gym', priority: 1 },
      { name: 'parks', priority: 2 },
    ],
  },
);

/** seed: a demo person with preferences, a timeline analysis, results and a chosen neighbourhood. */
export async function seed(server: string, account = DEMO_ACCOUNT): Promise<void> {
  const session = await signIn(server, account);
  // The demo person accepts the location-history notice, as a person does before their first upload.
  await call(server, '/api/me/consent', { cookie: session.cookie, body: { noticeVersion: CONSENT_NOTICE_VERSION } });
  // A month of a Koramangala resident's routine to Manyata Tech Park, in Google's semantic format.
  const timeline = semanticMonthJson(30, { persona: DEFAULT_PERSONA, seed: 7 });
  const form = new FormData();
  form.append('file', new Blob([timeline], { type: 'application/json' }), '2025_MARCH.json');
  const upload = await fetch(`${server}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.cookie, origin: server },
  });
  const uploaded = (await upload.json()) as { analysis?: { analysisResults: unknown }; error?: string };
  if (!upload.ok || !uploaded.analysis)
    throw new Error(`The timeline upload failed: ${uploaded.error ?? upload.statusText}`);
  const results = await call<RecommendationsResult>(server, '/api/housing/recommend-housing', {
    cookie: session.cookie,
    body: { preferences: DEMO_PREFERENCES, analysis: uploaded.analysis.analysisResults },
  });
  const chosen = results.recommendations[0];
  if (chosen) await call(server, '/trpc/neighbourhoods.select', { cookie: session.cookie, body: { id: chosen.id } });
  console.log(`Seeded ${account.name} <${account.email}>:`);
  console.log(`  preferences: Comfort budget, work at ${DEMO_PREFERENCES.commute.workAddress}, transit or driving`);
  console.log('  timeline: 30 days analysed (generated, Koramangala to Manyata Tech Park)');
  console.log(
    `  recommendations: ${results.recommendations
      .slice(0, 3)
      .map((n) => `${n.name} ${n.matchScore}%`)
      .join(', ')}…`,
  );
  if (chosen) console.log(`  selected neighbourhood: ${chosen.name}`);
  console.log(`\nSign in as them: open ${server}/login, choose "Login with Google", then "Use another account"`);
  console.log(
    `with the e-mail ${account.email} (any name). Or ask from here: npm run cli -- ask "Compare my recommended neighbourhoods"`,
  );
}

/** ask: the assistant's reply, streamed to the terminal piece by piece over the WebSocket. */
export async function ask(session: Session, question: string): Promise<void> {
  const { client, close } = openWsClient(session.server, { cookie: session.cookie, origin: session.server });
  try {
    const last = await new Promise<ChatChunk>((resolve, reject) => {
      const sub = client.chat.ask.subscribe(
        { id: crypto.randomUUID(), text: question },
        {
          onData: ({ data }) => {
            process.stdout.write(data.text);
            if (data.done) {
              sub.unsubscribe();
              resolve(data);
            }
          },
          onError: reject,
        },
      );
    });
    process.stdout.write(
      `\n\n— ${last.writer === 'local' ? "Basera's local assistant" : last.writer}${last.notice ? ` (${last.notice})` : ''}\n`,
    );
  } finally {
    await close();
  }
}

/** recommend: the person's latest results, or a new search from a preferences file. */
export async function recommend(session: Session, file: string | undefined, json: boolean): Promise<void> {
  let results: RecommendationsResult | null;
  if (file) {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    results = await call(session.server, '/api/housing/recommend-housing', {
      cookie: session.cookie,
      body: 'preferences' in raw ? raw : { preferences: raw },
    });
  } else {
    results = await call(session.server, '/trpc/recommendations.latest', { cookie: session.cookie });
  }
  if (!results) {
    console.log(
      `${session.email} has no results yet: pass a preferences file (see scripts/examples/) or run \`seed\`.`,
    );
    return;
  }
  if (json) return void console.log(JSON.stringify(results, null, 2));
  const work = results.workLocation;
  console.log(`Work: ${work.label} (${work.cityName}, ${work.source}, confidence ${work.confidence})`);
  for (const note of results.notes) console.log(`Note: ${note}`);
  if (results.secondWorkLocation) console.log(`Second workplace: ${results.secondWorkLocation.label}`);
  const kind = HOME_KINDS[results.homeKind.kind].short;
  console.log(`Rents for: ${kind}${results.homeKind.assumed ? ' (assumed from the budget)' : ''}`);
  console.table(
    results.recommendations.map((n) => ({
      rank: n.rank,
      match: `${n.matchScore}%`,
      name: n.name,
      [kind]: n.rentFor ? `${formatRupeeRange(n.rentFor)}${n.overBudget ? ' (over budget)' : ''}` : 'not known',
      commute: n.commutes.map(commuteCell).join(' · '),
      ...(n.secondCommutes && { 'second workplace': n.secondCommutes.map(commuteCell).join(' · ') }),
      // Factor scores after the text columns, named apart: the commute factor is not the commute.
      ...Object.fromEntries(n.breakdown.map((b) => [`${b.factor} score`, b.score])),
    })),
  );
  for (const [index, n] of results.recommendations.slice(0, 3).entries()) {
    console.log(`\n${index + 1}. ${n.name}, ${n.city}: ${n.matchScore}%`);
    for (const reason of n.matchingFactors) console.log(`   · ${reason}`);
  }
}

/** "transit 41 min 12.3 km", or the mode with no time: "transit: no direct line". */
function commuteCell(c: CommuteOptionView): string {
  if (c.minutes !== null) return `${c.mode} ${c.minutes} min ${c.km} km`;
  return `${c.mode}: ${c.how === NEAR_TEXT ? 'under 1 km' : 'no direct line'}`;
}

/** places: what POST /api/places/recommendations returns for a neighbourhood. */
export async function places(
  server: string,
  neighborhoodId: string,
  filters: { type: string; radius: number; priceLevel: number },
) {
  await checkServer(server);
  const found = await call<PlacesSearchResponse>(server, '/api/places/recommendations', {
    body: { neighborhoodId, ...filters },
  });
  console.log(
    `${found.places.length} places around ${found.neighborhood.name}, ${found.neighborhood.city} (${found.provider.label})`,
  );
  if (found.notice) console.log(`Note: ${found.notice}`);
  console.table(
    found.places.map((p) => ({
      name: p.name,
      category: p.category,
      distance: formatDistance(p.distance),
      price: formatPriceLevel(p.priceLevel),
      rating: p.rating ?? '',
      priority: p.priorityRank ?? '',
    })),
  );
}

/** events: what POST /api/social/groups returns for a city or a neighbourhood. */
export async function events(server: string, where: string) {
  await checkServer(server);
  const body = /^[a-z0-9]+(-[a-z0-9]+)+$/.test(where) ? { neighborhoodId: where } : { city: where };
  const found = await call<EventsResponse>(server, '/api/social/groups', { body });
  console.log(
    `${found.events.length} events in ${found.location.city} over the next three months (${found.provider.label})`,
  );
  if (found.notice) console.log(`Note: ${found.notice}`);
  console.table(
    found.events.map((e) => ({
      date: formatEventDate(e.date),
      name: e.name,
      category: e.category,
      price: formatTicketPrice(e.ticket_details.price),
      where: e.location.slice(0, 48),
    })),
  );
}
