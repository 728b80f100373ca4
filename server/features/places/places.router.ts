import { placesSearchInput, placesSearchResponse } from '../../../shared/contracts/places';
import type { PriorityProfile } from '../../../shared/domain/places/priority-types';
import { rateLimitKey } from '../../lib/client-address';
import { enforceRateLimit } from '../../lib/enforce-rate-limit';
import { publicProcedure, router } from '../../trpc/trpc';
import { readPreferences } from '../recommendations';
import { latestAnalysis } from '../uploads';
import { searchPlaces } from './search-places';

export const placesRouter = router({
  /**
   * spec §7 POST /api/places/recommendations: real places around a neighbourhood. Public (it reads
   * curated data or a provider); for a signed-in person, their preferences and timeline set the
   * priority types.
   */
  search: publicProcedure
    .input(placesSearchInput)
    .output(placesSearchResponse)
    .query(async ({ ctx, input }) => {
      // A live provider costs per call (or is someone else's server): searches per address are limited.
      if (ctx.services.config.places.provider !== 'curated') {
        await enforceRateLimit(
          ctx.services.db,
          { name: 'places-ip', ...ctx.services.config.rateLimits.searchesPerIp },
          rateLimitKey(ctx.clientIp),
          (wait) => `Many place searches are coming from your network just now. Please wait ${wait} and try again.`,
        );
      }
      let profile: PriorityProfile = {};
      if (ctx.auth) {
        const [preferences, analysis] = await Promise.all([
          readPreferences(ctx.services.db, ctx.auth.user.id),
          latestAnalysis(ctx.services.db, ctx.auth.user.id),
        ]);
        profile = {
          lifestylePreferences: preferences?.lifestylePreferences,
          mustHaves: preferences?.prioritizedMustHaves.toSorted((a, b) => a.priority - b.priority).map((m) => m.name),
          lifestyleIndicators: analysis?.analysisResults.lifestyle_indicators,
        };
      }
      return searchPlaces(ctx.services, input, profile);
    }),
});
