// For `npm run lighthouse`: signs a person in through the local Auth emulator (as the browser's
// account chooser does), runs a finder search and saves its first neighbourhood as the selection,
// so the signed-in pages are measured with results. Prints the session cookie on stdout.
//   npx tsx scripts/lighthouse/prepare-person.ts <server url> <emulator host>
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { signInLocally } from '../cli/local-sign-in';

const [base, emulatorHost] = process.argv.slice(2);
if (!base || !emulatorHost) throw new Error('usage: prepare-person.ts <server url> <emulator host>');

const cookie = await signInLocally(base, emulatorHost, {
  name: 'Asha Lighthouse',
  email: 'asha.lighthouse@example.com',
});

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base as string },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const results = await post('/api/housing/recommend-housing', {
  preferences: commuterPreferences('Powai, Mumbai', { driving: 15, transit: 20 }),
});
const first = (results.recommendations as { id: string }[] | undefined)?.[0]?.id;
if (!first) throw new Error('the search found no neighbourhood');
await post('/trpc/neighbourhoods.select', { id: first });
process.stdout.write(cookie);
