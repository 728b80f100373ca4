import { type CitySummary, citiesListResponse } from '../../../shared/contracts/cities';
import { publicProcedure, router } from '../../trpc/trpc';

export const citiesRouter = router({
  /** The curated cities (New Delhi first, the default), with how many neighbourhoods each has. */
  list: publicProcedure.output(citiesListResponse).query(({ ctx }) => {
    const { cities, localities } = ctx.services.dataset;
    const counts = new Map<string, number>();
    for (const locality of localities) counts.set(locality.city, (counts.get(locality.city) ?? 0) + 1);
    return {
      cities: cities.map(
        (c): CitySummary => ({
          id: c.id,
          name: c.name,
          state: c.state,
          lat: c.lat,
          lng: c.lng,
          localities: counts.get(c.id) ?? 0,
        }),
      ),
    };
  }),
});
