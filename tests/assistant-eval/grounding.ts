// Whether an answer is grounded: every rupee amount, every figure with a unit and every name that
// looks like a place, line or station in it occurs in what we hold (grounding-corpus.ts gathers it:
// the dataset, the question, the person's profile and the estimates computed from them). Pure.

export const FIGURE_UNITS = ['km', 'min', 'hour', '%', 'µg/m³', 'km/h'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export interface GroundingSources {
  /** Every name and phrase we hold, as written; figures and amounts inside them count too. */
  texts: readonly string[];
  rupees?: Iterable<number>;
  figures?: Partial<Record<FigureUnit, Iterable<number>>>;
}

export interface Grounding {
  /**
   * Normalised texts, each padded with spaces so that a whole-word search is an indexOf, joined
   * by "|" (which no normalised name holds) into a few long strings, each with the names already
   * looked up in it (the dataset's is searched for the same names again and again).
   */
  texts: { words: string; looked: Map<string, boolean> }[];
  rupees: Set<number>;
  figures: Record<FigureUnit, number[]>;
}

/** Lower case, no accents, words separated by single spaces: "St. John's" → "st john s". */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: 1_00_000,
  lac: 1_00_000,
  lakh: 1_00_000,
  lakhs: 1_00_000,
  cr: 1_00_00_000,
  crore: 1_00_00_000,
};

const RUPEES = /(?:₹|\brs\.?|\binr)\s?(\d[\d,]*(?:\.\d+)?)(?:\s?(k|thousand|lakhs?|lac|l|crore|cr)\b)?/gi;

/** The rupee amounts written in a text: "₹28,000", "Rs 1.5 lakh", "₹12k". */
export function rupeeAmountsIn(text: string): number[] {
  return [...text.matchAll(RUPEES)].map((m) => {
    const value = Number(m[1]!.replace(/,/g, ''));
    return Math.round(value * (m[2] ? (MULTIPLIERS[m[2].toLowerCase()] ?? 1) : 1));
  });
}

const UNITS: [RegExp, FigureUnit, number][] = [
  [/^(km\/h|kmph|kmh)$/i, 'km/h', 1],
  [/^(km|kms|kilomet(re|er)s?)$/i, 'km', 1],
  [/^(m|metres?|meters?)$/i, 'km', 0.001],
  [/^(min|mins|minutes?)$/i, 'min', 1],
  [/^(hours?|hrs?)$/i, 'hour', 1],
  [/^%$/, '%', 1],
  [/^(µg\/m³|µg\/m3|ug\/m3|μg\/m³|μg\/m3)$/i, 'µg/m³', 1],
];

const FIGURE =
  /(\d+(?:\.\d+)?)(?:\s?[–-]\s?(\d+(?:\.\d+)?))?\s?(km\/h|kmph|kmh|kilomet(?:re|er)s?|kms?|metres?|meters?|mins?|minutes?|hours?|hrs?|µg\/m³|µg\/m3|ug\/m3|μg\/m³|μg\/m3|m|%)(?![\w³])/gi;

/**
 * The figures with a unit written in a text, in km, minutes, hours, %, µg/m³ or km/h ("850 m" is
 * 0.85 km), each with how far from it a figure we hold may be: its own rounding ("12 km" for 11.7,
 * "2.4 km" for 2.43), and for distances the hundredths a distance is often rounded to first.
 */
export function figuresIn(text: string): { unit: FigureUnit; value: number; written: string; tolerance: number }[] {
  const found: { unit: FigureUnit; value: number; written: string; tolerance: number }[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [, unit, scale] = UNITS.find(([pattern]) => pattern.test(m[3]!)) ?? [null, 'km', 1];
    for (const n of [m[1], m[2]]) {
      if (!n) continue;
      const decimals = n.split('.')[1]?.length ?? 0;
      const tolerance = 0.5 * 10 ** -decimals * scale + (unit === 'km' ? 0.0051 : 0) + 1e-9;
      found.push({ unit, value: Number(n) * scale, written: m[0], tolerance });
    }
  }
  return found;
}

/** Words that start a sentence or a heading, or name no place: trimmed from the ends of a name. */
const NOT_A_NAME = new Set(
  `a an the and or but if so as is are was were be been am do does did can could will would should shall may
  might must has have had at by for from in into near around of off on onto to via with within without
  across about after before between behind opposite towards toward up down over under this that these those
  there here it its i i'm i'd we you your yours my our their his her they he she what which who whom where when
  why how yes no not also both all every each most many some any only just more less other another either
  no one two three four five six seven eight nine ten first second third next last new best good great nearest
  closest cheapest rent rents rented renting budget moderate comfort premium luxury known match source rule
  reported everywhere safety flooding water electricity internet address piped cooking deposit agreement
  registration brokerage kitchen living day week month year weeks months years check ask look see tell get buy
  keep book join compare choose try use go take walk drive sign note tip tips hi hello namaste sorry thanks
  please free commute transit walking driving bicycling cycling public bus train area areas neighbourhood
  neighbourhoods neighborhood locality localities place places
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday bhk rk pg aqi pm2 pm10 ncrb who cpcb lpg png ro uv id
  ok estimate estimates typical asking around schools parks hospitals reporting`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word that makes a run of capitalised words a place, line or station. */
const PLACE_WORD =
  /^(nagar|layout|road|colony|park|market|mall|station|line|junction|chowk|phase|sector|block|stage|hospital|lake|garden|gardens|beach|circle|terminus|terminal|metro|marg|bazaar|bazar|cross|hill|hills|fort|temple|stadium|palace|museum|maidan|ground|grounds|gymkhana|village|vihar|enclave|extension|bagh|baug|halt|square|complex|estate|udyan|mandai|basilica|cathedral|mandir|gate|society|tower|towers|apartments|residency|heights|town|east|west|north|south|peth|gaon|wadi|halli|pet|palya|pura|puram|pur|abad)$/;
/** A word that ends like an Indian place name ("Fakenagar", "Somehalli"). */
const PLACE_SUFFIX = /^[a-z]{3,}(nagar|halli|palya|puram|pura|pur|wadi|peth|gaon|abad|bagh|baug|guda|pally|kere|pet)$/;
const LOCATIVE = /(?:^|\s)(in|near|around|at|to|from|via|towards|opposite|behind|between|off)\s*$/i;

/** Strips markdown: links to our own pages go (their labels are our page names), others keep their label. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\((\/[^)]*)\)/g, ' ')
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\\([\\`*_[\]<>])/g, '$1')
    .replace(/[*_`]+/g, '');
}

/**
 * Runs of capitalised words that look like a place, line or station: they contain a place word
 * ("Road", "Nagar", "Line"), end like a place name, or follow "in", "near", "to"…
 */
export function placeNamesIn(markdown: string): string[] {
  const names: string[] = [];
  // Names do not cross punctuation, a bullet or a line.
  for (const segment of plainText(markdown).split(/[,;:()[\]{}!?\n·—"“”]|\.(?=\s|$)|\s[-–]\s/)) {
    const tokens = segment.split(/\s+/).filter(Boolean);
    let run: string[] = [];
    let before = '';
    const flush = (next: string) => {
      const name = trimmed(run);
      if (name.length && looksLikePlace(name, before)) names.push(name.join(' '));
      before = `${before} ${run.join(' ')} ${next}`.slice(-40);
      run = [];
    };
    for (const token of tokens) {
      const isNamePart = /^[A-Z][\w'’.&-]*$/.test(token) || (run.length > 0 && /^\d+(st|nd|rd|th)?[A-Z]?$/.test(token));
      if (isNamePart) run.push(token);
      else flush(token);
    }
    flush('');
  }
  return names;
}

function trimmed(run: string[]): string[] {
  const words = [...run];
  const common = (w: string) => NOT_A_NAME.has(normaliseWords(w)) || /^\d/.test(w);
  while (words.length && common(words[0]!)) words.shift();
  while (
    words.length &&
    NOT_A_NAME.has(normaliseWords(words.at(-1)!)) &&
    !PLACE_WORD.test(normaliseWords(words.at(-1)!))
  )
    words.pop();
  return words;
}

function looksLikePlace(name: string[], before: string): boolean {
  const words = name.map(normaliseWords).flatMap((w) => w.split(' '));
  if (words.some((w) => PLACE_SUFFIX.test(w))) return true;
  if (name.length > 1 && words.some((w) => PLACE_WORD.test(w))) return true;
  return LOCATIVE.test(before);
}

export function groundingOf({ texts, rupees = [], figures = {} }: GroundingSources): Grounding {
  const all = Object.fromEntries(FIGURE_UNITS.map((u) => [u, [...(figures[u] ?? [])]])) as Record<FigureUnit, number[]>;
  const amounts = new Set(rupees);
  for (const text of texts) {
    for (const amount of rupeeAmountsIn(text)) amounts.add(amount);
    for (const { unit, value } of figuresIn(text)) all[unit].push(value);
  }
  const words = texts.map((t) => ` ${normaliseWords(t)} `).join('|');
  return { texts: [{ words, looked: new Map() }], rupees: amounts, figures: all };
}

/** Two groundings as one (the dataset's, built once, and a question's own). */
export function mergeGroundings(a: Grounding, b: Grounding): Grounding {
  return {
    texts: [...a.texts, ...b.texts],
    rupees: new Set([...a.rupees, ...b.rupees]),
    figures: Object.fromEntries(
      FIGURE_UNITS.map((u) => [u, [...a.figures[u], ...b.figures[u]]]),
    ) as Grounding['figures'],
  };
}

function holds(text: Grounding['texts'][number], words: string): boolean {
  let found = text.looked.get(words);
  if (found === undefined) {
    found = text.words.includes(words);
    text.looked.set(words, found);
  }
  return found;
}

/** The claims in an answer that nothing we hold supports: "₹99,999", "12.5 km", "Fakenagar". */
export function ungroundedIn(answer: string, grounding: Grounding): string[] {
  const missing: string[] = [];
  for (const amount of rupeeAmountsIn(answer)) {
    if (!grounding.rupees.has(amount)) missing.push(`₹${amount.toLocaleString('en-IN')}`);
  }
  for (const { unit, value, written, tolerance } of figuresIn(answer)) {
    if (!grounding.figures[unit].some((held) => Math.abs(value - held) <= tolerance)) missing.push(written.trim());
  }
  for (const name of placeNamesIn(answer)) {
    // "Shivajinagar's" is Shivajinagar; "St. John's" is written so in the data.
    const forms = [name, name.replace(/['’]s\b/g, '')].map((n) => ` ${normaliseWords(n)} `);
    if (!forms.some((words) => grounding.texts.some((t) => holds(t, words)))) missing.push(name);
  }
  return [...new Set(missing)];
}
