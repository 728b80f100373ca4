// Benchmark for the location-history parser (issue: location-history upload).
//   npx tsx scripts/bench/timeline.ts [sizesInMB, default 10,100,1024]
// Generates files of every format (scripts/timeline/fixtures.ts) into .tmp/bench-timeline, then
// measures each in a fresh process: throughput (MB/s) and peak RSS, and the same for a whole-file
// JSON.parse of the 100 MB Records.json in the same run as the baseline.
import { type BenchFormat, ensureFile, FORMATS, MB, measureParser as measure } from './timeline-files';

const sizes = (process.argv[2] ?? '10,100,1024').split(',').map(Number);

const rows: string[] = [];
let baselineRate = 0;
if (sizes.includes(100)) {
  const base = measure(await ensureFile('records', 100), true);
  baselineRate = base.bytes / MB / (base.ms / 1000);
  rows.push(
    `| JSON.parse whole file (baseline) | records | ${(base.bytes / MB).toFixed(0)} MB | ${(base.ms / 1000).toFixed(2)} s | ${(base.cpuMs / 1000).toFixed(2)} s | ${baselineRate.toFixed(0)} MB/s | ${base.peakRssMb.toFixed(0)} MB | 1.00 |`,
  );
}
for (const mb of sizes) {
  for (const format of Object.keys(FORMATS) as BenchFormat[]) {
    const r = measure(await ensureFile(format, mb));
    const rate = r.bytes / MB / (r.ms / 1000);
    const ratio = baselineRate ? (rate / baselineRate).toFixed(2) : 'n/a';
    rows.push(
      `| streaming analyzer | ${format} | ${(r.bytes / MB).toFixed(0)} MB | ${(r.ms / 1000).toFixed(2)} s | ${(r.cpuMs / 1000).toFixed(2)} s | ${rate.toFixed(0)} MB/s | ${r.peakRssMb.toFixed(0)} MB | ${ratio} |`,
    );
    console.error(`${format} ${mb} MB done: ${r.detail}`);
  }
}
console.log('\n| parser | format | size | time | CPU time | throughput | peak RSS | vs JSON.parse |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log('\nTargets: 1 GB Records.json in < 15 s with peak RSS < 300 MB; ≥ 0.40 of JSON.parse throughput.');
