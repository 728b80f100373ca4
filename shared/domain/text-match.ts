// Fuzzy matching for place names: case-, accent- and punctuation-insensitive, tolerant of common
// abbreviations and small typos. Pure, so the gazetteer and the neighbourhood search share it.

const ABBREVIATIONS: Record<string, string> = {
  ph: 'phase',
  sec: 'sector',
  sect: 'sector',
  stn: 'station',
  rd: 'road',
  nr: 'near',
  opp: 'opposite',
  intl: 'international',
  blk: 'block',
  no: 'number',
  apt: 'airport',
};

/** "Koramangala 5th-Block, BLR" → "koramangala 5th block blr" */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** A word's letter pairs: "park" → pa, ar, rk. */
export function bigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i < word.length - 1; i++) grams.push(word.slice(i, i + 2));
  return grams;
}

/** Sørensen–Dice similarity of two words' letter pairs, 0–1. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = bigrams(a);
  const right = new Map<string, number>();
  for (const gram of bigrams(b)) right.set(gram, (right.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of left) {
    const count = right.get(gram) ?? 0;
    if (count > 0) {
      shared++;
      right.set(gram, count - 1);
    }
  }
  return (2 * shared) / (left.length + b.length - 1);
}

/** Optimal string alignment distance: edits, counting a swap of neighbours ("ie"/"ei") as one. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Typo-tolerant word similarity, 0–1: the better of letter-pair overlap and edit distance. */
export function fuzzyWordSimilarity(a: string, b: string): number {
  const dice = wordSimilarity(a, b);
  // Short names differ by one letter too often to trust edits ("vashi" is not "vasai"), and a
  // typo keeps at least half the letter pairs, so the costlier edit distance is skipped below that.
  if (dice === 1 || dice < 0.5 || Math.min(a.length, b.length) < 7) return dice;
  return Math.max(dice, 1 - editDistance(a, b) / Math.max(a.length, b.length));
}

/** Whether `needle`'s words appear consecutively, as whole words, in `haystack`. */
export function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

/**
 * How well a normalised query names a normalised place name, 0–1. Exact → 1; the place's name
 * inside a longer query ("koramangala 5th block") → 0.85+; the query inside a longer name
 * ("manyata" in "manyata tech park") → 0.75+; otherwise word-by-word fuzzy overlap, ≤ 0.8.
 */
export function matchScore(query: string, name: string): number {
  if (!query || !name) return 0;
  if (query === name) return 1;
  const q = query.split(' ');
  const n = name.split(' ');
  if (containsWords(query, name)) return 0.85 + 0.1 * (n.length / q.length);
  if (containsWords(name, query)) return 0.75 + 0.2 * (q.length / n.length);
  let matched = 0;
  for (const word of q) {
    const best = Math.max(...n.map((candidate) => fuzzyWordSimilarity(word, candidate)));
    if (best >= 0.75) matched += best;
  }
  return (0.8 * matched) / Math.max(q.length, n.length);
}
