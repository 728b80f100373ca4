// The unit and integration tests on a later day, to prove that none depends on today's date
// (docs/data.md, "Freshness"): `npm run test:at -- 2027-07-01 [vitest arguments…]`.
// Runs Vitest under faketime (Debian package `faketime`) moved forward by the same offset in every
// process it starts (the embedded PostgreSQL and the Auth emulator too), so that a time one writes
// and another reads agree, as they would on that day.
import { spawnSync } from 'node:child_process';

const [day, ...rest] = process.argv.slice(2);
if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) {
  console.error('Usage: npm run test:at -- YYYY-MM-DD [vitest arguments…]');
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0', 'true']).error) {
  console.error('faketime is not installed (Debian: apt-get install faketime).');
  process.exit(2);
}
// 09:00 in India on that day, as an offset from now in whole seconds.
const offset = Math.round((Date.parse(`${day}T03:30:00Z`) - Date.now()) / 1000);
console.log(`Vitest with the clock at ${day} 09:00 IST (faketime ${offset >= 0 ? '+' : ''}${offset}s)`);
// A shared Auth emulator started outside faketime would disagree about token times: the run starts
// its own.
const { FIREBASE_AUTH_EMULATOR_HOST: _shared, ...env } = process.env;
const run = spawnSync('faketime', ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, 'npx', 'vitest', 'run', ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
