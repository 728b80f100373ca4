import {
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessPlanKey } from '../../shared/constants/business-plans';
import type { Persona } from '../../shared/contracts/analysis';
import type { SelectedNeighbourhood } from '../../shared/contracts/neighbourhoods';
import type { OverpassElement } from '../../shared/contracts/overpass';
import type { Preferences } from '../../shared/contracts/preferences';
import type { RecommendationInput } from '../../shared/contracts/recommendations';
import type { TimelineAnalysis } from '../../shared/contracts/timeline';

// One schema, for PostgreSQL; migrations in ./migrations are generated from it
// (`npm run db:generate`) and applied on start.

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email'),
  displayName: text('display_name'),
  picture: text('picture'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server sessions behind the httpOnly cookie. Only a SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;

// Per-user finder data (issue: recommendations). One row per user; the browser's `roommate-finder`
// record is a cache of these.

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  /** SHA-256 of the preferences' JSON: lets an unchanged save skip the write. */
  hash: text('hash').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRecommendations = pgTable('user_recommendations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * What the results were computed from, preferences included. The engine is pure, so the results
   * themselves (about 20 KB) are recomputed on read rather than stored: a 1 KB write instead of a
   * 20 KB one per search. `json`, not `jsonb`: nothing searches inside it, and storing the text as
   * it is costs about half of building jsonb (docs/decisions/0012).
   */
  input: json('input').$type<RecommendationInput>().notNull(),
  /** SHA-256 of the input: lets an unchanged search skip the write. */
  inputHash: text('input_hash').notNull().default(''),
  /**
   * SHA-256 of the input's preferences. A search is not written to user_preferences as well: the
   * saved preferences are whichever of the two rows is newer (finder-store.ts).
   */
  preferencesHash: text('preferences_hash').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userSelections = pgTable('user_selections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  localityId: text('locality_id').notNull(),
  neighbourhood: jsonb('neighbourhood').$type<SelectedNeighbourhood>().notNull(),
  selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  persona: text('persona').$type<Persona>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's consent to a purpose (DPDP Act 2023, s. 6): which notice they accepted and when, and
 * when they withdrew it. Kept while the account lives, as the record that the consent was given.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'timeline-analysis'>().notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/** A timeline analysis: only the derived insights, never the raw history (DESIGN.md principle 4). */
export const timelineAnalyses = pgTable(
  'timeline_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysis: jsonb('analysis').$type<TimelineAnalysis>().notNull(),
    /** CID of the encrypted raw file, only when the user asked to keep it. */
    fileCid: text('file_cid'),
    fileStore: text('file_store'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timeline_analyses_user_idx').on(t.userId)],
);

/** Enquiries from the business pages: a plan registration or a custom-partnership message. */
export const businessEnquiries = pgTable(
  'business_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'register' | 'contact'>().notNull(),
    businessName: text('business_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    /** Normalised: "+91 XXXXX XXXXX". */
    phone: text('phone').notNull(),
    cityId: text('city_id').notNull(),
    plan: text('plan').$type<BusinessPlanKey>(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_enquiries_created_idx').on(t.createdAt)],
);

/**
 * The relocation assistant's conversation, per user. A user's message keeps the id the browser gave
 * it (so a resent message is recognised); a reply is 'streaming' while it is written, then
 * 'complete', or 'failed' when it could not be finished.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'user' | 'bot'>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'streaming' | 'complete' | 'failed'>().notNull().default('complete'),
    /** The user message a reply answers. */
    replyTo: uuid('reply_to'),
    /** Who wrote a reply: 'local' (Basera's own answers) or a model's label. */
    writer: text('writer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Rate-limit counters, shared by every server instance (server/lib/db-rate-limiter.ts): how many
 * events `subject` made under the limit `name` in the fixed window that ends at `endsAt`. The subject
 * is a person's id or an address's key, whole, so a person's counters are found by their id alone
 * (erasure); the sweep removes each counter once its window has ended (docs/privacy.md).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.subject, t.endsAt] })],
);

/**
 * OpenStreetMap answers (Overpass), shared by every instance: a neighbourhood searched once is
 * answered from here for everyone until it is OVERPASS_CACHE_DAYS old, which keeps us within
 * Overpass's fair use. `json`, not `jsonb`: nothing searches inside it.
 */
export const overpassAnswers = pgTable('overpass_answers', {
  key: text('key').primaryKey(),
  elements: json('elements').$type<OverpassElement[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * A locality's amenity levels and walkability counted from the places mapped within a 20-minute walk
 * (shared/domain/places/walk-access.ts), replacing the estimate while it is fresh.
 */
export const localityWalkAccess = pgTable('locality_walk_access', {
  localityId: text('locality_id').primaryKey(),
  /** Whose places were counted ("OpenStreetMap"). */
  source: text('source').notNull(),
  /** When the counted places were fetched. */
  mappedAt: timestamp('mapped_at', { withTimezone: true }).notNull(),
  counted: integer('counted').notNull(),
  levels: jsonb('levels').$type<Record<string, number>>().notNull(),
  walkability: real('walkability').notNull(),
});

/** Which instance runs a background job, until when: the others leave it alone (one walker for all). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/*
 * Transit feeds (decision 0041): each imported GTFS feed, validated, with the rows the
 * router reads. Rows refer to each other by their index within the feed (`idx`), as the router's
 * arrays do, so a network is rebuilt from here without parsing the feed again. A feed is replaced
 * whole in one transaction; its checksum says when the same files come again.
 */
export const transitFeeds = pgTable('transit_feeds', {
  id: text('id').primaryKey(),
  /** The city network it belongs to ("hyderabad", "ncr", "mmr"…). */
  network: text('network').notNull(),
  name: text('name').notNull(),
  publisher: text('publisher').notNull(),
  asOf: text('as_of').notNull(),
  kind: text('kind').$type<'timetable' | 'frequency'>().notNull(),
  attribution: text('attribution'),
  /** Where it was imported from (a path or URL), for the operator. */
  source: text('source').notNull(),
  checksum: text('checksum').notNull(),
  lastServiceDate: integer('last_service_date').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

const feedRef = () =>
  text('feed_id')
    .notNull()
    .references(() => transitFeeds.id, { onDelete: 'cascade' });

export const transitStops = pgTable(
  'transit_stops',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    stopId: text('stop_id').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    locationType: integer('location_type').notNull(),
    parent: integer('parent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);

export const transitRoutes = pgTable(
  'transit_routes',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    routeId: text('route_id').notNull(),
    shortName: text('short_name').notNull(),
    longName: text('long_name').notNull(),
    type: integer('type').notNull(),
    agencyId: text('agency_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);

export const transitTrips = pgTable(
  'transit_trips',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    tripId: text('trip_id').notNull(),
    route: integer('route').notNull(),
    serviceId: text('service_id').notNull(),
    headsign: text('headsign').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);

/** In trip and stop_sequence order (`idx`); times in seconds after the service day's midnight. */
export const transitStopTimes = pgTable(
  'transit_stop_times',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    trip: integer('trip').notNull(),
    stop: integer('stop').notNull(),
    arrival: integer('arrival').notNull(),
    departure: integer('departure').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);

export const transitCalendar = pgTable(
  'transit_calendar',
  {
    feedId: feedRef(),
    serviceId: text('service_id').notNull(),
    /** Monday bit 0 … Sunday bit 6. */
    weekdays: integer('weekdays').notNull(),
    startDate: integer('start_date').notNull(),
    endDate: integer('end_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.serviceId] })],
);

export const transitCalendarDates = pgTable(
  'transit_calendar_dates',
  {
    feedId: feedRef(),
    serviceId: text('service_id').notNull(),
    date: integer('date').notNull(),
    added: integer('added').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.serviceId, t.date] })],
);

export const transitFrequencies = pgTable(
  'transit_frequencies',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    trip: integer('trip').notNull(),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    headway: integer('headway').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);

export const transitTransfers = pgTable(
  'transit_transfers',
  {
    feedId: feedRef(),
    idx: integer('idx').notNull(),
    fromStop: integer('from_stop').notNull(),
    toStop: integer('to_stop').notNull(),
    type: integer('type').notNull(),
    minSeconds: integer('min_seconds'),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.idx] })],
);
