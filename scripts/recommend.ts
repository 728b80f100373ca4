// Runs a recommendation for a preferences JSON file and prints the ranked table with the score
// breakdown. Usage: npx tsx scripts/recommend.ts scripts/examples/pune-transit-budget.json [--json]
// The file holds either the preferences object or { preferences, analysis }.
import { readFileSync } from 'node:fs';
import { loadDataset } from '../server/data/load-dataset';
import { createGazetteerGeocoder } from '../server/features/geocoding/gazetteer-geocoder';
import { resolveWorkLocation } from '../server/features/recommendations/resolve-work-location';
import { recommendInputSchema } from '../shared/contracts/recommendations';
import { formatRupeeRange } from '../shared/domain/format-rupees';
import { recommendNeighbourhoods } from '../shared/domain/recommend/recommend-neighbourhoods';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npx tsx scripts/recommend.ts <preferences.json> [--json]');
  process.exit(2);
}
const raw = JSON.parse(readFileSync(file, 'utf8'));
const parsed = recommendInputSchema.safeParse('preferences' in raw ? raw : { preferences: raw });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const dataset = loadDataset();
const work = await resolveWorkLocation(createGazetteerGeocoder(dataset), parsed.data.preferences.commute);
const { recommendations, notes } = recommendNeighbourhoods({
  ...parsed.data,
  work,
  localities: dataset.localities,
  cities: dataset.citiesById,
});
if (flag === '--json') {
  console.log(JSON.stringify({ workLocation: work, recommendations, notes }, null, 2));
  process.exit(0);
}
console.log(`Work: ${work.label} (${work.cityName}, ${work.source}, confidence ${work.confidence})`);
for (const note of notes) console.log(`Note: ${note}`);
console.table(
  recommendations.map((n) => ({
    match: `${n.matchScore}%`,
    name: n.name,
    '2 BHK': formatRupeeRange(n.rent.bhk2),
    commute: `${n.commuteDetails.time} min ${n.commuteDetails.travelMode} ${n.commuteDetails.distance} km`,
    ...Object.fromEntries(n.breakdown.map((b) => [b.factor, b.score])),
  })),
);
for (const [index, n] of recommendations.slice(0, 3).entries()) {
  console.log(`\n${index + 1}. ${n.name}, ${n.city} — ${n.matchScore}%`);
  for (const reason of n.matchingFactors) console.log(`   · ${reason}`);
}
