import { performance } from 'node:perf_hooks';
import { signInLocally } from '../../scripts/cli/local-sign-in';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { openWsClient } from '../../server/test/ws-client';
import { CONSENT_NOTICE_VERSION } from '../../shared/contracts/privacy';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import type { StepStats } from './stats';

// One simulated person's visit, over and over: their session, a search, places and events near
// the first result, a question to the assistant over the WebSocket (first chunk and whole reply
// timed), and a small timeline upload. Half a second of "reading" between steps keeps each person
// within the chat's 20 questions a minute.

const WORK = [
  'Powai, Mumbai',
  'Koramangala, Bengaluru',
  'Hinjewadi, Pune',
  'Connaught Place, New Delhi',
  'HITEC City, Hyderabad',
];
const QUESTIONS = [
  'Compare my recommended neighbourhoods',
  'What places are there near me?',
  'How do I set up utilities?',
  'Where can I meet people with similar interests?',
  'How long is the commute to my office?',
];
const THINK_MS = 500;
// Built once: a week of someone's routine, ~100 KB, uploaded as the person's history.
const TIMELINE = semanticMonthJson(7, { persona: DEFAULT_PERSONA, seed: 11 });

export interface Person {
  cookie: string;
  index: number;
}

export async function signIn(base: string, emulatorHost: string, index: number, tag: string): Promise<Person> {
  const account = { name: `Load ${index}`, email: `load.${tag}.${index}@example.com` };
  const cookie = await signInLocally(base, emulatorHost, account);
  // Each accepts the location-history notice, as a person does before their first upload.
  const consent = await fetch(`${base}/api/me/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ noticeVersion: CONSENT_NOTICE_VERSION }),
  });
  if (!consent.ok) throw new Error(`consent of ${account.email} failed: ${consent.status}`);
  return { cookie, index };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed<T>(stats: StepStats, step: string, run: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const result = await run();
    stats.add(step, performance.now() - started);
    return result;
  } catch (error) {
    stats.fail(step, (error as Error).message);
    return undefined;
  }
}

async function json(base: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} ${res.status} ${text.slice(0, 120)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Each step of the visit as one call; `n` varies the work address and the question. */
export const steps = {
  session: (base: string, person: Person) => json(base, '/api/auth/session', person.cookie),
  recommend: (base: string, person: Person, n: number) =>
    json(base, '/api/housing/recommend-housing', person.cookie, {
      preferences: commuterPreferences(WORK[n % WORK.length]!, { driving: 10 + (n % 30), transit: 15 }),
    }),
  places: (base: string, person: Person, neighborhoodId: string) =>
    json(base, '/api/places/recommendations', person.cookie, { neighborhoodId, type: 'all', radius: 5, priceLevel: 0 }),
  events: (base: string, person: Person, neighborhoodId: string) =>
    json(base, '/api/social/groups', person.cookie, { neighborhoodId }),
  upload: async (base: string, person: Person) => {
    const form = new FormData();
    form.append('file', new Blob([TIMELINE], { type: 'application/json' }), 'week.json');
    const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { cookie: person.cookie } });
    const text = await res.text();
    if (!res.ok) throw new Error(`upload ${res.status} ${text.slice(0, 120)}`);
  },
  question: (n: number) => QUESTIONS[n % QUESTIONS.length]!,
};

/** The first recommended neighbourhood's id, from a recommend step's reply. */
export const firstResult = (results: Record<string, unknown> | undefined) =>
  (results?.recommendations as { id: string }[] | undefined)?.[0]?.id;

export async function runJourneys(
  base: string,
  person: Person,
  stats: StepStats,
  until: number,
  options: { upload: boolean },
): Promise<void> {
  const ws = openWsClient(base, { cookie: person.cookie });
  let round = 0;
  try {
    // At least one visit, however short the run.
    while (round === 0 || performance.now() < until) {
      const n = person.index + round++;
      await timed(stats, 'session', () => steps.session(base, person));
      await sleep(THINK_MS);
      const first = firstResult(await timed(stats, 'recommend', () => steps.recommend(base, person, n)));
      await sleep(THINK_MS);
      if (first) {
        await timed(stats, 'places', () => steps.places(base, person, first));
        await sleep(THINK_MS);
        await timed(stats, 'events', () => steps.events(base, person, first));
        await sleep(THINK_MS);
      }
      await ask(ws, steps.question(n), stats);
      await sleep(THINK_MS);
      if (options.upload) {
        await timed(stats, 'upload', () => steps.upload(base, person));
        await sleep(THINK_MS);
      }
    }
  } finally {
    await ws.close();
  }
}

export async function ask(ws: ReturnType<typeof openWsClient>, text: string, stats: StepStats): Promise<void> {
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let first = true;
    const giveUp = setTimeout(() => {
      stats.fail('chat whole reply', 'no complete reply within 30 s');
      sub.unsubscribe();
      resolve();
    }, 30_000);
    const sub = ws.client.chat.ask.subscribe(
      { id: crypto.randomUUID(), text },
      {
        onData: ({ data }) => {
          if (first) stats.add('chat first chunk', performance.now() - started);
          first = false;
          if (data.done) {
            clearTimeout(giveUp);
            stats.add('chat whole reply', performance.now() - started);
            sub.unsubscribe();
            resolve();
          }
        },
        onError: (error) => {
          clearTimeout(giveUp);
          stats.fail('chat whole reply', error.message);
          resolve();
        },
      },
    );
  });
}
