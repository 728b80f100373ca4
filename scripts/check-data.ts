// Validates curated data files against shared/domain/dataset/schema.ts and prints what is wrong.
// Usage: npx tsx scripts/check-data.ts [file ...]   (no arguments: every file in server/data)
// What to check again (dated facts past their shelf life): `npm run check:freshness`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { citySchema, landmarkSchema, localitySchema } from '../shared/domain/dataset/schema';

const root = join(import.meta.dirname, '..', 'server', 'data');
const all = [
  join(root, 'cities.json'),
  ...readdirSync(join(root, 'localities')).map((f) => join(root, 'localities', f)),
  ...readdirSync(join(root, 'landmarks')).map((f) => join(root, 'landmarks', f)),
];
const files = process.argv.length > 2 ? process.argv.slice(2) : all;
let failures = 0;
for (const file of files) {
  const schema = file.includes('localities')
    ? localitySchema
    : file.includes('landmarks')
      ? landmarkSchema
      : citySchema;
  let rows: unknown;
  try {
    rows = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.log(`${file}: ${(error as Error).message}`);
    failures++;
    continue;
  }
  const result = z.array(schema).safeParse(rows);
  if (!result.success) {
    failures++;
    for (const issue of result.error.issues.slice(0, 20))
      console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  const ids = new Set<string>();
  for (const row of result.data) {
    if (ids.has(row.id)) {
      console.log(`${file}: duplicate id ${row.id}`);
      failures++;
    }
    ids.add(row.id);
  }
  console.log(`${file}: ${result.data.length} rows OK`);
}
process.exit(failures ? 1 : 0);
