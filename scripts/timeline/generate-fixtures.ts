// Writes synthetic Google location-history exports (see fixtures.ts) for tests and benchmarks.
//   npx tsx scripts/timeline/generate-fixtures.ts <outDir>
//     one small file (~30 days) of every kind the parser must recognise
//   npx tsx scripts/timeline/generate-fixtures.ts <outDir> --large <records|semantic|android|ios> <megabytes>
//     one big file of that format (MiB), streamed to disk without holding it in memory
import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  encryptedBackupsTxt,
  onDeviceAndroidJson,
  onDeviceAndroidJsonChunks,
  onDeviceIosJson,
  onDeviceIosJsonChunks,
  recordsJson,
  recordsJsonChunks,
  semanticJsonChunks,
  semanticMonthJson,
  settingsJson,
  timelineEditsJson,
} from './fixtures';

const SMALL_DAYS = 30;
const MIB = 1024 * 1024;

const USAGE =
  'Usage: npx tsx scripts/timeline/generate-fixtures.ts <outDir> [--large <records|semantic|android|ios> <megabytes>]';

// Names follow what Takeout and the phone apps produce, plus variants the parser must also accept.
const SMALL_FILES: Record<string, () => string> = {
  'records.json': () => recordsJson(SMALL_DAYS),
  'records-legacy-ms.json': () => recordsJson(SMALL_DAYS, { legacyMs: true }),
  'semantic-2025-MARCH.json': () => semanticMonthJson(SMALL_DAYS),
  'semantic-bom.json': () => semanticMonthJson(SMALL_DAYS, { bom: true }),
  'semantic-legacy-ms.json': () => semanticMonthJson(SMALL_DAYS, { legacyMs: true }),
  'Timeline.json': () => onDeviceAndroidJson(SMALL_DAYS),
  'Timeline-profile-first.json': () => onDeviceAndroidJson(SMALL_DAYS, { keyOrder: 'profile-first' }),
  'location-history.json': () => onDeviceIosJson(SMALL_DAYS),
  // The upload form also takes a .txt file holding one of the JSON formats.
  'Records.txt': () => recordsJson(SMALL_DAYS),
  'Settings.json': () => settingsJson(),
  'Timeline Edits.json': () => timelineEditsJson(),
  'Encrypted Backups.txt': () => encryptedBackupsTxt(),
};

type LargeFormat = 'records' | 'semantic' | 'android' | 'ios';

const LARGE_FILES: Record<LargeFormat, { name: string; chunks: (bytes: number) => Iterable<string> }> = {
  records: { name: 'Records', chunks: (bytes) => recordsJsonChunks(bytes) },
  semantic: { name: 'semantic', chunks: (bytes) => semanticJsonChunks(bytes) },
  android: { name: 'Timeline', chunks: (bytes) => onDeviceAndroidJsonChunks(bytes) },
  ios: { name: 'location-history', chunks: (bytes) => onDeviceIosJsonChunks(bytes) },
};

const isLargeFormat = (value: string | undefined): value is LargeFormat =>
  value !== undefined && Object.hasOwn(LARGE_FILES, value);

function writeSmallFiles(outDir: string): void {
  for (const [name, generate] of Object.entries(SMALL_FILES)) {
    const text = generate();
    writeFileSync(join(outDir, name), text);
    console.log(`${name}: ${Buffer.byteLength(text)} bytes`);
  }
}

/** Writes chunks one at a time, waiting whenever the file stream's buffer is full. */
async function streamToFile(path: string, chunks: Iterable<string>): Promise<number> {
  const out = createWriteStream(path);
  for (const chunk of chunks) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return out.bytesWritten;
}

async function writeLargeFile(outDir: string, format: LargeFormat, megabytes: number): Promise<void> {
  const { name, chunks } = LARGE_FILES[format];
  const path = join(outDir, `${name}-${megabytes}MB.json`);
  const started = performance.now();
  const bytes = await streamToFile(path, chunks(megabytes * MIB));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${path}: ${bytes} bytes in ${seconds} s`);
}

async function main(args: string[]): Promise<number> {
  const [outDir, flag, format, size] = args;
  if (!outDir || outDir.startsWith('--')) {
    console.error(USAGE);
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  if (flag === undefined) {
    writeSmallFiles(outDir);
    return 0;
  }
  const megabytes = Number(size);
  if (flag !== '--large' || !isLargeFormat(format) || !Number.isFinite(megabytes) || megabytes <= 0) {
    console.error(USAGE);
    return 1;
  }
  await writeLargeFile(outDir, format, megabytes);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
