import { z } from 'zod';

// Published rent figures our estimated rent bands are held to (server/data/rent-benchmarks.json,
// docs/data.md "Rents compared with published figures"). The app does not read them: the bands stay
// our estimate, and server/data/rent-benchmarks.test.ts fails when a band drifts more than a quarter
// away from the figure a research firm or newspaper published for the same place and kind of home.

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = z.string().trim().min(3).max(400);
const yearMonth = z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/);
const rupees = z.number().int().min(1000).max(2_000_000);

/** The kinds of home a locality's `rent` has a band for (schema.ts). */
export const RENT_KINDS = ['pg', 'shared', 'rk1', 'bhk1', 'bhk2', 'bhk3'] as const;

/** A single published average, or a published range (whose midpoint is compared). */
const figureSchema = z.union([
  z.strictObject({ average: rupees }),
  z.strictObject({ min: rupees, max: rupees }).refine((range) => range.min <= range.max, 'min must not exceed max'),
]);
export type RentFigure = z.infer<typeof figureSchema>;

export const rentBenchmarkSchema = z.strictObject({
  id: slug,
  city: slug,
  /** The micro-market as the publisher names it ("Sohna Road"), or "city" for a city-wide figure. */
  area: text,
  /** Our localities the figure covers: those inside the micro-market, or the city's for "city". */
  localities: z.array(slug).min(1),
  kind: z.enum(RENT_KINDS),
  /** What was measured, in the publisher's terms: "average asking rent for a 1,000 sq ft home". */
  basis: text,
  /** Rupees a month (per flat; per person for a PG bed or a room). */
  figure: figureSchema,
  /** Whose research the figure is ("ANAROCK", "Magicbricks Rent Index"). */
  publisher: text,
  /** The page that reports it and who published that page, when it is not the publisher's own. */
  reportedBy: text.optional(),
  title: text,
  /** The month the figure describes (the last month of a quarter for a quarterly figure). */
  asOf: yearMonth,
  /** The month the page was published, where the page gives it. */
  published: yearMonth.optional(),
  url: z.url({ protocol: /^https$/ }),
  note: text.optional(),
});
export type RentBenchmark = z.infer<typeof rentBenchmarkSchema>;

/** A city looked for and not found: no 2025–26 figure from a publisher we can cite. */
const notFoundSchema = z.strictObject({ city: slug, searched: text });

export const rentBenchmarksFileSchema = z.strictObject({
  benchmarks: z.array(rentBenchmarkSchema).min(1),
  notFound: z.array(notFoundSchema),
});
export type RentBenchmarksFile = z.infer<typeof rentBenchmarksFileSchema>;

/** The value a figure is compared at: the average, or the range's midpoint. */
export function figureValue(figure: RentFigure): number {
  return 'average' in figure ? figure.average : (figure.min + figure.max) / 2;
}
