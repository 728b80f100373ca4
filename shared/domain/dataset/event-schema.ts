import { z } from 'zod';

// The curated events calendar (server/data/events/): real recurring city events with their
// published rule, festivals, and public days at real venues. Festival dates are computed for any
// year from the rule festivals.json gives each festival (the Sun's and Moon's positions for the
// Hindu calendar, computus for Easter, a fixed day for national days, the new crescent for the
// Islamic calendar: shared/domain/festivals/),
// and the rules are proven against the published holiday lists of 2019–2026 (published-dates.ts).

const latitude = z.number().min(6).max(37.5);
const longitude = z.number().min(68).max(97.5);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const https = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const weekday = z.enum(WEEKDAYS);
const month = z.number().int().min(1).max(12);

/**
 * A subset of RFC 5545 RRULE: enough for every published rule in the calendar. A plain union: two
 * shapes share freq "yearly".
 */
export const recurrenceSchema = z.union([
  /** Every week on these days ("every Sunday"); `months` limits it to a season. */
  z.strictObject({ freq: z.literal('weekly'), byDay: z.array(weekday).min(1), months: z.array(month).optional() }),
  /** One weekday a month ("second Saturday", -1: "last Sunday"). */
  z.strictObject({
    freq: z.literal('monthly'),
    byDay: weekday,
    bySetPos: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
    months: z.array(month).optional(),
  }),
  /** A fixed day every year (Republic Day: 26 January). */
  z.strictObject({ freq: z.literal('yearly'), byMonth: month, byMonthDay: z.number().int().min(1).max(31) }),
  /** One weekday of one month every year ("third Sunday of January"). */
  z.strictObject({
    freq: z.literal('yearly'),
    byMonth: month,
    byDay: weekday,
    bySetPos: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  }),
]);

const dateRange = z
  .strictObject({ start: isoDate, end: isoDate.optional() })
  .refine((r) => !r.end || r.end >= r.start, 'end must not be before start');

export const EVENT_CATEGORIES = [
  'festival',
  'music',
  'arts',
  'culture',
  'heritage',
  'food',
  'market',
  'sports',
  'comedy',
  'quiz',
  'literature',
  'community',
  'public-event',
] as const;

export const curatedEventSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(3).max(140),
  category: z.enum(EVENT_CATEGORIES),
  description: z.string().trim().min(20).max(300),
  venue: z.strictObject({
    name: z.string().trim().min(2).max(140),
    address: z.string().trim().min(10).max(240),
    lat: latitude,
    lng: longitude,
  }),
  /** Local start time ("HH:MM") where it is published; null otherwise. */
  time: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .nullable(),
  /** Typical ticket price for one person in rupees; 0 is free. */
  priceInr: z.number().int().min(0).max(100_000),
  /** The organiser's or the venue's site. */
  officialSite: https,
  /** The event's own page, where it has one (its "More Info"; else the official site). */
  eventPage: https.optional(),
  bookingLink: https.optional(),
  /** The page that confirms the rule or the dates. */
  source: https,
  /** Exactly one of: a published recurrence, a festival from festivals.json (its dates computed), or listed dates. */
  schedule: z.union([
    z.strictObject({
      rule: recurrenceSchema,
      from: isoDate.optional(),
      until: isoDate.optional(),
      /** How many days each occurrence lasts (a fair, a season); 1 when absent. */
      durationDays: z.number().int().min(1).max(120).optional(),
    }),
    z.strictObject({ festival: slug }),
    z.strictObject({ dates: z.array(dateRange).min(1) }),
  ]),
});

/** Where a festival is reckoned: sunrise and sunset there decide which day a tithi holds. */
export const festivalPlaceSchema = z.strictObject({
  name: z.string().trim().min(2).max(60),
  lat: latitude,
  lng: longitude,
});

/** Amanta lunar months (new moon to new moon), Chaitra first: the Sun enters Mesha during Chaitra. */
export const LUNAR_MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;

/** Sidereal signs, Mesha first (0° of the Lahiri zodiac). */
export const SIGNS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrischika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;

/**
 * The part of the day whose tithi decides the festival: sunrise (udaya), the forenoon (sunrise to
 * midday), madhyahna and aparahna (the third and fourth fifths of daytime), pradosh (the first fifth
 * of the night) and nishita (the eighth of the night's fifteen muhurtas, about midnight).
 */
export const DAY_PERIODS = ['sunrise', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita'] as const;

const tithiSchema = z.strictObject({
  paksha: z.enum(['shukla', 'krishna']),
  /** 1–14, and 15: purnima in shukla paksha, amavasya in krishna paksha. */
  tithi: z.number().int().min(1).max(15),
  at: z.enum(DAY_PERIODS),
  /**
   * When the tithi holds the period on two days: the first (the classical default), the second, or
   * the day it holds more of it; `shravana` is Vijaya Dashami's rule (the next day when Dashami holds
   * its sunrise and Shravana nakshatra its aparahna); the `avoid-bhadra` rules keep a purnima rite out
   * of Bhadra (Vishti karana), moving it to the next day when purnima lasts that long after sunrise.
   */
  prefer: z
    .enum([
      'first',
      'second',
      'fuller',
      'shravana',
      'avoid-bhadra-three-muhurtas',
      'avoid-bhadra-three-and-a-half-praharas',
    ])
    .optional(),
});

const dayOffset = z.number().int().min(-3).max(3);

/** Which day a sankranti (the Sun's ingress into a sign) is kept on: see festivalRuleSchema. */
export const SANKRANTI_DAYS = [
  'ingress-day',
  'sunrise-to-sunrise',
  'before-sunset',
  'before-aparahna',
  'next-sunrise',
] as const;
const sankrantiDay = z.enum(SANKRANTI_DAYS);

/** How a festival's day is found each year (shared/domain/festivals/compute-festival.ts). */
export const festivalRuleSchema = z.discriminatedUnion('kind', [
  /** A national day on the same date every year (Republic Day, Christmas). */
  z.strictObject({ kind: z.literal('fixed'), month, day: z.number().int().min(1).max(31) }),
  /** Days from Easter Sunday, by the Gregorian computus (Good Friday: -2). */
  z.strictObject({ kind: z.literal('computus'), daysFromEaster: z.number().int().min(-60).max(60) }),
  /**
   * A tithi of an amanta month, on the day the tithi holds the named period at the festival's place;
   * `dayOffset` moves the festival from that day (Rangwali Holi: the day after Holika Dahan), `until`
   * makes it a span to a later tithi of the same month (Durga Puja: Shashthi to Dashami), and `also`
   * names another almanac's rule whose day, where it differs, is shown as an alternative.
   */
  z.strictObject({
    kind: z.literal('tithi'),
    month: z.enum(LUNAR_MONTHS),
    ...tithiSchema.shape,
    dayOffset: dayOffset.optional(),
    until: tithiSchema.optional(),
    also: z
      .strictObject({
        ...tithiSchema.shape,
        calendars: z.string().trim().min(3).max(80),
        /** Where that almanac reckons it, when not at the festival's place. */
        place: festivalPlaceSchema.optional(),
      })
      .optional(),
  }),
  /**
   * The day the Sun enters a sidereal sign (Lahiri ayanamsa), by `day`: the IST calendar day of the
   * ingress; the day from sunrise to sunrise it falls in; that day if it falls before sunset, else the
   * next (the Tamil months, and the punya kala of the north); before the afternoon (aparahna), else the
   * next (the Malayalam months); or the day of the first sunrise after it (Vishu: the Vishukkani is
   * seen at the first dawn of Medam). `also` names other almanacs' conventions, shown where they differ;
   * `startOffset` and `endOffset` make a span around the day (Pongal: Bhogi before, Kaanum after).
   */
  z.strictObject({
    kind: z.literal('sankranti'),
    sign: z.enum(SIGNS),
    day: sankrantiDay,
    also: z
      .array(z.strictObject({ day: sankrantiDay, calendars: z.string().trim().min(3).max(80) }))
      .max(3)
      .optional(),
    startOffset: dayOffset.optional(),
    endOffset: dayOffset.optional(),
  }),
  /**
   * The last day of a solar month (the Sun in one sign, its first day found as for a sankranti) whose
   * sunrise a nakshatra holds: Onam is Thiruvonam (Shravana, the 22nd) in Chingam (Simha). When it
   * comes twice in the month, the second is Onam: the first falls in the month's first days, before
   * the ten days of Onam from Atham could begin in it.
   */
  z.strictObject({
    kind: z.literal('nakshatra'),
    solarMonth: z.enum(SIGNS),
    monthStarts: sankrantiDay,
    nakshatra: z.number().int().min(1).max(27),
  }),
  /**
   * A day of a month of the Islamic (Hijri) calendar, which begins when the new crescent is sighted:
   * the day the Government of India's holiday list gives for a year in `listed`, and for other years
   * the day expected from the new moon and the crescent's visibility (shared/domain/festivals/hijri/).
   * Either way an expected day: the sighting can move it by a day.
   */
  z.strictObject({
    kind: z.literal('hijri'),
    /** 1 Muharram … 9 Ramadan, 10 Shawwal … 12 Dhu al-Hijjah. */
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(30),
    listed: z.array(z.strictObject({ year: z.number().int().min(1900).max(2100), date: isoDate })).optional(),
  }),
]);

/** A festival and the rule that dates it (server/data/events/festivals.json). */
export const festivalSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(2).max(80),
  rule: festivalRuleSchema,
  /** Where the rule is reckoned: New Delhi for the national lists, the city of a regional almanac. */
  place: festivalPlaceSchema,
  /**
   * A regional almanac's festival is always reckoned at its place (Durga Puja at Kolkata); a national
   * one at the asking city when there is one, as that city's almanac would.
   */
  regional: z.boolean(),
  /**
   * The states that keep it as a public holiday of their own; absent, a festival of the central lists
   * kept across India. A city's events list its festival days (server/features/events/).
   */
  states: z.array(z.string().trim().min(2).max(60)).min(1).optional(),
  /** The name a state's own calendar gives the day, shown in its cities (Uttarayan in Gujarat). */
  regionalNames: z
    .array(
      z.strictObject({
        states: z.array(z.string().trim().min(2).max(60)).min(1),
        name: z.string().trim().min(2).max(80),
      }),
    )
    .optional(),
  /** States whose own festival keeps the day instead, where this one is not listed (Pongal in Tamil Nadu). */
  exceptStates: z.array(z.string().trim().min(2).max(60)).min(1).optional(),
  /** A page about the festival itself, for the person who wants to know more (its "More Info"). */
  page: https,
  /** The published lists and almanac conventions the rule was checked against. */
  sources: z
    .array(
      z.strictObject({
        publisher: z.string().trim().min(2).max(140),
        title: z.string().trim().min(3).max(240),
        url: https.optional(),
      }),
    )
    .min(1),
});

export type Recurrence = z.infer<typeof recurrenceSchema>;
export type CuratedEvent = z.infer<typeof curatedEventSchema>;
export type Festival = z.infer<typeof festivalSchema>;
export type FestivalRule = z.infer<typeof festivalRuleSchema>;
export type FestivalPlace = z.infer<typeof festivalPlaceSchema>;
export type Tithi = z.infer<typeof tithiSchema>;
