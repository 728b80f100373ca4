import { placesSearchInput, placesSearchResponse } from '../../../shared/contracts/places';
import { type PriorityProfile, priorityProfileOf } from '../../../shared/domain/places/priority-types';
import { limitLiveSearches } from '../../lib/enforce-rate-limit';
import { publicProcedure, router } from '../../trpc/trpc';
import { readSavedProfile } from '../user';
import { searchPlaces } from './search-places';

export const placesRouter = router({
  /**
   * spec §7 POST /api/places/recommendations: real places around a neighbourhood. Public (it reads
   * curated data or a provider); for a signed-in person, their preferences and timeline set the
   * priority types.
   */
  search: publicProcedure
    .meta({
      access: 'personal',
      examples: () => [
        { neighborhoodId: 'mumbai-colaba', type: 'cafe', radius: 5, priceLevel: 2 },
        { neighborhood: { name: 'Koramangala', city: 'Bengaluru' } },
      ],
      refuses: { neighborhoodId: 'mumbai-colaba', radius: 3 },
      rest: {
        method: 'post',
        path: '/api/places/recommendations',
        operationId: 'searchPlaces',
        summary: 'Places around a neighbourhood, priority types first',
        reply: 'The places.',
        errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
      },
    })
    .input(placesSearchInput)
    .output(placesSearchResponse)
    .query(async ({ ctx, input }) => {
      await limitLiveSearches(ctx.services, ctx.clientIp, 'places');
      let profile: PriorityProfile = {};
      if (ctx.auth) {
        const { preferences, analysis } = await readSavedProfile(ctx.services.db, ctx.auth.user.id);
        profile = priorityProfileOf(preferences, analysis);
      }
      return searchPlaces(ctx.services, input, profile);
    }),
});
