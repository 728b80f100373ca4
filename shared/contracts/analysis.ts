import { z } from 'zod';

// spec §3 Timeline analysis (analysisResults): six lists of text. Bounded so a stored or model-
// written analysis cannot grow without limit.
const list = z.array(z.string().trim().min(1).max(200)).max(50);

export const analysisResultsSchema = z.strictObject({
  personality_traits: list,
  area_preferences: list,
  lifestyle_indicators: list,
  activity_patterns: list,
  commute_insights: list,
  frequent_locations: list,
});
export type AnalysisResults = z.infer<typeof analysisResultsSchema>;

export const PERSONAS = ['balanced', 'luxury', 'active', 'social', 'budget', 'family'] as const;
export const personaSchema = z.enum(PERSONAS);
export type Persona = z.infer<typeof personaSchema>;

/** spec §7 POST /api/user/persona: the persona worked out from the finder's answers. */
export const personaResponse = z.object({ persona: personaSchema }).meta({ id: 'PersonaResponse' });
