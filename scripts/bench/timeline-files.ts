// Generated location histories of every format, and the parser measured alone on one of them, for
// the parser benchmark (scripts/bench/timeline.ts) and the large-upload load test
// (tests/load/big-upload.ts). Files go to .tmp/bench-timeline and are reused between runs.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  onDeviceAndroidJsonChunks,
  onDeviceIosJsonChunks,
  recordsJsonChunks,
  semanticJsonChunks,
} from '../timeline/fixtures';

export const MB = 1024 * 1024;
export const benchDir = join(import.meta.dirname, '..', '..', '.tmp', 'bench-timeline');

export const FORMATS = {
  records: recordsJsonChunks,
  semantic: semanticJsonChunks,
  android: onDeviceAndroidJsonChunks,
  ios: onDeviceIosJsonChunks,
} as const;
export type BenchFormat = keyof typeof FORMATS;

export async function ensureFile(format: BenchFormat, mb: number): Promise<string> {
  mkdirSync(benchDir, { recursive: true });
  const path = join(benchDir, `${format}-${mb}mb.json`);
  if (existsSync(path) && statSync(path).size >= mb * MB) return path;
  const out = createWriteStream(path);
  for (const chunk of FORMATS[format](mb * MB)) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return path;
}

export interface ParserRun {
  bytes: number;
  ms: number;
  /** User and system CPU time of the run (ms). */
  cpuMs: number;
  peakRssMb: number;
  detail: string;
}

let runner: string | undefined;

/**
 * The parser alone on one file, in a fresh process (so peak RSS is its own), measured as it runs in
 * production: bundled by esbuild like dist/server, not through tsx. `baseline`: JSON.parse instead.
 */
export function measureParser(path: string, baseline = false): ParserRun {
  if (!runner) {
    mkdirSync(benchDir, { recursive: true });
    runner = join(benchDir, 'parse-file.mjs');
    execFileSync('npx', [
      'esbuild',
      'scripts/bench/parse-file.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--packages=external',
      `--outfile=${runner}`,
      '--log-level=warning',
    ]);
  }
  const args = [runner, path, ...(baseline ? ['--json-parse'] : [])];
  const output = execFileSync(process.execPath, ['--max-old-space-size=8192', ...args], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1)!) as ParserRun;
}
