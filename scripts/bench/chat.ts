// Benchmark for the relocation assistant (docs/ARCHITECTURE.md): time to the first streamed chunk and to the
// whole reply for the local assistant, over a real WebSocket on loopback, against a trivial
// subscription (system.heartbeat's first tick) in the same run. 200 questions, one after another,
// from 50 people of whom half have run a search. Target: first chunk p95 under 50 ms.
//   npx tsx scripts/bench/chat.ts
import { performance } from 'node:perf_hooks';
import { openWsClient } from '../../server/test/ws-client';
import { POPULAR_QUESTIONS } from '../../shared/constants/assistant';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { spawnBenchServer } from './spawn-bench-server';

const QUESTIONS = 200;
const QUESTION_SET = [
  ...POPULAR_QUESTIONS,
  'Compare my recommended neighbourhoods',
  'Which neighbourhood is best for me?',
  'What places are there near me?',
  'How long is the commute to my office?',
  'What do I need for moving to a new city?',
  'How much deposit should I pay?',
  'Tell me about Koramangala',
  'Is Andheri West safe?',
  'Which of my neighbourhoods is best for a family with a toddler?',
  'Where can I meet other new people in Pune?',
  'bus or metro from BTM Layout to Koramangala',
  'a PG under ₹12k near Christ University',
  'furniture near Baner',
];

const { base, cookies, stop } = await spawnBenchServer();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

const client = (cookie: string) => {
  const { client: trpc, close } = openWsClient(base, { cookie });
  return { trpc, close };
};

try {
  // Half the people have results (a search in one of four cities), so answers use their profile.
  const work = ['Powai, Mumbai', 'Koramangala, Bengaluru', 'Hinjewadi, Pune', 'Connaught Place, New Delhi'];
  await Promise.all(
    cookies.slice(0, 25).map((cookie, i) =>
      fetch(`${base}/api/housing/recommend-housing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          preferences: commuterPreferences(work[i % work.length]!, { driving: 20, transit: 15 }),
        }),
      }),
    ),
  );
  const clients = cookies.map(client);

  // Warm-up: the first question per process loads code paths and fills caches.
  const askOnce = (c: (typeof clients)[number], text: string) =>
    new Promise<{ first: number; whole: number; chunks: number }>((resolve, reject) => {
      const started = performance.now();
      let first = 0;
      let chunks = 0;
      const sub = c.trpc.chat.ask.subscribe(
        { id: crypto.randomUUID(), text },
        {
          onData: ({ data }) => {
            chunks++;
            if (!first) first = performance.now() - started;
            if (data.done) {
              sub.unsubscribe();
              resolve({ first, whole: performance.now() - started, chunks });
            }
          },
          onError: reject,
        },
      );
    });
  const tick = (c: (typeof clients)[number]) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const sub = c.trpc.system.heartbeat.subscribe(undefined, {
        onData: () => {
          sub.unsubscribe();
          resolve(performance.now() - started);
        },
        onError: reject,
      });
    });
  for (let i = 0; i < 10; i++) {
    await tick(clients[i]!);
    await askOnce(clients[i]!, QUESTION_SET[i % QUESTION_SET.length]!);
  }

  const trivial: number[] = [];
  const first: number[] = [];
  const whole: number[] = [];
  let chunks = 0;
  for (let i = 0; i < QUESTIONS; i++) {
    const c = clients[i % clients.length]!;
    trivial.push(await tick(c));
    const timing = await askOnce(c, QUESTION_SET[i % QUESTION_SET.length]!);
    first.push(timing.first);
    whole.push(timing.whole);
    chunks += timing.chunks;
  }
  await Promise.all(clients.map((c) => c.close()));

  const t = summary(trivial);
  const f = summary(first);
  const w = summary(whole);
  const row = (label: string, s: { p50: number; p95: number }) =>
    console.log(
      `  ${label.padEnd(34)} p50 ${s.p50.toFixed(2).padStart(6)} ms   p95 ${s.p95.toFixed(2).padStart(6)} ms   (${(s.p95 / t.p95).toFixed(1)}× trivial p95)`,
    );
  console.log(
    `\nThe local assistant over a WebSocket on loopback, ${QUESTIONS} questions (${QUESTION_SET.length} kinds, 50 people):`,
  );
  row('trivial subscription, first event', t);
  row('assistant, first chunk', f);
  row('assistant, whole reply', w);
  console.log(`  ${(chunks / QUESTIONS).toFixed(1)} chunks per reply on average`);
  console.log(`  target: first chunk p95 < 50 ms: ${f.p95 < 50 ? 'met' : 'NOT met'}`);
} finally {
  stop();
}
