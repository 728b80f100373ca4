import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set, and says which defaults it took', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, auth: { mode: 'emulator', embedded: true } });
    expect(config.auth.projectId).toMatch(/^demo-/);
    expect(config.notices.join('\n')).toMatch(/DATABASE_URL not set/);
    expect(config.notices.join('\n')).toMatch(/local mode/);
  });

  it('reads TRUST_PROXY as a number of proxies, never as "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(problemsOf({ TRUST_PROXY: 'always' })).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
  });

  it('imports the shipped transit feeds unless TRANSIT_FEEDS names others, or none', () => {
    expect(loadConfig({}).transit.feeds).toBe('shipped');
    expect(loadConfig({ TRANSIT_FEEDS: 'none' }).transit.feeds).toEqual([]);
    expect(loadConfig({ TRANSIT_FEEDS: ' /feeds/kochi.zip, https://example.org/bmtc.zip ' }).transit.feeds).toEqual([
      '/feeds/kochi.zip',
      'https://example.org/bmtc.zip',
    ]);
  });

  it('lists every invalid setting at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });

  it('starts the clock at CLOCK_START only in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_START: '2027-01-05T10:00:00+05:30' }).clockStart?.toISOString()).toBe(
      '2027-01-05T04:30:00.000Z',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).clockStart).toBeUndefined();
    expect(problemsOf({ NODE_ENV: 'development', CLOCK_START: '2027-01-05T04:30:00Z' })).toEqual([
      'CLOCK_START: only for tests (NODE_ENV=test)',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', CLOCK_START: 'next week' })[0]).toMatch(
      /^CLOCK_START: must be an ISO date-time/,
    );
  });

  it('refuses production while the emulator is configured, embedded or external', () => {
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toMatch(/production while the Firebase Auth emulator/);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'basera-prod',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      })[0],
    ).toMatch(/emulator/);
  });

  it('uses a real Firebase project when both of its settings are present', () => {
    const config = loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'basera-prod', FIREBASE_API_KEY: 'key' });
    expect(config.auth).toEqual({
      mode: 'firebase',
      projectId: 'basera-prod',
      apiKey: 'key',
      authDomain: 'basera-prod.firebaseapp.com',
    });
    expect(problemsOf({ FIREBASE_PROJECT_ID: 'only-half' })).toEqual([
      'FIREBASE_API_KEY: required when FIREBASE_PROJECT_ID is set',
    ]);
  });
  it('reads the slow-client timeouts and the rate limits, with their defaults', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 20_000, requestMs: 900_000, bodyIdleMs: 30_000 });
    expect(loadConfig({}).rateLimits.uploadsPerUser).toEqual({ limit: 60, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_SEARCHES_PER_IP: '5' }).rateLimits.searchesPerIp.limit).toBe(5);
    // Every limit is a setting: the chat's per person and the enquiries' quarter hour too.
    expect(loadConfig({}).rateLimits).toMatchObject({
      chatPerUser: { limit: 20, windowMs: 60_000 },
      enquiriesPerIp: { limit: 5, windowMs: 15 * 60_000 },
      sweepEveryMs: 60_000,
    });
    expect(
      loadConfig({
        RATE_LIMIT_CHAT_PER_USER: '3',
        RATE_LIMIT_ENQUIRIES_PER_IP: '2',
        RATE_LIMIT_ENQUIRIES_WINDOW_MINUTES: '60',
      }).rateLimits,
    ).toMatchObject({ chatPerUser: { limit: 3 }, enquiriesPerIp: { limit: 2, windowMs: 3_600_000 } });
    // Counters hold people's ids: never left unswept outside tests.
    expect(problemsOf({ RATE_LIMIT_SWEEP_MS: '0' })).toEqual([
      expect.stringMatching(/^RATE_LIMIT_SWEEP_MS: 0 only for tests/),
    ]);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SWEEP_MS: '0' }).rateLimits.sweepEveryMs).toBe(0);
    expect(problemsOf({ RATE_LIMIT_CHAT_PER_IP: '0' })).toEqual([expect.stringMatching(/^RATE_LIMIT_CHAT_PER_IP: /)]);
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toEqual([
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    ]);
  });
});
