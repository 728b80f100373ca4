// Large uploads under load (docs/DEPLOY.md): a 1 GB Records.json and a 1 GB on-device Timeline.json (iOS)
// sent through POST /api/upload by a client in another process, one after the other, while
// simulated people use the product at a quarter of the load test's rate. Prints the upload's MB/s
// against the parser alone on the same file in the same run, the server's RSS (idle, with the load
// alone, peak during the uploads), its main thread's event-loop delay, and the other people's p95.
//   npm run build && npx tsx tests/load/big-upload.ts [--mb 1024] [--users 50]
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { ensureFile, MB, measureParser } from '../../scripts/bench/timeline-files';
import { freePorts } from '../../server/test/free-ports';
import { type Person, runJourneys, signIn } from './journey';
import { startServer } from './servers';
import { StepStats } from './stats';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '1024' }, users: { type: 'string', default: '50' } },
});
const SIZE_MB = Number(values.mb);
const USERS = Number(values.users);

const files = [
  { label: 'Records.json', path: await ensureFile('records', SIZE_MB) },
  { label: 'on-device Timeline.json (iOS)', path: await ensureFile('ios', SIZE_MB) },
];
console.log(`Files ready (${SIZE_MB} MB each). Measuring the parser alone…`);
const parserRuns = new Map(
  files.map(({ path }) => {
    const run = measureParser(path);
    return [path, { mbPerS: run.bytes / MB / (run.ms / 1000), peakRssMb: run.peakRssMb }];
  }),
);

const [port, emulatorPort] = (await freePorts(2)) as [number, number];
const sharedEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const emulatorHost = sharedEmulator ?? `127.0.0.1:${emulatorPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'basera-big-upload-'));
const probeFile = join(dataDir, 'event-loop.json');
const server = await startServer({
  port,
  env: {
    DATA_DIR: join(dataDir, 'data'),
    BASERA_EVENT_LOOP_FILE: probeFile,
    ...(sharedEmulator ? {} : { AUTH_EMULATOR_PORT: String(emulatorPort) }),
  },
  nodeArgs: ['--import', join(import.meta.dirname, 'event-loop-probe.mjs')],
});

/** What the server's event loop saw since the last call. */
async function eventLoop(): Promise<{ p50: number; p99: number; max: number }> {
  rmSync(probeFile, { force: true });
  server.process.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8'));
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error('the event-loop probe did not answer');
}

/** Runs the people's journeys in 5 s rounds until `done()`, into `stats`. */
async function load(people: Person[], stats: StepStats, done: () => boolean): Promise<void> {
  while (!done()) {
    const until = performance.now() + 5000;
    await Promise.all(people.map((p) => runJourneys(server.url, p, stats, until, { upload: true })));
  }
}

/** Stops `load` after this many rounds. */
const afterRounds = (rounds: number) => {
  let done = 0;
  return () => done++ >= rounds;
};

/** Samples the server's RSS every 100 ms until the returned function is called; it gives the peak. */
function samplePeakRss(): () => number {
  let peak = server.rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 100);
  return () => {
    clearInterval(sampler);
    return peak;
  };
}

const run = promisify(execFile);
try {
  const tag = Date.now().toString(36);
  const people = await Promise.all(
    Array.from({ length: USERS + 1 }, (_, i) => signIn(server.url, emulatorHost, i, tag)),
  );
  const uploader = people.pop()!;
  await load(people, new StepStats(), afterRounds(1)); // one warm-up round, not measured
  const idleMb = server.rssMb();

  const alone = new StepStats();
  await eventLoop();
  const stopAlone = samplePeakRss();
  await load(people, alone, afterRounds(3));
  const peakAloneMb = stopAlone();
  const loopAlone = await eventLoop();

  console.log(`\n${USERS} people, then the two ${SIZE_MB} MB uploads one after the other:`);
  const results: string[] = [];
  for (const file of files) {
    const during = new StepStats();
    let uploading = true;
    const stopSampling = samplePeakRss();
    await eventLoop();
    const people$ = load(people, during, () => !uploading);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'upload-client.ts'), server.url, file.path],
      { env: { ...process.env, BASERA_COOKIE: uploader.cookie }, maxBuffer: 1 << 20 },
    ).finally(() => {
      uploading = false;
    });
    const loop = await eventLoop();
    await people$;
    const peakMb = stopSampling();
    const upload = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      status: number;
      bytes: number;
      ms: number;
      error?: string;
    };
    const rate = upload.bytes / MB / (upload.ms / 1000);
    const { mbPerS: parser, peakRssMb: parserRss } = parserRuns.get(file.path)!;
    const worst = during.worstNonChatP95();
    results.push(
      `| ${file.label} | ${upload.status}${upload.error ? ` ${upload.error}` : ''} | ${(upload.ms / 1000).toFixed(1)} s | ${rate.toFixed(0)} MB/s | ${parser.toFixed(0)} MB/s | ${(rate / parser).toFixed(2)} | ${peakMb} MB (+${peakMb - idleMb}) | ${parserRss.toFixed(0)} MB | ${loop.p50} / ${loop.p99} / ${loop.max} ms | ${worst.toFixed(0)} ms | ${during.errorCount} |`,
    );
    console.log(during.table());
  }
  const worstAlone = alone.worstNonChatP95();
  console.log(
    `\nServer RSS idle ${idleMb} MB; with the people alone: peak ${peakAloneMb} MB, event loop p50/p99/max ${loopAlone.p50} / ${loopAlone.p99} / ${loopAlone.max} ms, worst non-chat p95 ${worstAlone.toFixed(0)} ms, errors ${alone.errorCount}`,
  );
  console.log(
    "\n| upload | status | time | through HTTP | parser alone | ratio | server peak RSS | parser alone, peak RSS | event loop p50 / p99 / max | others' worst non-chat p95 | others' errors |",
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of results) console.log(row);
  console.log("\nTargets: ratio ≥ 0.70; others' p95 < 300 ms; peak RSS within 150 MB of idle.");
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
