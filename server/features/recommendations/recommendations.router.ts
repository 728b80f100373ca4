import { preferencesResponse, preferencesSchema, savePreferencesResponse } from '../../../shared/contracts/preferences';
import { examplePreferences } from '../../../shared/contracts/preferences-example';
import {
  latestResultsResponse,
  recommendHousingRequest,
  recommendHousingResponse,
  recommendInputSchema,
} from '../../../shared/contracts/recommendations';
import { authedProcedure, router } from '../../trpc/trpc';
import { readPreferences, savePreferences } from './finder-store';
import { latestForUser, recommendForUser } from './recommend-for-user';

export const recommendationsRouter = router({
  /** The finder form (spec §7 POST /api/housing/recommend-housing with the form): saves it. */
  savePreferences: authedProcedure
    .meta({
      effect: 'writes',
      examples: () => [examplePreferences],
      refuses: { preferences: examplePreferences, budget: 30000 },
      rest: {
        method: 'post',
        path: '/api/housing/recommend-housing',
        operationId: 'recommendHousing',
        summary: 'Save the finder form, or (with `{ preferences }`) rank neighbourhoods',
        description:
          'One path, two bodies (spec §7): `{ preferences, analysis? }` asks for recommendations; the form itself is saved.',
        reply: 'The saved form, or the ranked neighbourhoods.',
        documents: { body: recommendHousingRequest, reply: recommendHousingResponse },
      },
    })
    .input(preferencesSchema)
    .output(savePreferencesResponse)
    .mutation(async ({ ctx, input }) => {
      await savePreferences(ctx.services.db, ctx.auth.user.id, input);
      return { success: true as const, preferences: input };
    }),

  /** spec §7 GET /api/housing/recommend-housing: the saved preferences, or null. */
  preferences: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/housing/recommend-housing',
        operationId: 'savedPreferences',
        summary: 'The saved finder preferences, or null',
        reply: 'The saved preferences.',
      },
    })
    .output(preferencesResponse)
    .query(async ({ ctx }) => ({ preferences: await readPreferences(ctx.services.db, ctx.auth.user.id) })),

  /**
   * spec §7 POST /api/housing/recommend-housing with {preferences}: ranked neighbourhoods, a
   * RecommendationsResult (shared/contracts/recommendations.ts). Not checked by `.output()` at run
   * time, for speed (docs/decisions/0009): recommend-contract.test.ts proves the engine's replies
   * against recommendationsResultSchema for every city, landmark and locality.
   */
  recommend: authedProcedure
    .meta({
      effect: 'writes',
      examples: () => [{ preferences: examplePreferences }],
      // spec §7 / SUPPLEMENT.md: the form's path; a body with `preferences` asks for recommendations.
      rest: {
        method: 'post',
        path: '/api/housing/recommend-housing',
        takes: (body) => typeof body === 'object' && body !== null && 'preferences' in body,
      },
    })
    .input(recommendInputSchema)
    .mutation(({ ctx, input }) => recommendForUser(ctx.services, ctx.auth.user.id, input)),

  /** The last results, so the results page survives a reload (once a page load: checked). */
  latest: authedProcedure
    .output(latestResultsResponse)
    .query(({ ctx }) => latestForUser(ctx.services, ctx.auth.user.id)),
});
