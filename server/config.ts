import { z } from 'zod';

// The server's only reader of process.env (STYLE.md: one zod schema, parsed at boot). An invalid
// setting stops the server with the full list of what is wrong; a missing optional one falls back
// to its embedded default and is reported once through `notices`.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Gone with PGlite (decision 0032): read only to say so to someone who still sets it. */
  EMBEDDED_DATABASE: optionalText,
  /** Connections to PostgreSQL per instance (DEPLOY.md: instances × this within the server's max_connections). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(256),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  // How many proxies in front of us to believe about the client's address and protocol: "true" is
  // one (a TLS-terminating proxy). Never "every hop": the client writes the leftmost entries of
  // X-Forwarded-For itself, and could then pick its own address (and dodge the enquiry rate limit).
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === 'true' ? 1 : !v || v === 'false' ? 0 : Number(v)))
    .pipe(z.number({ message: 'must be true, false or a number of proxies' }).int().min(0).max(10)),
  PUBLIC_ORIGINS: optionalText.transform((v) => (v ? v.split(',').map((o) => o.trim().replace(/\/$/, '')) : [])),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+:\d{2,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
  ),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  GOOGLE_MAPS_API_KEY: optionalText,
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(2048),
  KEEP_FILE_MAX_MB: z.coerce.number().int().min(1).max(512).default(64),
  PARSE_IN_THREAD_FROM_MB: z.coerce.number().min(0).max(10_240).default(4),
  FILE_ENCRYPTION_KEY: optionalText,
  PINATA_JWT: optionalText,
  PINATA_GATEWAY: optionalText,
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  PLACES_PROVIDER: optionalText.pipe(
    z.enum(['curated', 'google', 'osm', 'gemini'], { message: 'must be curated, google, osm or gemini' }).optional(),
  ),
  OVERPASS_URL: z.url({ message: 'must be a URL' }).default('https://overpass-api.de/api/interpreter'),
  PLACES_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
  /** How long an Overpass answer is reused from the database by every instance. */
  OVERPASS_CACHE_DAYS: z.coerce.number().min(0).max(365).default(30),
  /** How often an unreachable Overpass is asked again (default OpenStreetMap places only). */
  OVERPASS_PROBE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(5 * 60_000),
  /** The least time between two Overpass requests from this instance. */
  OVERPASS_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Retention (docs/privacy.md): kept timeline files, and the analyses of accounts unused this long. */
  RETENTION_KEPT_FILE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** How many days ahead the person is told of a removal. */
  RETENTION_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** How often the retention job runs; 0 turns it off. */
  RETENTION_JOB_MS: z.coerce.number().int().min(0).max(604_800_000).default(86_400_000),
  /** The background count of each locality's surroundings: one locality per this many ms; 0 turns it off. */
  OSM_WALK_PACE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * GTFS feeds imported at start (decision 0041): paths to a .zip or folder, or URLs, comma-separated;
   * "none" for none. Unset: the feeds shipped in server/data/transit/feeds.
   */
  TRANSIT_FEEDS: optionalText,
  EVENTS_PROVIDER: optionalText.pipe(
    z.enum(['curated', 'ics', 'gemini'], { message: 'must be curated, ics or gemini' }).optional(),
  ),
  /** JSON: city id → iCalendar feed URLs, e.g. {"mumbai":["https://example.org/events.ics"]}. */
  EVENTS_ICS_URLS: optionalText.transform((text, ctx) => {
    if (!text) return {};
    try {
      return z.record(z.string(), z.array(z.url())).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<city id>": ["https://…/feed.ics"]}' });
      return z.NEVER;
    }
  }),
  EVENTS_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(8000),
  /**
   * Tests only (NODE_ENV=test): the server's clock starts at this moment and runs on from it, so a
   * browser test can see the events page of a day to come (tests/e2e/festival-days.spec.ts).
   */
  CLOCK_START: optionalText.pipe(z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional()),
  // Slow clients (slow-loris): how long the headers, a whole request, and a pause in its body may take.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(24 * 3_600_000)
    .default(15 * 60_000),
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Per minute, counted in the database (every instance sees the same counts).
  RATE_LIMIT_UPLOADS_PER_USER: perMinute(60),
  RATE_LIMIT_UPLOADS_PER_IP: perMinute(6000),
  RATE_LIMIT_CHAT_PER_USER: perMinute(20),
  RATE_LIMIT_CHAT_PER_IP: perMinute(6000),
  RATE_LIMIT_SEARCHES_PER_IP: perMinute(300),
  /** Business enquiries per address, in each window of RATE_LIMIT_ENQUIRIES_WINDOW_MINUTES. */
  RATE_LIMIT_ENQUIRIES_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(5),
  RATE_LIMIT_ENQUIRIES_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often counters whose window has ended are removed (docs/privacy.md); 0 (tests only): never. */
  RATE_LIMIT_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});

type Env = z.infer<typeof envSchema>;

export const EMULATOR_PROJECT_ID = 'demo-basera';

export type AuthSettings =
  | { mode: 'firebase'; projectId: string; apiKey: string; authDomain: string }
  /** `embedded`: npm start runs the emulator itself; otherwise one is already running at `host`. */
  | { mode: 'emulator'; projectId: string; host: string; embedded: boolean };

/** At most `limit` events in each fixed window of `windowMs` (server/lib/db-rate-limiter.ts counts them). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per instance to PostgreSQL. */
  dbPoolSize: number;
  bodyLimitBytes: number;
  sessionTtlMs: number;
  /** Proxies in front of the server whose X-Forwarded-* headers are believed (0: none). */
  trustProxy: number;
  publicOrigins: string[];
  auth: AuthSettings;
  geocoder: { googleApiKey: string | undefined; timeoutMs: number };
  /** Where places come from (DESIGN.md: Places), and how long a live provider may take. */
  retention: { keptFileMonths: number; inactiveMonths: number; noticeDays: number; everyMs: number };
  places: {
    /** 'auto' (no setting, no Google key): OpenStreetMap while Overpass answers, the curated places otherwise. */
    provider: 'auto' | 'curated' | 'google' | 'osm' | 'gemini';
    timeoutMs: number;
    overpass: { url: string; cacheMs: number; probeMs: number; minIntervalMs: number; walkPaceMs: number };
  };
  /** GTFS feeds to import at start ('shipped': server/data/transit/feeds), decision 0041. */
  transit: { feeds: string[] | 'shipped' };
  /** Where events come from (DESIGN.md: Events). */
  events: { provider: 'curated' | 'ics' | 'gemini'; icsFeeds: Record<string, string[]>; timeoutMs: number };
  /** Gemini, when a key is set; otherwise no model (the embedded default). */
  llm: { geminiApiKey: string | undefined; model: string; baseUrl: string | undefined; timeoutMs: number };
  uploads: {
    maxBytes: number;
    /** Larger files are analysed but not kept, even when the user asks (they are held in memory to encrypt). */
    keepMaxBytes: number;
    /** Uploads of at least this size are read in the parse thread, off the event loop (docs/timeline.md). */
    parseInThreadFromBytes: number;
    encryptionKey: string | undefined;
    pinataJwt: string | undefined;
    pinataGateway: string | undefined;
  };
  /** Slow clients are cut off: headers, a whole request, and a body that stops arriving (ms). */
  timeouts: { headersMs: number; requestMs: number; bodyIdleMs: number };
  /**
   * Every rate limit (server/lib/db-rate-limiter.ts). Per address they are generous: many people can
   * share one (an office, a mobile network), and the load test's simulated crowd all come from
   * 127.0.0.1.
   */
  rateLimits: {
    uploadsPerUser: RateLimitRule;
    uploadsPerIp: RateLimitRule;
    chatPerUser: RateLimitRule;
    chatPerIp: RateLimitRule;
    /** Places and events searches, only when a live (paid or outside) provider answers them. */
    searchesPerIp: RateLimitRule;
    enquiriesPerIp: RateLimitRule;
    /** How often the counters whose window has ended are swept (0: never, tests only). */
    sweepEveryMs: number;
  };
  /** Tests only: the moment the server's clock starts at (CLOCK_START). */
  clockStart: Date | undefined;
  /** Embedded defaults taken because an optional setting was missing; logged once at start. */
  notices: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const notices: string[] = [];
  const auth = resolveAuth(env, problems, notices);
  if (!env.GOOGLE_MAPS_API_KEY) notices.push('GOOGLE_MAPS_API_KEY not set: geocoding with the embedded gazetteer');
  if (!env.GEMINI_API_KEY) notices.push('GEMINI_API_KEY not set: no model; analyses are computed and phrased by rules');
  if (!env.PINATA_JWT) notices.push('PINATA_JWT not set: kept timeline files go to the local content-addressed store');
  if (!env.DATABASE_URL) {
    notices.push(`DATABASE_URL not set: using an embedded PostgreSQL database in ${env.DATA_DIR}`);
  }
  if (env.EMBEDDED_DATABASE) {
    notices.push('EMBEDDED_DATABASE is no longer read: the embedded database is always PostgreSQL (decision 0032)');
  }
  const placesProvider = env.PLACES_PROVIDER ?? (env.GOOGLE_MAPS_API_KEY ? 'google' : 'auto');
  if (placesProvider === 'gemini' && !env.GEMINI_API_KEY) problems.push('PLACES_PROVIDER: gemini needs GEMINI_API_KEY');
  if (placesProvider === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    problems.push('PLACES_PROVIDER: google needs GOOGLE_MAPS_API_KEY');
  }
  if (placesProvider === 'auto') {
    notices.push(
      "PLACES_PROVIDER not set: places come from OpenStreetMap while Overpass answers, else Basera's curated list",
    );
  }
  const eventsProvider = env.EVENTS_PROVIDER ?? 'curated';
  if (eventsProvider === 'gemini' && !env.GEMINI_API_KEY) problems.push('EVENTS_PROVIDER: gemini needs GEMINI_API_KEY');
  if (eventsProvider === 'ics' && !Object.keys(env.EVENTS_ICS_URLS).length) {
    problems.push('EVENTS_PROVIDER: ics needs EVENTS_ICS_URLS');
  }
  if (env.CLOCK_START && env.NODE_ENV !== 'test') problems.push('CLOCK_START: only for tests (NODE_ENV=test)');
  if (env.RATE_LIMIT_SWEEP_MS === 0 && env.NODE_ENV !== 'test') {
    problems.push('RATE_LIMIT_SWEEP_MS: 0 only for tests (counters would keep people’s ids; docs/privacy.md)');
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    problems.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (problems.length || !auth) throw new ConfigError(problems);
  const minute = (limit: number): RateLimitRule => ({ limit, windowMs: 60_000 });
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    trustProxy: env.TRUST_PROXY,
    publicOrigins: env.PUBLIC_ORIGINS,
    auth,
    geocoder: { googleApiKey: env.GOOGLE_MAPS_API_KEY, timeoutMs: env.GEOCODER_TIMEOUT_MS },
    retention: {
      keptFileMonths: env.RETENTION_KEPT_FILE_MONTHS,
      inactiveMonths: env.RETENTION_INACTIVE_MONTHS,
      noticeDays: env.RETENTION_NOTICE_DAYS,
      everyMs: env.RETENTION_JOB_MS,
    },
    places: {
      provider: placesProvider,
      timeoutMs: env.PLACES_TIMEOUT_MS,
      overpass: {
        url: env.OVERPASS_URL,
        cacheMs: env.OVERPASS_CACHE_DAYS * 86_400_000,
        probeMs: env.OVERPASS_PROBE_MS,
        minIntervalMs: env.OVERPASS_MIN_INTERVAL_MS,
        walkPaceMs: env.OSM_WALK_PACE_MS,
      },
    },
    transit: {
      feeds:
        env.TRANSIT_FEEDS === undefined
          ? 'shipped'
          : env.TRANSIT_FEEDS === 'none'
            ? []
            : env.TRANSIT_FEEDS.split(',')
                .map((s) => s.trim())
                .filter(Boolean),
    },
    events: { provider: eventsProvider, icsFeeds: env.EVENTS_ICS_URLS, timeoutMs: env.EVENTS_TIMEOUT_MS },
    llm: {
      geminiApiKey: env.GEMINI_API_KEY,
      model: env.GEMINI_MODEL,
      baseUrl: env.GEMINI_BASE_URL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
    uploads: {
      maxBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
      keepMaxBytes: env.KEEP_FILE_MAX_MB * 1024 * 1024,
      parseInThreadFromBytes: env.PARSE_IN_THREAD_FROM_MB * 1024 * 1024,
      encryptionKey: env.FILE_ENCRYPTION_KEY,
      pinataJwt: env.PINATA_JWT,
      pinataGateway: env.PINATA_GATEWAY,
    },
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      bodyIdleMs: env.BODY_IDLE_TIMEOUT_MS,
    },
    rateLimits: {
      uploadsPerUser: minute(env.RATE_LIMIT_UPLOADS_PER_USER),
      uploadsPerIp: minute(env.RATE_LIMIT_UPLOADS_PER_IP),
      chatPerUser: minute(env.RATE_LIMIT_CHAT_PER_USER),
      chatPerIp: minute(env.RATE_LIMIT_CHAT_PER_IP),
      searchesPerIp: minute(env.RATE_LIMIT_SEARCHES_PER_IP),
      enquiriesPerIp: {
        limit: env.RATE_LIMIT_ENQUIRIES_PER_IP,
        windowMs: env.RATE_LIMIT_ENQUIRIES_WINDOW_MINUTES * 60_000,
      },
      sweepEveryMs: env.RATE_LIMIT_SWEEP_MS,
    },
    notices,
  };
}

function resolveAuth(env: Env, problems: string[], notices: string[]): AuthSettings | undefined {
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } = env;
  if (emulatorHost || (!projectId && !apiKey)) {
    if (env.NODE_ENV === 'production') {
      problems.push(
        'NODE_ENV=production while the Firebase Auth emulator is configured: anyone could sign in as anyone. ' +
          'Set FIREBASE_PROJECT_ID and FIREBASE_API_KEY of a real Firebase project and unset FIREBASE_AUTH_EMULATOR_HOST.',
      );
      return undefined;
    }
    if (emulatorHost) {
      return { mode: 'emulator', projectId: projectId ?? EMULATOR_PROJECT_ID, host: emulatorHost, embedded: false };
    }
    notices.push('FIREBASE_PROJECT_ID not set: local mode, sign-in through the embedded Firebase Auth emulator');
    return {
      mode: 'emulator',
      projectId: EMULATOR_PROJECT_ID,
      host: `127.0.0.1:${env.AUTH_EMULATOR_PORT}`,
      embedded: true,
    };
  }
  if (!projectId) problems.push('FIREBASE_PROJECT_ID: required when FIREBASE_API_KEY is set');
  if (!apiKey) problems.push('FIREBASE_API_KEY: required when FIREBASE_PROJECT_ID is set');
  if (!projectId || !apiKey) return undefined;
  return {
    mode: 'firebase',
    projectId,
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  };
}
