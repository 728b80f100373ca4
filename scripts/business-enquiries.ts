// Lists the enquiries sent from /business/register and /business/contact, newest first.
//   npx tsx scripts/business-enquiries.ts [--kind register|contact] [--limit N] [--json]
// Reads the same database as the server: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR
// (default ./data), whether or not `npm start` is running.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { loadDataset } from '../server/data/load-dataset';
import { openDatabase } from '../server/db/client';
import { listEnquiries } from '../server/features/business/enquiry-store';
import { BUSINESS_PLANS } from '../shared/constants/business-plans';

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    limit: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const kind = values.kind;
if (kind !== undefined && kind !== 'register' && kind !== 'contact') {
  console.error('--kind must be register or contact');
  process.exit(2);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
  console.error('--limit must be a whole number from 1 to 10000');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({ ...config, joinRunningServer: true });
try {
  const rows = await listEnquiries(database.db, { kind, limit });
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else if (!rows.length) {
    console.log('No business enquiries yet.');
  } else {
    const cities = loadDataset().citiesById;
    const planName = (key: string | null) => BUSINESS_PLANS.find((p) => p.key === key)?.name ?? '';
    for (const row of rows) {
      const what = row.kind === 'register' ? `registration: ${planName(row.plan)}` : 'contact';
      console.log(`${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${what}`);
      console.log(`  ${row.businessName} · ${cities.get(row.cityId)?.name ?? row.cityId}`);
      console.log(`  ${row.contactPerson} <${row.email}> ${row.phone}`);
      if (row.message) console.log(`  “${row.message.replace(/\s+/g, ' ')}”`);
    }
    console.log(`\n${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'}`);
  }
} finally {
  await database.close();
}
