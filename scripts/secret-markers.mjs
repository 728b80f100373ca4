// The settings the client-secrets test (tests/integration/client-secrets.test.ts) looks for in the
// built client: every secret setting filled with a unique marker, and the one public build setting.
// `npm test` (scripts/test.mjs) builds with them once and writes them where the test finds them,
// so the test scans the build everything else tests instead of building again.
import { randomBytes } from 'node:crypto';

const tag = () => randomBytes(9).toString('hex');

/**
 * `env`: the settings to build with. `markers`: every value that must not appear in the build (the
 * whole setting and, where the secret is part of it, that part). `publicApiBase`: the value that must.
 */
export function createSecretMarkers(publicApiBase = `https://api-${tag()}.basera.example`) {
  const dbPassword = `dbpass${tag()}`;
  const icsToken = `icstoken${tag()}`;
  /** Server settings that are secrets (server/config.ts, .env.example), and where firebase-admin looks. */
  const secrets = {
    GEMINI_API_KEY: `gemini${tag()}`,
    GOOGLE_MAPS_API_KEY: `maps${tag()}`,
    PINATA_JWT: `pinata${tag()}`,
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: `postgres://basera:${dbPassword}@db.internal:5432/basera`,
    EVENTS_ICS_URLS: JSON.stringify({ mumbai: [`https://calendar.example/private.ics?token=${icsToken}`] }),
    GEMINI_BASE_URL: `https://gemini-proxy.internal/${tag()}`,
    GOOGLE_APPLICATION_CREDENTIALS: `/secrets/service-account-${tag()}.json`,
  };
  /** Vite exposes VITE_* to the client, so a secret given that prefix by mistake must still stay out
   *  unless the client reads it (client/lib/config.ts reads only VITE_API_BASE_URL). */
  const misnamed = {
    VITE_GEMINI_API_KEY: `vitegemini${tag()}`,
    VITE_FIREBASE_SERVICE_ACCOUNT: `viteaccount${tag()}`,
  };
  return {
    secrets,
    env: { ...secrets, ...misnamed, VITE_API_BASE_URL: publicApiBase },
    markers: [...Object.values(secrets), ...Object.values(misnamed), dbPassword, icsToken],
    publicApiBase,
  };
}
