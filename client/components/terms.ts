/** A word a person new to the city, or to the data, may not know, and what it means in one line. */
export interface Term {
  term: string;
  means: string;
}

// Found in sentences the server writes (a figure's basis, a renter fact, a kind of data held), so
// each is explained where it appears without the sentence changing for the assistant or the API.
const TERMS: (Term & { pattern: RegExp })[] = [
  { term: 'PG', pattern: /\bPG\b/, means: 'paying guest: a bed in a shared house or hostel, often with meals.' },
  { term: '1 RK', pattern: /\b1 RK\b/, means: 'a flat of one room and a kitchen.' },
  {
    term: 'BHK',
    pattern: /\bBHK\b/,
    means: 'bedrooms, a hall (living room) and a kitchen: a 2 BHK has two bedrooms.',
  },
  {
    term: 'NCRB',
    pattern: /\bNCRB\b/,
    means: "India's National Crime Records Bureau; its figures count the crimes the police recorded.",
  },
  {
    term: 'PM2.5',
    pattern: /\bPM2\.5\b/,
    means: 'fine dust in the air, small enough to be breathed deep into the lungs; the lower, the cleaner.',
  },
  {
    term: 'Editorial rubric',
    pattern: /\beditorial rubric\b/i,
    means: 'a fixed checklist our editors score every neighbourhood on, the same way for each.',
  },
  {
    term: 'Editorial levels',
    pattern: /\beditorial levels\b/i,
    means:
      "our editors' rating of how much there is of each kind of place, from 0 (none) to 5 (among the most in the city).",
  },
  {
    term: 'Persona',
    pattern: /\bpersona\b/i,
    means:
      'a one-word summary of how you seem to live, read from your location history: balanced, luxury, active, social, budget or family.',
  },
];

/** The terms `text` uses, in the order of the list, each once. */
export function termsIn(text: string): Term[] {
  return TERMS.filter(({ pattern }) => pattern.test(text)).map(({ term, means }) => ({ term, means }));
}
