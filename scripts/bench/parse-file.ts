// One measurement, in its own process so peak RSS is this run's alone:
//   npx tsx scripts/bench/parse-file.ts <file> [--json-parse]
// Streams the file through the TimelineAnalyzer (or, with --json-parse, reads it whole and calls
// JSON.parse, the baseline) and prints one JSON line: bytes, wall and CPU ms, peak RSS.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { loadDataset } from '../../server/data/load-dataset';
import { createGazetteerPlaceNamer } from '../../server/features/uploads/gazetteer-place-namer';
import { TimelineAnalyzer } from '../../shared/domain/timeline/analyze-timeline';

const [file, mode] = process.argv.slice(2);
if (!file) throw new Error('usage: parse-file.ts <file> [--json-parse]');
const bytes = statSync(file).size;
const namer = createGazetteerPlaceNamer(loadDataset());
const start = performance.now();
const cpuStart = process.cpuUsage();
let detail = '';
if (mode === '--json-parse') {
  const parsed = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as object;
  detail = `${Object.keys(parsed).length} keys`;
} else {
  const analyzer = new TimelineAnalyzer(namer);
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) analyzer.push(chunk as Buffer);
  const { format, insights } = analyzer.end();
  detail = `${format}, ${insights.counts.records} records`;
}
const ms = performance.now() - start;
// CPU time as well as wall time: on a shared machine the wall time mostly measures the neighbours.
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify({ bytes, ms, cpuMs, peakRssMb: process.resourceUsage().maxRSS / 1024, detail }));
