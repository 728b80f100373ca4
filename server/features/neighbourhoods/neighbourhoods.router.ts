import {
  searchInputSchema,
  searchResultSchema,
  selectInputSchema,
  selectionResponseSchema,
} from '../../../shared/contracts/neighbourhoods';
import { basisOf } from '../../../shared/domain/locality-basis';
import { searchLocalities, toLocalitySummary } from '../../../shared/domain/search-localities';
import { AppError } from '../../errors/app-error';
import { indianToday } from '../../lib/clock';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { latestForUser } from '../recommendations';
import { readSelection, saveSelection } from './selection-store';

export const neighbourhoodsRouter = router({
  /** spec §7 POST /api/neighborhoods/search. Public: it reads only the curated data. */
  search: publicProcedure
    .meta({
      access: 'public',
      examples: () => [
        { query: 'Koramangala', city: 'Bangalore', filters: { nearMetro: true } },
        {
          query: 'Powai',
          city: 'Mumbai',
          filters: { lifestyle: ['nightlife'], maxRent: 30_000, bhk: 2, nearMetro: true },
          limit: 5,
        },
        {},
      ],
      refuses: { query: 'Indiranagar', limit: 500 },
      rest: {
        method: 'post',
        path: '/api/neighborhoods/search',
        operationId: 'searchNeighbourhoods',
        summary: 'Search the curated localities by text, city and filters',
        reply: 'Matching localities.',
      },
    })
    .input(searchInputSchema)
    .output(searchResultSchema)
    .query(({ ctx, input }) => {
      const { dataset, geocoder, clock } = ctx.services;
      const city = input.city ? geocoder.resolveCity(input.city) : null;
      const today = indianToday(clock);
      const found = searchLocalities(dataset.localities, {
        query: input.query,
        cityId: city?.cityId,
        filters: input.filters,
      });
      return {
        results: found.slice(0, input.limit).map((l) => toLocalitySummary(l, dataset.citiesById.get(l.city), today)),
        total: found.length,
        city: city && { id: city.cityId, name: city.cityName, isFallback: city.isFallback },
      };
    }),

  /** Saves the neighbourhood the user picked (for the places and events pages and the assistant). */
  select: authedProcedure
    .meta({ effect: 'writes', examples: () => [{ id: 'bengaluru-koramangala' }] })
    .input(selectInputSchema)
    .output(selectionResponseSchema)
    .mutation(async ({ ctx, input }) => {
      const { db, dataset } = ctx.services;
      const locality = dataset.localitiesById.get(input.id);
      if (!locality) throw new AppError('NOT_FOUND', `id: no neighbourhood ${input.id}`);
      // Keep the scored version when it came from the user's own results, for its commute and match.
      const latest = await latestForUser(ctx.services, ctx.auth.user.id);
      const selected =
        latest?.recommendations.find((n) => n.id === input.id) ??
        toLocalitySummary(locality, dataset.citiesById.get(locality.city), indianToday(ctx.services.clock));
      await saveSelection(db, ctx.auth.user.id, selected);
      return { selectedNeighborhood: selected };
    }),

  /**
   * The saved pick, its figures' basis said afresh from today's data (a saved basis ages: its
   * out-of-date notes were of the day it was saved). A pick no longer in the data is none.
   */
  selected: authedProcedure.output(selectionResponseSchema).query(async ({ ctx }) => {
    const { db, dataset, clock } = ctx.services;
    const saved = await readSelection(db, ctx.auth.user.id);
    const locality = saved && dataset.localitiesById.get(saved.id);
    if (!saved || !locality) return { selectedNeighborhood: null };
    const basis = basisOf(locality, dataset.citiesById.get(locality.city), indianToday(clock));
    return { selectedNeighborhood: { ...saved, basis } };
  }),
});
