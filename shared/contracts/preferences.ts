import { z } from 'zod';
import { COMMUTE_ANCHOR_KEYS, type CommuteAnchor } from '../constants/commute-anchors';
import { DUPLICATE_LIFESTYLE_MESSAGE, LIFESTYLE_MINIMUM_MESSAGE } from '../constants/finder-messages';
import { HOME_KIND_KEYS } from '../constants/home-kinds';
import { LIFESTYLE_KEYS } from '../constants/lifestyles';
import { MUST_HAVE_KEYS } from '../constants/must-haves';
import { RENTER_FILTER_KEYS } from '../constants/renter-filters';
import { SPENDING_CATEGORY_KEYS } from '../constants/spending-categories';
import {
  MAX_TRAVEL_MINUTES,
  MIN_TRAVEL_KM,
  MIN_TRAVEL_MINUTES,
  TRAVEL_MODE_KEYS,
  TRAVEL_MODES,
  type TravelMode,
} from '../constants/travel-modes';

// spec §3 Preferences, with the validation rules of spec §5 and the issues' bad-input list. Strict
// objects: an unknown key is an error, not silently dropped.

export { DUPLICATE_LIFESTYLE_MESSAGE, LIFESTYLE_MINIMUM_MESSAGE };

/** Coordinates in India (mainland and islands); anything else is out of range for us. */
export const coordinatesSchema = z.strictObject({
  lat: z.number().min(6, 'latitude must be in India (6 to 37.5)').max(37.5, 'latitude must be in India (6 to 37.5)'),
  lng: z
    .number()
    .min(68, 'longitude must be in India (68 to 97.5)')
    .max(97.5, 'longitude must be in India (68 to 97.5)'),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

function travelModeSetting(mode: TravelMode) {
  const { maxKm } = TRAVEL_MODES[mode];
  const range = `must be between ${MIN_TRAVEL_KM} and ${maxKm} km`;
  const minutesRange = `must be between ${MIN_TRAVEL_MINUTES} and ${MAX_TRAVEL_MINUTES} minutes`;
  return z.strictObject({
    enabled: z.boolean(),
    distance: z.number().min(MIN_TRAVEL_KM, range).max(maxKm, range),
    /** The limit in minutes; when given it is the limit, and `distance` is kept only as the form's other choice. */
    minutes: z
      .number()
      .int(minutesRange)
      .min(MIN_TRAVEL_MINUTES, minutesRange)
      .max(MAX_TRAVEL_MINUTES, minutesRange)
      .optional(),
  });
}

export const travelModesSchema = z.strictObject({
  walking: travelModeSetting('walking'),
  bicycling: travelModeSetting('bicycling'),
  transit: travelModeSetting('transit'),
  driving: travelModeSetting('driving'),
});
export type TravelModes = z.infer<typeof travelModesSchema>;

export type { CommuteAnchor };

const commuteFields = {
  workAddress: z.string().trim().max(300, 'must be at most 300 characters'),
  travelMode: z.enum(TRAVEL_MODE_KEYS),
  coordinates: coordinatesSchema.nullable(),
  travelModes: travelModesSchema,
};

export const commuteSchema = z
  .strictObject({
    ...commuteFields,
    /** Without it, work (the spec's form). */
    anchor: z.enum(COMMUTE_ANCHOR_KEYS, { message: `must be one of ${COMMUTE_ANCHOR_KEYS.join(', ')}` }).optional(),
    /** With anchor "none": the city (an id of GET /api/cities) the person is moving to. */
    city: z.string().trim().min(1).max(80).optional(),
  })
  .superRefine((commute, ctx) => {
    if (commute.anchor === 'none') {
      if (!commute.city)
        ctx.addIssue({ code: 'custom', path: ['city'], message: 'Choose the city you are moving to.' });
      return;
    }
    if (!commute.workAddress && !commute.coordinates) {
      ctx.addIssue({
        code: 'custom',
        path: ['workAddress'],
        message: ANCHOR_ADDRESS_MESSAGE[commute.anchor ?? 'work'],
      });
    }
    if (!TRAVEL_MODE_KEYS.some((mode) => commute.travelModes[mode].enabled)) {
      ctx.addIssue({ code: 'custom', path: ['travelModes'], message: 'Enable at least one travel mode' });
    }
  });
export type Commute = z.infer<typeof commuteSchema>;

const ANCHOR_ADDRESS_MESSAGE: Record<Exclude<CommuteAnchor, 'none'>, string> = {
  work: 'Enter your work address or place it on the map.',
  college: 'Enter your college address or place it on the map.',
  family: "Enter your family's address or place it on the map.",
};

/** A second place to reach (a couple's two offices) always has an address. */
export const secondCommuteSchema = commuteSchema.refine((c) => c.anchor !== 'none', {
  path: ['anchor'],
  message: 'A second place to reach needs an address',
});

/** A monthly budget in rupees for the chosen kind of home (per person for a bed or a room). */
export const budgetSchema = z
  .strictObject({
    min: z
      .number()
      .int('must be whole rupees')
      .min(0, 'must be at least ₹0')
      .max(10_000_000, 'must be at most ₹1,00,00,000'),
    max: z
      .number()
      .int('must be whole rupees')
      .min(1_000, 'must be at least ₹1,000')
      .max(10_000_000, 'must be at most ₹1,00,00,000'),
  })
  .refine((b) => b.min <= b.max, { path: ['min'], message: 'must not be more than the most you will pay' });
export type Budget = z.infer<typeof budgetSchema>;

export const customLifestyleSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be blank').max(60, 'must be at most 60 characters'),
  value: z.boolean(),
});

export const prioritizedMustHaveSchema = z.strictObject({
  name: z.enum(MUST_HAVE_KEYS),
  priority: z.number().int().min(1).max(MUST_HAVE_KEYS.length),
});

export const preferencesSchema = z
  .strictObject({
    userCategory: z.enum(SPENDING_CATEGORY_KEYS, { message: `must be one of ${SPENDING_CATEGORY_KEYS.join(', ')}` }),
    commute: commuteSchema,
    lifestylePreferences: z.array(z.enum(LIFESTYLE_KEYS)).max(LIFESTYLE_KEYS.length),
    customLifestyles: z.array(customLifestyleSchema).max(20, 'at most 20 custom preferences'),
    mustHaves: z.partialRecord(z.enum(MUST_HAVE_KEYS), z.number().int().min(1).max(MUST_HAVE_KEYS.length)).optional(),
    prioritizedMustHaves: z.array(prioritizedMustHaveSchema).max(MUST_HAVE_KEYS.length),
    /**
     * A second workplace (a couple commuting to two offices), with its own travel modes: every
     * result must be within reach of both (docs/recommendation-formula.md, "Two workplaces").
     */
    secondCommute: secondCommuteSchema.optional(),
    /**
     * With two workplaces: "longer" keeps each commute within its own limits and scores the longer
     * one; "sum" lets one be long where the other is short (their minutes together within the two
     * limits together) and scores their mean. Without it, "longer".
     */
    judgeCommutesBy: z.enum(['longer', 'sum']).optional(),
    /**
     * The budget in rupees a month (for the kind of home; per person for a bed or a room). The
     * spending category stays as a quick pick; where both are given, these rupees decide.
     */
    budget: budgetSchema.optional(),
    /**
     * What the person will rent: a PG bed, a room in a shared flat, a 1 RK or a flat by size. Without
     * it, a kind is assumed from the budget and household (docs/recommendation-formula.md).
     */
    homeKind: z.enum(HOME_KIND_KEYS, { message: `must be one of ${HOME_KIND_KEYS.join(', ')}` }).optional(),
    /** Several kinds at once ("PG or shared"): each result shows the one that fits the budget best. */
    homeKinds: z
      .array(z.enum(HOME_KIND_KEYS, { message: `must be one of ${HOME_KIND_KEYS.join(', ')}` }))
      .min(1, 'choose at least one kind of home')
      .max(HOME_KIND_KEYS.length)
      .optional(),
    /** Renter filters: a neighbourhood must be known to meet each (docs/recommendation-formula.md). */
    renterFilters: z.array(z.enum(RENTER_FILTER_KEYS)).max(RENTER_FILTER_KEYS.length).optional(),
  })
  .superRefine((prefs, ctx) => {
    if (prefs.renterFilters && new Set(prefs.renterFilters).size !== prefs.renterFilters.length) {
      ctx.addIssue({ code: 'custom', path: ['renterFilters'], message: 'must not repeat a filter' });
    }
    if (prefs.homeKinds && new Set(prefs.homeKinds).size !== prefs.homeKinds.length) {
      ctx.addIssue({ code: 'custom', path: ['homeKinds'], message: 'must not repeat a kind of home' });
    }
    if (prefs.commute.anchor === 'none' && prefs.secondCommute) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondCommute'],
        message: 'A second workplace needs a first: choose what you commute to',
      });
    }
    if (new Set(prefs.lifestylePreferences).size !== prefs.lifestylePreferences.length) {
      ctx.addIssue({ code: 'custom', path: ['lifestylePreferences'], message: 'must not repeat a preference' });
    }
    const seen = new Set<string>(prefs.lifestylePreferences.map((k) => k.toLowerCase()));
    prefs.customLifestyles.forEach((custom, index) => {
      const key = custom.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['customLifestyles', index, 'name'],
          message: DUPLICATE_LIFESTYLE_MESSAGE,
        });
      }
      seen.add(key);
    });
    // spec §5: standard plus (enabled) custom preferences, at least three.
    const chosen = prefs.lifestylePreferences.length + prefs.customLifestyles.filter((c) => c.value).length;
    if (chosen < 3)
      ctx.addIssue({ code: 'custom', path: ['lifestylePreferences'], message: LIFESTYLE_MINIMUM_MESSAGE });
    const names = prefs.prioritizedMustHaves.map((m) => m.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['prioritizedMustHaves'], message: 'must not repeat an item' });
    }
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

/** The finder form saved (spec §7 POST /api/housing/recommend-housing with the form). */
export const savePreferencesResponse = z.object({ success: z.literal(true), preferences: preferencesSchema });
/** spec §7 GET /api/housing/recommend-housing: the saved preferences, or null. */
export const preferencesResponse = z
  .object({ preferences: preferencesSchema.nullable() })
  .meta({ id: 'PreferencesResponse' });
