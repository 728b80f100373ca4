import { z } from 'zod';
import { personaSchema } from '../../../shared/contracts/analysis';
import { preferencesSchema } from '../../../shared/contracts/preferences';
import { recommendInputSchema } from '../../../shared/contracts/recommendations';
import { personaFromPreferences } from '../../../shared/domain/persona-from-preferences';
import { authedProcedure, router } from '../../trpc/trpc';
import { readPreferences, savePersona, savePreferences } from './finder-store';
import { latestForUser, recommendForUser } from './recommend-for-user';

export const recommendationsRouter = router({
  /** The finder form (spec §7 POST /api/housing/recommend-housing with the form): saves it. */
  savePreferences: authedProcedure
    .input(preferencesSchema)
    .output(z.object({ success: z.literal(true), preferences: preferencesSchema }))
    .mutation(async ({ ctx, input }) => {
      await savePreferences(ctx.services.db, ctx.auth.user.id, input);
      return { success: true as const, preferences: input };
    }),

  /** spec §7 GET /api/housing/recommend-housing: the saved preferences, or null. */
  preferences: authedProcedure
    .output(z.object({ preferences: preferencesSchema.nullable() }))
    .query(async ({ ctx }) => ({ preferences: await readPreferences(ctx.services.db, ctx.auth.user.id) })),

  /**
   * spec §7 POST /api/housing/recommend-housing with {preferences}: ranked neighbourhoods. No
   * `.output()`: the engine's replies are proven against the contract by recommend-contract.test.ts.
   */
  recommend: authedProcedure
    .input(recommendInputSchema)
    .mutation(({ ctx, input }) => recommendForUser(ctx.services, ctx.auth.user.id, input)),

  /** The last results, so the results page survives a reload. */
  latest: authedProcedure.query(({ ctx }) => latestForUser(ctx.services, ctx.auth.user.id)),

  /** spec §7 POST /api/user/persona: a persona from the finder's answers, saved for the user. */
  persona: authedProcedure
    .input(preferencesSchema)
    .output(z.object({ persona: personaSchema }))
    .mutation(async ({ ctx, input }) => {
      const persona = personaFromPreferences(input);
      await savePersona(ctx.services.db, ctx.auth.user.id, persona);
      return { persona };
    }),
});
