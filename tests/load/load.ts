// Load test (docs/DEPLOY.md): simulated people on the production build, printing throughput, p50/p95/p99
// per step, errors, and the server's memory before, at peak and after. Run on demand:
//   npm run build && npx tsx tests/load/load.ts [--users 200] [--seconds 60] [--settle 60]
//       [--engine embedded|postgres] [--instances 2 (on PostgreSQL, behind a round-robin proxy)]
//       [--memory-seconds 5 (memory sampled after each start; 0: one start, no memory figures)]
//       [--database-url postgres://…] [--no-upload] [--server-node-args=--max-semi-space-size=4]
// Exits non-zero when any request failed (the CI smoke runs it small: see scripts/test.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePorts } from '../../server/test/free-ports';
import { startTcpForwarder } from '../../server/test/tcp-forwarder';
import { type Person, runJourneys, signIn } from './journey';
import {
  connectToEmbedded,
  createScratchDatabase,
  machineCpuSeconds,
  postgresCpuSeconds,
  type RunningServer,
  startServer,
  transactionCount,
} from './servers';
import { StepStats } from './stats';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    settle: { type: 'string', default: '60' },
    instances: { type: 'string', default: '1' },
    /**
     * embedded (the embedded defaults: the server's own PostgreSQL) or postgres (the machine's, at
     * --database-url); several instances always use postgres.
     */
    engine: { type: 'string', default: 'embedded' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'no-upload': { type: 'boolean', default: false },
    /** Node options for the servers (not this generator), e.g. "--max-semi-space-size=4". */
    'server-node-args': { type: 'string', default: '' },
    /** Memory sampled after each start, in seconds; 0 (the CI smoke) starts once and skips it. */
    'memory-seconds': { type: 'string', default: '5' },
  },
});
const MEMORY_SECONDS = Number(values['memory-seconds']);
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const SETTLE = Number(values.settle);
const INSTANCES = Number(values.instances);
if (!existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}

// The proxy's (or the one server's), the Auth emulator's, the first start's own emulator (a port
// just released by one emulator is not always free again at once), and one for each instance.
const [port, emulatorPort, firstStartEmulatorPort, ...instancePorts] = (await freePorts(3 + INSTANCES)) as [
  number,
  number,
  number,
  ...number[],
];
// A running Auth emulator (the test orchestrator's) is shared; otherwise each server starts its own.
const sharedEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const emulatorHost = sharedEmulator ?? `127.0.0.1:${emulatorPort}`;
const ownEmulator: Record<string, string> = sharedEmulator ? {} : { AUTH_EMULATOR_PORT: String(emulatorPort) };
const dataDir = mkdtempSync(join(tmpdir(), 'basera-load-'));
const servers: RunningServer[] = [];
let proxy: { close(): Promise<void> } | undefined;
let database: string | undefined;
/** The database whose transactions are counted: the load's own, or the embedded one's. */
let counted: { client: pg.Client; name: string } | undefined;
const POSTGRES = INSTANCES > 1 || values.engine === 'postgres';
const nodeArgs = values['server-node-args'].split(' ').filter(Boolean);
const admin = POSTGRES ? new pg.Client({ connectionString: values['database-url'] }) : undefined;

async function sampleStart(start: () => Promise<RunningServer>, seconds: number) {
  let peak = 0;
  const server = await start();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    peak = Math.max(peak, server.totalMb());
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server, peak: Math.round(peak), idle: Math.round(server.totalMb()), serverIdle: server.rssMb() };
}

try {
  let base: string;
  if (!POSTGRES) {
    const env = { DATA_DIR: dataDir, ...ownEmulator };
    let server: RunningServer;
    if (MEMORY_SECONDS > 0) {
      // First start (a new data folder), then a later start on the same folder. Memory is the
      // server's RSS plus what its embedded PostgreSQL's processes take (PSS).
      const firstEnv = sharedEmulator ? env : { ...env, AUTH_EMULATOR_PORT: String(firstStartEmulatorPort) };
      const first = await sampleStart(() => startServer({ port, env: firstEnv, nodeArgs }), MEMORY_SECONDS);
      await first.server.stop();
      const later = await sampleStart(() => startServer({ port, env, nodeArgs }), MEMORY_SECONDS);
      console.log(
        `\nMemory, embedded PostgreSQL (server + its PostgreSQL): first start peak ${first.peak} MB (idle ${first.idle} MB); later start idle ${later.idle} MB (the server alone ${later.serverIdle} MB)`,
      );
      server = later.server;
    } else {
      server = await startServer({ port, env, nodeArgs });
    }
    servers.push(server);
    base = server.url;
    const client = await connectToEmbedded(dataDir);
    if (client) counted = { client, name: 'postgres' };
  } else {
    await admin!.connect();
    const scratch = await createScratchDatabase(admin!, values['database-url'], 'basera_load');
    database = scratch.name;
    const url = scratch.url;
    counted = { client: admin!, name: database };
    const shared = { DATA_DIR: dataDir, DATABASE_URL: url };
    const a = await sampleStart(
      () => startServer({ port: instancePorts[0]!, env: { ...shared, ...ownEmulator }, nodeArgs }),
      3,
    );
    servers.push(a.server);
    console.log(`\nServer memory, PostgreSQL: instance A idle ${a.idle} MB (peak at start ${a.peak} MB)`);
    for (let i = 1; i < INSTANCES; i++) {
      const other = await sampleStart(
        () =>
          startServer({
            port: instancePorts[i]!,
            env: { ...shared, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
          }),
        3,
      );
      console.log(`Server memory, PostgreSQL: instance ${'ABCDEFGH'[i]} idle ${other.idle} MB`);
      servers.push(other.server);
    }
    if (INSTANCES > 1) {
      const balancer = await startTcpForwarder(instancePorts, { port });
      proxy = { close: balancer.cut };
      base = `http://127.0.0.1:${port}`;
    } else base = a.server.url;
  }

  const tag = Date.now().toString(36);
  const people: Person[] = [];
  for (let i = 0; i < USERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, USERS - i) }, (_, j) => signIn(base, emulatorHost, i + j, tag));
    people.push(...(await Promise.all(batch)));
  }
  // Warm-up, not measured: one visit each (code paths compiled, caches filled), as a running
  // service would be.
  const warm = new StepStats();
  const warmUntil = performance.now() + 1;
  await Promise.all(people.map((p) => runJourneys(base, p, warm, warmUntil, { upload: !values['no-upload'] })));
  const baseline = servers.map((s) => Math.round(s.totalMb()));
  const peaks = [...baseline];
  const serverPeaks = servers.map((s) => s.rssMb());
  const sampler = setInterval(() => {
    servers.forEach((s, i) => {
      peaks[i] = Math.max(peaks[i]!, Math.round(s.totalMb()));
      serverPeaks[i] = Math.max(serverPeaks[i]!, s.rssMb());
    });
  }, 250);

  // On PostgreSQL: how many transactions (a statement outside a transaction counts as one) each
  // step costs, the work the database and its round trips add to every request.
  const transactions = async () => (counted ? transactionCount(counted.client, counted.name) : 0);
  const transactionsBefore = await transactions();
  const cpuBefore = {
    servers: servers.map((s) => s.cpuSeconds()),
    load: process.cpuUsage(),
    database: postgresCpuSeconds(),
    machine: machineCpuSeconds(),
  };
  const stats = new StepStats();
  // This generator's own event-loop delay: every time it prints includes it, so it says how much
  // of a step's latency may be the generator's rather than the server's.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(people.map((p) => runJourneys(base, p, stats, until, { upload: !values['no-upload'] })));
  const elapsed = (performance.now() - started) / 1000;
  generatorDelay.disable();
  clearInterval(sampler);
  const serverCpu = servers.reduce((sum, s, i) => sum + s.cpuSeconds() - cpuBefore.servers[i]!, 0);
  const loadCpu = (() => {
    const { user, system } = process.cpuUsage(cpuBefore.load);
    return (user + system) / 1e6;
  })();
  const databaseCpu = postgresCpuSeconds() - cpuBefore.database;
  const machine = machineCpuSeconds();
  const machineBusy = (machine.busy - cpuBefore.machine.busy) / (machine.total - cpuBefore.machine.total);

  console.log(
    `\n${USERS} people for ${SECONDS} s against ${INSTANCES === 1 ? (POSTGRES ? 'one instance on PostgreSQL' : 'one instance on the embedded defaults (its own PostgreSQL)') : `${INSTANCES} instances on PostgreSQL behind a round-robin proxy`}:`,
  );
  console.log(
    `  ${stats.requestCount} steps in ${elapsed.toFixed(1)} s: ${(stats.requestCount / elapsed).toFixed(0)} per second; errors: ${stats.errorCount}`,
  );
  console.log(stats.table());
  // Two cores make 2 CPU-seconds a second: the share left for the database is what remains.
  console.log(
    `  CPU over the run (${availableParallelism()} cores): server${servers.length > 1 ? 's' : ''} ${(serverCpu / elapsed).toFixed(2)} cores, this load generator ${(loadCpu / elapsed).toFixed(2)} cores, PostgreSQL ${(databaseCpu / elapsed).toFixed(2)} cores; the machine ${(100 * machineBusy).toFixed(0)} % busy; ${((1000 * serverCpu) / stats.requestCount).toFixed(1)} ms of server CPU and ${((1000 * databaseCpu) / stats.requestCount).toFixed(1)} ms of the database's per step`,
  );
  // The histogram holds the whole interval between its 10 ms timer's turns: the delay is the rest.
  const delayMs = (percentile: number) => Math.max(0, generatorDelay.percentile(percentile) / 1e6 - 10).toFixed(0);
  console.log(
    `  this load generator's event-loop delay: p50 ${delayMs(50)} ms, p95 ${delayMs(95)} ms, p99 ${delayMs(99)} ms (included in every figure above)`,
  );
  if (counted) {
    await new Promise((r) => setTimeout(r, 1500));
    const perStep = (await transactions()) - transactionsBefore;
    console.log(`  database: ${(perStep / stats.requestCount).toFixed(1)} transactions per step (${perStep} in all)`);
  }
  for (const example of stats.errorExamples) console.log(`  error: ${example}`);
  const worst = stats.worstNonChatP95();
  console.log(
    `  targets: zero errors ${stats.errorCount === 0 ? 'met' : 'NOT met'}; p95 < 300 ms for every non-chat step (worst ${worst.toFixed(0)} ms) ${worst < 300 ? 'met' : 'NOT met'}; first chat chunk p95 < 150 ms (${stats.p('chat first chunk', 95).toFixed(0)} ms) ${stats.p('chat first chunk', 95) < 150 ? 'met' : 'NOT met'}`,
  );

  if (SETTLE > 0) await new Promise((r) => setTimeout(r, SETTLE * 1000));
  const after = servers.map((s) => Math.round(s.totalMb()));
  servers.forEach((_, i) => {
    const back = after[i]! <= baseline[i]! * 1.1;
    console.log(
      `  memory${servers.length > 1 ? ` (instance ${'ABCDEFGH'[i]})` : ''}: before ${baseline[i]} MB, peak ${peaks[i]} MB (the server alone ${serverPeaks[i]} MB), ${SETTLE} s after ${after[i]} MB: ${back ? 'back within 10 %' : 'NOT back within 10 %'}`,
    );
  });
  process.exitCode = stats.errorCount === 0 ? 0 : 1;
} finally {
  if (counted && counted.client !== admin) await counted.client.end();
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  if (database) {
    await admin!.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin!.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
