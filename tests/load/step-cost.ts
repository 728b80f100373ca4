// What each step of the load journey costs the server, one person at a time (docs/DEPLOY.md): the server's
// CPU per step and its latency with nothing else running, so a change to one step can be measured
// on its own. The load test (load.ts) says whether the whole holds at 200 people; this says where
// the server's time goes. Run on demand:
//   npm run build && npx tsx tests/load/step-cost.ts [--repeat 300]
//       [--database-url postgres://…] (default: the embedded defaults) [--only session]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePorts } from '../../server/test/free-ports';
import { openWsClient } from '../../server/test/ws-client';
import { ask, firstResult, signIn, steps } from './journey';
import { connectToEmbedded, createScratchDatabase, startServer, transactionCount } from './servers';
import { StepStats } from './stats';

const { values } = parseArgs({
  options: {
    repeat: { type: 'string', default: '300' },
    'database-url': { type: 'string' },
    /** One step only (e.g. to profile it with BASERA_LOAD_PROFILE=<dir>). */
    only: { type: 'string' },
  },
});
const REPEAT = Number(values.repeat);
const [port, emulatorPort] = (await freePorts(2)) as [number, number];
const dataDir = mkdtempSync(join(tmpdir(), 'basera-step-cost-'));
let database: string | undefined;
const admin = values['database-url'] ? new pg.Client({ connectionString: values['database-url'] }) : undefined;
let embedded: pg.Client | undefined;
/** The embedded PostgreSQL's own transaction count, when the server runs one. */
async function embeddedCounter() {
  embedded = await connectToEmbedded(dataDir);
  return embedded && { client: embedded, name: 'postgres' };
}

try {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(emulatorPort),
    // One person uploads faster than a person may: the per-person limit is lifted for the measurement.
    RATE_LIMIT_UPLOADS_PER_USER: '1000000',
  };
  if (admin) {
    await admin.connect();
    const scratch = await createScratchDatabase(admin, values['database-url']!, 'basera_cost');
    database = scratch.name;
    env.DATABASE_URL = scratch.url;
  }
  const server = await startServer({ port, env });
  const base = server.url;
  const person = await signIn(base, `127.0.0.1:${emulatorPort}`, 0, Date.now().toString(36));
  const neighbourhood = firstResult(await steps.recommend(base, person, 0))!;
  // The chat allows 20 questions a minute a person: its questions go round people made beforehand.
  const askers = await Promise.all(
    Array.from({ length: Math.ceil((REPEAT + 50) / 15) }, async (_, i) => {
      const asker = await signIn(base, `127.0.0.1:${emulatorPort}`, i + 1, `c${Date.now().toString(36)}`);
      return { ...asker, ws: openWsClient(base, { cookie: asker.cookie }) };
    }),
  );
  let asked = 0;
  const chatStats = new StepStats();
  const run: Record<string, (n: number) => Promise<unknown>> = {
    session: () => steps.session(base, person),
    recommend: (n) => steps.recommend(base, person, n),
    places: () => steps.places(base, person, neighbourhood),
    events: () => steps.events(base, person, neighbourhood),
    chat: (n) => ask(askers[Math.floor(asked++ / 15)]!.ws, steps.question(n), chatStats),
    upload: () => steps.upload(base, person),
  };

  console.log(
    `\nServer cost per step, ${REPEAT} in a row after ${Math.min(50, REPEAT)} to warm up (${database ? 'PostgreSQL' : 'embedded defaults'}):`,
  );
  // Transactions per step (a statement outside a transaction is one): its round trips to the database.
  const counted = database ? { client: admin!, name: database } : await embeddedCounter();
  const transactions = async () => {
    if (!counted) return Number.NaN;
    await new Promise((r) => setTimeout(r, 1200)); // backends report their counts about once a second
    return transactionCount(counted.client, counted.name);
  };
  console.log('  step           server CPU ms   p50 ms   p95 ms   transactions');
  for (const [name, step] of Object.entries(run)) {
    if (values.only && name !== values.only) continue;
    for (let i = 0; i < Math.min(50, REPEAT); i++) await step(i);
    const latencies = new StepStats();
    const before = await transactions();
    const cpu = server.cpuSeconds();
    for (let i = 0; i < REPEAT; i++) {
      const started = performance.now();
      await step(i);
      latencies.add(name, performance.now() - started);
    }
    const perStep = ((server.cpuSeconds() - cpu) * 1000) / REPEAT;
    const perStepTransactions = ((await transactions()) - before) / REPEAT;
    console.log(
      `  ${name.padEnd(14)} ${perStep.toFixed(2).padStart(13)} ${latencies.p(name, 50).toFixed(1).padStart(8)} ${latencies.p(name, 95).toFixed(1).padStart(8)} ${perStepTransactions.toFixed(1).padStart(14)}`,
    );
  }
  await embedded?.end();
  if (!values.only || values.only === 'chat')
    console.log(`  (chat: first chunk p50 ${chatStats.p('chat first chunk', 50).toFixed(1)} ms)`);
  await Promise.all(askers.map((a) => a.ws.close()));
  await server.stop();
} finally {
  if (database) {
    await admin!.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin!.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
