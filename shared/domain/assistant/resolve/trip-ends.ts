// The two ends of a trip a question asks about, as the person wrote them: "is there a metro from
// Hebbal to Manyata" → Hebbal, Manyata; "between Baner and Aundh"; in Hinglish, "Baner se Hinjewadi
// kitna time lagega" → Baner, Hinjewadi. Only the words: which locality or landmark each names is
// the gatherer's to find (mentions, then the geocoder), as a landmark is no locality of ours.

export interface TripEndTexts {
  from: string;
  to: string;
}

// "from A to B" first: the clearest; then "to B from A", "between A and B", Hinglish "A se B", "A to B".
const PATTERNS = [
  /\bfrom\s+(.+?)\s+(?:to|till|until|up to|upto)\s+(.+)/i,
  /\bbetween\s+(.+?)\s+and\s+(.+)/i,
  /(.+?)\s+se\s+(.+)/i,
  /(.+?)\s+(?:to|till|upto)\s+(.+)/i,
];

// Words before the first place: the question's frame and its means of travel.
const LEADING =
  /^(?:(?:is|are|there|any|a|an|the|how|long|much|time|does|will|would|it|take|do|can|i|we|get|go|going|travel|commute|reach|from|what|whats|what's|direct|best|way|route|by|on|metro|metros|bus|buses|train|trains|local|locals|transit|public|transport|kitna|kitne|kaise|kya|mujhe|hume|jana|jaana|hai)\s+)+/i;
// Where the second place ends: a means of travel, a time, or the Hinglish frame after it.
const TRAILING =
  /\s+(?:by|via|on|in|using|at|around|during|within|in the|for|and back|kitna|kitne|kaise|kya|hai|tak|lagega|lagta|lagti|jane|jaane|jana|jaana|metro|bus|train|local|daily|every|each|morning|evening)\b.*$/i;

// "nearest railway station to Hinjewadi" asks for a place, not a trip from one.
const NOT_AN_END = /^(?:nearest|closest|near|nearby|which|what|where)\b/i;

const clean = (text: string, trailing: boolean) => {
  let end = text.trim().replace(LEADING, '');
  if (trailing) end = end.replace(TRAILING, '');
  return end.replace(/^[\s,'"]+|[\s,'"]+$/g, '');
};

/** The trip's two ends in the question's words, or null when it does not name two. */
export function tripEndTexts(question: string): TripEndTexts | null {
  const text = question
    .replace(/[?!.;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "to B from A": the order reversed.
  const reversed = text.match(/\bto\s+(.+?)\s+from\s+(.+)/i);
  const [fromTo, ...others] = PATTERNS.map((pattern) => text.match(pattern)?.slice(1, 3) ?? []);
  const candidates = [fromTo!, ...(reversed ? [[reversed[2]!, reversed[1]!]] : []), ...others];
  for (const [rawFrom, rawTo] of candidates) {
    if (!rawFrom || !rawTo) continue;
    const from = clean(rawFrom, true);
    const to = clean(rawTo, true);
    if (NOT_AN_END.test(from)) return null;
    if (from && to && from.toLowerCase() !== to.toLowerCase()) return { from, to };
  }
  return null;
}
