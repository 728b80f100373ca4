import type { HomeKind } from '../../../../shared/constants/home-kinds';
import type { LifestyleKey } from '../../../../shared/constants/lifestyles';
import type { MustHaveKey } from '../../../../shared/constants/must-haves';
import { TRAVEL_MODE_KEYS, TRAVEL_MODES, type TravelMode } from '../../../../shared/constants/travel-modes';
import type { CommuteAnchor, Preferences } from '../../../../shared/contracts/preferences';

// The people the finder is tuned for (docs/recommendation-formula.md, "Twelve people"): who they
// are, what they ask in the form, and the three neighbourhoods a local friend would name first,
// written from how people choose before the weights were tuned. finder-people.test.ts holds the
// engine to them.

export interface FinderPerson {
  /** Who, in a line: the docs' table reads it. */
  who: string;
  /** Their preferences as the form would send them. */
  preferences: Preferences;
  /** The three a local friend would name first (locality ids), in no order. */
  expected: [string, string, string];
}

interface Ask {
  to?: string;
  anchor?: CommuteAnchor;
  /** With anchor "none": the city id. */
  city?: string;
  second?: string;
  judge?: 'longer' | 'sum';
  /** Limits in minutes by mode; the first is the active mode. */
  minutes: Partial<Record<TravelMode, number>>;
  rupees: [number, number];
  homes: HomeKind[];
  lifestyles: LifestyleKey[];
  mustHaves?: MustHaveKey[];
}

function ask(a: Ask): Preferences {
  const travelModes = Object.fromEntries(
    TRAVEL_MODE_KEYS.map((mode) => [
      mode,
      {
        enabled: mode in a.minutes,
        distance: TRAVEL_MODES[mode].defaultKm,
        minutes: a.minutes[mode] ?? TRAVEL_MODES[mode].defaultMinutes,
      },
    ]),
  ) as Preferences['commute']['travelModes'];
  const commute: Preferences['commute'] = {
    workAddress: a.to ?? '',
    travelMode: (Object.keys(a.minutes)[0] ?? 'driving') as TravelMode,
    coordinates: null,
    travelModes,
    ...(a.anchor && { anchor: a.anchor }),
    ...(a.city && { city: a.city }),
  };
  return {
    userCategory: 'moderate',
    budget: { min: a.rupees[0], max: a.rupees[1] },
    commute,
    ...(a.second && { secondCommute: { ...commute, workAddress: a.second } }),
    ...(a.judge && { judgeCommutesBy: a.judge }),
    homeKinds: a.homes,
    lifestylePreferences: a.lifestyles,
    customLifestyles: [],
    prioritizedMustHaves: (a.mustHaves ?? []).map((name, i) => ({ name, priority: i + 1 })),
  };
}

export const FINDER_PEOPLE: FinderPerson[] = [
  {
    who: 'A retiree, 61, moving near his daughter in Gachibowli, Hyderabad: quiet, green, near a hospital',
    preferences: ask({
      to: 'Gachibowli, Hyderabad',
      anchor: 'family',
      minutes: { driving: 30 },
      rupees: [20_000, 35_000],
      homes: ['2bhk'],
      lifestyles: ['quiet', 'greenSpaces', 'relaxing'],
      mustHaves: ['hospitals', 'parks'],
    }),
    expected: ['hyderabad-nallagandla', 'hyderabad-manikonda', 'hyderabad-tellapur'],
  },
  {
    who: 'An engineer, 24, at Bellandur, Bengaluru, after a PG bed or a shared flat, out most evenings',
    preferences: ask({
      to: 'Bellandur, Bengaluru',
      minutes: { driving: 40 },
      rupees: [12_000, 20_000],
      homes: ['pg', 'shared'],
      lifestyles: ['nightlife', 'socialGatherings', 'casualDining'],
    }),
    expected: ['bengaluru-hsr-layout', 'bengaluru-koramangala', 'bengaluru-btm-layout'],
  },
  {
    who: 'A Pune couple with a child, one at Hinjewadi and one at Kharadi, ₹35–50k for a 2 BHK',
    preferences: ask({
      to: 'Hinjewadi, Pune',
      second: 'Kharadi, Pune',
      judge: 'sum',
      minutes: { driving: 60 },
      rupees: [35_000, 50_000],
      homes: ['2bhk'],
      lifestyles: ['familyFriendly', 'greenSpaces', 'community'],
      mustHaves: ['schools'],
    }),
    expected: ['pune-aundh', 'pune-shivajinagar', 'pune-baner'],
  },
  {
    who: 'A family with two children, one parent at ITPL Whitefield, Bengaluru: quiet and green',
    preferences: ask({
      to: 'ITPL, Whitefield, Bengaluru',
      minutes: { driving: 40 },
      rupees: [30_000, 45_000],
      homes: ['2bhk'],
      lifestyles: ['familyFriendly', 'quiet', 'greenSpaces'],
      mustHaves: ['schools'],
    }),
    expected: ['bengaluru-brookefield', 'bengaluru-whitefield', 'bengaluru-varthur'],
  },
  {
    who: 'A young professional at BKC, Mumbai, after a room in a shared flat near the evenings out',
    preferences: ask({
      to: 'Bandra Kurla Complex, Mumbai',
      minutes: { transit: 60, driving: 60 },
      rupees: [20_000, 35_000],
      homes: ['shared'],
      lifestyles: ['nightlife', 'socialGatherings', 'casualDining'],
    }),
    expected: ['mumbai-andheri-west', 'mumbai-santacruz-west', 'mumbai-khar-west'],
  },
  {
    who: 'A family moving for a job in Powai, Mumbai: ₹50–75k for a 2 BHK, green and quiet, schools',
    preferences: ask({
      to: 'Powai, Mumbai',
      minutes: { driving: 45 },
      rupees: [50_000, 75_000],
      homes: ['2bhk'],
      lifestyles: ['familyFriendly', 'greenSpaces', 'quiet'],
      mustHaves: ['schools'],
    }),
    expected: ['mumbai-vikhroli', 'mumbai-kanjurmarg', 'mumbai-mulund'],
  },
  {
    who: 'An engineer on the OMR at Sholinganallur, Chennai, who wants the beach and quiet evenings',
    preferences: ask({
      to: 'Sholinganallur, Chennai',
      minutes: { driving: 40 },
      rupees: [15_000, 25_000],
      homes: ['1bhk'],
      lifestyles: ['quiet', 'relaxing', 'outdoorActivities'],
    }),
    expected: ['chennai-palavakkam', 'chennai-neelankarai', 'chennai-injambakkam'],
  },
  {
    who: 'A family with a parent at Guindy, Chennai, who want the old city: temples, music, neighbours',
    preferences: ask({
      to: 'Guindy, Chennai',
      minutes: { transit: 45, driving: 45 },
      rupees: [25_000, 40_000],
      homes: ['2bhk'],
      lifestyles: ['cultural', 'familyFriendly', 'community'],
      mustHaves: ['schools'],
    }),
    expected: ['chennai-adyar', 'chennai-ashok-nagar', 'chennai-west-mambalam'],
  },
  {
    who: 'A young professional at DLF Cyber City, Gurugram, after a shared flat close to the bars',
    preferences: ask({
      to: 'Cyber City, Gurugram',
      minutes: { driving: 30 },
      rupees: [12_000, 22_000],
      homes: ['shared'],
      lifestyles: ['nightlife', 'socialGatherings', 'casualDining'],
    }),
    expected: ['gurugram-dlf-phase-3', 'gurugram-dlf-phase-2', 'gurugram-mg-road'],
  },
  {
    who: 'A retired couple moving near their son on Golf Course Road, Gurugram: quiet, parks, a hospital',
    preferences: ask({
      to: 'Golf Course Road, Gurugram',
      anchor: 'family',
      minutes: { driving: 30 },
      rupees: [25_000, 40_000],
      homes: ['2bhk'],
      lifestyles: ['quiet', 'greenSpaces', 'relaxing'],
      mustHaves: ['hospitals'],
    }),
    expected: ['gurugram-sector-57', 'gurugram-sector-46', 'gurugram-nirvana-country'],
  },
  {
    who: 'A student at Osmania University, Hyderabad, on ₹5–10k for a PG bed or a shared room',
    preferences: ask({
      to: 'Osmania University, Hyderabad',
      anchor: 'college',
      minutes: { transit: 45, driving: 30 },
      rupees: [5_000, 10_000],
      homes: ['pg', 'shared'],
      lifestyles: ['affordability', 'convenient', 'casual'],
    }),
    expected: ['hyderabad-tarnaka', 'hyderabad-secunderabad', 'hyderabad-uppal'],
  },
  {
    who: 'Someone who works from home, moving to Pune for the hills: no commute, a 1 BHK, green and quiet',
    preferences: ask({
      anchor: 'none',
      city: 'pune',
      minutes: { driving: 45 },
      rupees: [15_000, 25_000],
      homes: ['1bhk'],
      lifestyles: ['greenSpaces', 'quiet', 'outdoorActivities'],
    }),
    expected: ['pune-bavdhan', 'pune-pashan', 'pune-warje'],
  },
];
