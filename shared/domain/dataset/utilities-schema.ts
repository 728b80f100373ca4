import { z } from 'zod';

// Who supplies electricity, piped water and piped cooking gas in each city (server/data/utilities.json),
// for the assistant's "how do I set up utilities" answer. Names of the public or licensed utilities
// only, with their official site where certain; several where the city is split between them.

const provider = z.strictObject({
  name: z.string().trim().min(2).max(120),
  /** Which part of the city, where the city is split. */
  serves: z.string().trim().max(160).optional(),
  website: z.url({ protocol: /^https$/ }).optional(),
});

export const cityUtilitiesSchema = z.strictObject({
  city: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  electricity: z.array(provider).min(1),
  water: z.array(provider).min(1),
  /** Piped natural gas (PNG), where a licensed city gas network serves the city. */
  pipedGas: z.array(provider),
});
export type CityUtilities = z.infer<typeof cityUtilitiesSchema>;
