// The kind of a place from the name the export gives it. Shops come before parks: a supermarket
// called "… Parkside" is groceries, and a car park, a park-and-ride or a tech park is no green space.

const NAME_TYPES: [RegExp, string][] = [
  [/gym|fitness|cult\b|crossfit|yoga/i, 'Gym'],
  [/caf[eé]|coffee|starbucks|chai|tea\b/i, 'Cafe'],
  [/restaurant|dhaba|kitchen|biryani|bistro|diner|eatery/i, 'Restaurant'],
  [
    /supermar|grocer|kirana|\bmart\b|mart$|bazaar|market\b|food ?hall|tesco|sainsbury|aldi|lidl|migros|coop\b|rewe|edeka|carrefour|parknshop/i,
    'Grocery Store',
  ],
  [/\bmall\b|marketcity|phoenix|forum|nexus|shopping cent(?:re|er)/i, 'Shopping Mall'],
  [/school|vidyalaya|academy|college|university/i, 'School'],
  [/hospital|clinic|medical/i, 'Hospital'],
  [
    /(?<!(?:car|tech|business|industrial|retail|office|science|trailer|theme|water) )\bpark\b(?! ?(?:&|and|n|'n'|\+) ?ride)(?! (?:station|hotel|inn|plaza|avenue|road|street))|\blake\b|\bgarden(?:s)?\b|\bforest\b|\bwoods\b|\bcommon\b/i,
    'Park',
  ],
];

/** 'Gym', 'Cafe', 'Restaurant', 'Grocery Store', 'Shopping Mall', 'School', 'Hospital', 'Park' or undefined. */
export function typeOfName(name: string): string | undefined {
  return NAME_TYPES.find(([pattern]) => pattern.test(name))?.[1];
}
