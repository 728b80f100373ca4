// Imports GTFS feeds into the database the server reads (decision 0041).
//   npm run transit:import -- <zip, folder or URL>… [--network NAME] [--id ID]
// DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (default ./data), whether or not `npm start`
// is running. A feed the same as the one stored (same checksum) is left alone; a broken one is
// refused with its file, line and reason, and nothing of it is written. A running server rebuilds
// the network from the database when it is next restarted.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { loadDataset } from '../server/data/load-dataset';
import { openDatabase } from '../server/db/client';
import { GtfsRefused, importFeed } from '../server/features/transit';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { network: { type: 'string' }, id: { type: 'string' } },
});
if (!positionals.length) {
  console.error('Usage: npm run transit:import -- <zip, folder or URL>… [--network NAME] [--id ID]');
  process.exit(2);
}
if (values.id && positionals.length > 1) {
  console.error('--id names one feed: give one source with it');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({ ...config, joinRunningServer: true });
const cities = [...loadDataset().cities];
let failed = 0;
try {
  for (const source of positionals) {
    const started = performance.now();
    try {
      const options: { network?: string; id?: string } = {};
      if (values.network) options.network = values.network;
      if (values.id) options.id = values.id;
      const result = await importFeed(database.db, source, cities, options);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${result.id} (${result.network}): ${result.status} in ${seconds} s`);
    } catch (error) {
      failed++;
      console.error(error instanceof GtfsRefused ? error.message : `${source}: ${(error as Error).message}`);
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
