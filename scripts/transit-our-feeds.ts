/**
 * Writes each curated network (server/data/transit/networks/*.json) as a GTFS frequency feed,
 * `<outdir>/<network>.zip`: `npm run transit:our-feeds -- <outdir>`. A network that carries no line yet
 * writes nothing (its file lists why each line is not carried). Refuses to write a feed that breaks
 * the GTFS rules checkGtfs knows. docs/data.md, "Our transit feeds".
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTransitNetworks } from '../server/data/transit/load-networks';
import { TRANSIT_CUTOFF } from '../shared/domain/dataset/transit-cutoff';
import { buildGtfsFeed, type FeedOptions, feedOptionsFor } from '../shared/domain/transit-feeds/build-gtfs-feed';
import { checkGtfs } from '../shared/domain/transit-feeds/check-gtfs';
import { zipFiles } from './gtfs-zip';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npm run transit:our-feeds -- <outdir>');
  process.exit(2);
}

const { networks, averageSpeeds } = await loadTransitNetworks();
const options: FeedOptions = feedOptionsFor(TRANSIT_CUTOFF);
for (const network of networks) {
  if (network.lines.length === 0) {
    console.log(`${network.id}: no line carried (${network.notCarried.length} listed with the reason)`);
    continue;
  }
  const files = buildGtfsFeed(network, averageSpeeds, options);
  const problems = checkGtfs(files);
  if (problems.length > 0) {
    console.error(`${network.id}: not written, the feed breaks GTFS rules:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
    continue;
  }
  await mkdir(outDir, { recursive: true });
  const zip = path.join(outDir, `${network.id}.zip`);
  await writeFile(zip, zipFiles(files));
  const stops = (files['stops.txt'] ?? '').trim().split('\n').length - 1;
  console.log(`${network.id}: ${network.lines.length} lines, ${stops} stops -> ${zip}`);
}
