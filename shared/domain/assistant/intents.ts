// What a person is asking the relocation assistant, in their own words: each intent is a set of
// weighted patterns, and the best-scoring intent wins (ties go to the one listed first). Pure, and
// tested with ten or more paraphrases per intent (intents.test.ts).

export const INTENTS = [
  'best_for_families',
  'compare',
  'commute',
  'safety',
  'flooding',
  'air_quality',
  'water_supply',
  'who_can_rent',
  'groceries',
  'home_essentials',
  'utilities',
  'rent_deposit',
  'moving',
  'social',
  'places_nearby',
  'about_neighbourhood',
  'best_neighbourhood',
  'greeting',
] as const;
export type Intent = (typeof INTENTS)[number] | 'unknown';

type Rule = [RegExp, number];

const RULES: Record<(typeof INTENTS)[number], Rule[]> = {
  best_for_families: [
    [/\bfamil(y|ies)\b/, 6],
    [/\b(kids?|children|child|toddlers?|school[- ]going|parents|baby)\b/, 6],
    [/\bgood schools?\b/, 3],
  ],
  compare: [
    [/\bcompar(e|ing|ison)\b/, 4],
    [/\b(versus|vs\.?)\b/, 3],
    [/\bdifferences?\b/, 3],
    [/\bpros and cons\b/, 3],
    [/\bwhich (one )?is better\b|\bbetter,? .+ or\b/, 2],
    [/\bside by side\b/, 3],
  ],
  commute: [
    [/\bcommut(e|es|ing)\b/, 4],
    [/\b(travel|journey|drive|driving) time\b/, 3],
    [/\bhow (long|far)\b.*\b(office|work|job)\b/, 4],
    [/\b(to|from) (my )?(office|work|workplace)\b/, 3],
    [/\bget(ting)? to (work|the office|office)\b/, 3],
  ],
  safety: [
    [/\bsafe(ty|st|r)?\b/, 4],
    [/\bcrime\b/, 4],
    [/\bsecure|security\b/, 2],
  ],
  flooding: [
    [/\bflood(s|ed|ing|-prone)?\b/, 6],
    [/\bwater-?logg(ed|ing)\b|\bwaterlogged\b/, 6],
    [/\b(inundat\w*|low-lying|submerged|(go|goes|going|went) under water)\b/, 4],
    [/\bmonsoons?\b|\bheavy rains?\b/, 2],
  ],
  air_quality: [
    [/\b(air quality|air pollution|aqi|pm ?2\.?5|pm ?10|smog)\b/, 6],
    [/\bpollut(ed|ion)\b/, 4],
    [/\b(clean(er)?|fresh|bad|good) air\b|\bbreathe\b/, 5],
  ],
  water_supply: [
    [/\b(water )?tankers?\b/, 6],
    [/\bwater (shortage|scarcity|crisis|problems?|availability|situation|cuts?)\b/, 6],
    [/\b(piped water|cauvery water|borewells?|24x7 water|round-the-clock water)\b/, 5],
    [/\b(enough|regular|reliable|good|bad) water( supply)?\b/, 5],
    [/\bwater supply (in|at|like|for|there)\b|\bhow is the water\b/, 5],
  ],
  who_can_rent: [
    [/\bbachelors?\b/, 6],
    [/\bnon-?veg(etarian)?s?\b|\b(eat|cook)(ing)? (meat|fish|eggs)\b/, 6],
    [/\b(pets?|dogs?|cats?|puppy)\b/, 5],
    [/\b(single|unmarried) (men|women|people|tenants?|guys|girls|person)\b/, 5],
    [/\bwho can rent\b|\b(landlords?|societ(y|ies)) (allow|accept|refuse|rent to)\b/, 4],
    [/\b(restrictions?|discriminat\w*|refus\w*)\b/, 2],
  ],
  groceries: [
    [/\bgrocer(y|ies)\b/, 4],
    [/\bsupermarkets?\b/, 4],
    [/\b(vegetables?|fruits?|sabzi|kirana|provisions)\b/, 3],
    [/\b(daily|weekly) (needs|shopping|essentials)\b/, 2],
    [/\bmarkets?\b/, 1],
  ],
  home_essentials: [
    [/\b(items?|things|stuff|essentials)\b.*\b(buy|get|need|purchase)\b.*\b(apartment|flat|home|house|place)\b/, 5],
    [/\b(buy|get|need|purchase)\b.*\b(for|in) (my|a|the) (new )?(apartment|flat|home|house)\b/, 4],
    [/\b(furnish(ing)?|furniture|appliances?|kitchen (items|essentials|stuff))\b/, 3],
    [/\bsetting up (a|my) (new )?(home|apartment|flat|house)\b/, 3],
    [/\bshopping list\b/, 3],
  ],
  utilities: [
    [/\butilit(y|ies)\b/, 5],
    [/\b(electricity|power|electric) (connection|bill|meter|supply)\b|\belectricity\b/, 4],
    [/\b(water (connection|supply|bill)|piped gas|png|lpg|gas (connection|cylinder))\b/, 4],
    [/\b(internet|broadband|wi-?fi|fibre|fiber)\b/, 4],
    [/\b(address proof|proof of address|aadhaa?r|police verification)\b/, 4],
  ],
  rent_deposit: [
    [/\b(security )?deposits?\b/, 4],
    [/\b(rent|rental|lease|leave and licen[cs]e) (agreement|contract)\b/, 4],
    [/\bbrokerage|broker('s)? fee|brokers?\b/, 3],
    [/\b(lock-?in|notice period|advance rent|rent increase|landlord)\b/, 3],
    [/\bhow much (is|should) (the )?rent\b/, 2],
  ],
  moving: [
    [/\bpackers?( and| &)? movers?\b/, 5],
    [
      /\b(moving|relocat(e|ing|ion)|shifting?)\b.*\b(logistics|checklist|tips|plan|house|stuff|belongings|things|essentials|need|prepare)\b/,
      4,
    ],
    [/\b(need|prepare|plan|know)\b.*\b(moving|relocat(e|ing|ion)|shifting)\b/, 4],
    [/\b(logistics|checklist)\b/, 3],
    [/\b(ship|transport|move) (my )?(car|bike|vehicle|furniture|belongings|stuff)\b/, 4],
    [/\bmove (to|into) (a )?new (city|place|home)\b/, 2],
  ],
  social: [
    [/\b(meet|meeting|make|making) (new )?(people|friends)\b/, 5],
    [/\bsocial (groups?|life|events?|scene|circle)\b/, 5],
    [/\b(similar|common|shared) interests?\b/, 4],
    [/\b(clubs?|communities|community|meetups?|groups?|events?|festivals?)\b/, 2],
    [/\blonely|new in (town|the city)\b/, 3],
  ],
  places_nearby: [
    [/\b(places|things to do|amenities|attractions|spots|hangouts?)\b/, 3],
    [/\b(restaurants?|cafes?|cafés?|gyms?|parks?|malls?|hospitals?|schools?|bars?|pubs?|cinemas?|museums?)\b/, 3],
    [/\b(near|nearby|around|close to|in the area|in my neighbou?rhood)\b/, 2],
    [/\bwhat('s| is) (there )?(near|around)\b/, 3],
  ],
  about_neighbourhood: [
    [/\btell me (more )?about\b/, 4],
    [/\b(what('s| is)|how('s| is)) .+ like\b/, 4],
    [/\b(describe|details|more about|information on|info on|overview of)\b/, 3],
    [/\b(first|top|#?1) (one|recommendation|neighbou?rhood|choice|pick)\b/, 3],
  ],
  best_neighbourhood: [
    [/\bbest (neighbou?rhoods?|areas?|localit(y|ies)|place to (live|stay)|part of (the )?city)\b/, 5],
    [/\bwhere should i (live|stay|rent|move)\b/, 5],
    [/\bwhich (neighbou?rhood|area|locality)\b/, 3],
    [/\b(recommend|suggest)\b.*\b(neighbou?rhood|area|locality|place to live)\b/, 4],
    [/\b(suits?|suit(ed|able) for|right for|good for|fit(s)?|best for) me\b/, 3],
  ],
  greeting: [
    [/^\s*(hi|hello|hey|namaste|namaskar|good (morning|afternoon|evening)|hola)\b/, 3],
    [/\b(thanks|thank you|thx)\b/, 3],
    [/\b(what can you do|help me|how can you help|who are you)\b/, 3],
  ],
};

/** The intent of a question, with its score (0 for unknown). */
export function matchIntent(question: string): { intent: Intent; score: number } {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  let best: { intent: Intent; score: number } = { intent: 'unknown', score: 0 };
  for (const intent of INTENTS) {
    let score = 0;
    for (const [pattern, weight] of RULES[intent]) if (pattern.test(text)) score += weight;
    if (score > best.score) best = { intent, score };
  }
  return best.score >= 2 ? best : { intent: 'unknown', score: 0 };
}
