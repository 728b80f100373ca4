import { z } from 'zod';
import { workLocationSchema } from './recommendations';

export const suggestInputSchema = z.strictObject({
  text: z.string().trim().max(100, 'must be at most 100 characters'),
});
export const suggestResultSchema = z.object({
  suggestions: z.array(workLocationSchema.omit({ source: true }).extend({ source: z.string() })),
});
export type Suggestion = z.infer<typeof suggestResultSchema>['suggestions'][number];

export const reverseInputSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export const reverseResultSchema = z.object({
  place: z.object({ cityId: z.string(), cityName: z.string(), state: z.string(), label: z.string() }).nullable(),
});
