import { z } from 'zod';
import { DUPLICATE_LIFESTYLE_MESSAGE, LIFESTYLE_MINIMUM_MESSAGE } from '../constants/finder-messages';
import { HOME_KIND_KEYS } from '../constants/home-kinds';
import { LIFESTYLE_KEYS } from '../constants/lifestyles';
import { MUST_HAVE_KEYS } from '../constants/must-haves';
import { RENTER_FILTER_KEYS } from '../constants/renter-filters';
import { SPENDING_CATEGORY_KEYS } from '../constants/spending-categories';
import { MIN_TRAVEL_KM, TRAVEL_MODE_KEYS, TRAVEL_MODES, type TravelMode } from '../constants/travel-modes';

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
  return z.strictObject({
    enabled: z.boolean(),
    distance: z.number().min(MIN_TRAVEL_KM, range).max(maxKm, range),
  });
}

export const travelModesSchema = z.strictObject({
  walking: travelModeSetting('walking'),
  bicycling: travelModeSetting('bicycling'),
  transit: travelModeSetting('transit'),
  driving: travelModeSetting('driving'),
});
export type TravelModes = z.infer<typeof travelModesSchema>;

export const commuteSchema = z
  .strictObject({
    workAddress: z.string().trim().max(300, 'must be at most 300 characters'),
    travelMode: z.enum(TRAVEL_MODE_KEYS),
    coordinates: coordinatesSchema.nullable(),
    travelModes: travelModesSchema,
  })
  .superRefine((commute, ctx) => {
    if (!commute.workAddress && !commute.coordinates) {
      ctx.addIssue({
        code: 'custom',
        path: ['workAddress'],
        message: 'Enter your work address or place it on the map.',
      });
    }
    if (!TRAVEL_MODE_KEYS.some((mode) => commute.travelModes[mode].enabled)) {
      ctx.addIssue({ code: 'custom', path: ['travelModes'], message: 'Enable at least one travel mode' });
    }
  });
export type Commute = z.infer<typeof commuteSchema>;

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
    secondCommute: commuteSchema.optional(),
    /**
     * What the person will rent: a PG bed, a room in a shared flat, a 1 RK or a flat by size. Without
     * it, a kind is assumed from the budget and household (docs/recommendation-formula.md).
     */
    homeKind: z.enum(HOME_KIND_KEYS, { message: `must be one of ${HOME_KIND_KEYS.join(', ')}` }).optional(),
    /** Renter filters: a neighbourhood must be known to meet each (docs/recommendation-formula.md). */
    renterFilters: z.array(z.enum(RENTER_FILTER_KEYS)).max(RENTER_FILTER_KEYS.length).optional(),
  })
  .superRefine((prefs, ctx) => {
    if (prefs.renterFilters && new Set(prefs.renterFilters).size !== prefs.renterFilters.length) {
      ctx.addIssue({ code: 'custom', path: ['renterFilters'], message: 'must not repeat a filter' });
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
