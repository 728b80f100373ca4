import { citiesListResponse } from '../../../shared/contracts/cities';
import { publicProcedure, router } from '../../trpc/trpc';
import { listCities } from './list-cities';

export const citiesRouter = router({
  /** The curated cities (New Delhi first, the default), with how many neighbourhoods each has. */
  list: publicProcedure
    .meta({ access: 'public' })
    .output(citiesListResponse)
    .query(({ ctx }) => ({ cities: listCities(ctx.services.dataset) })),
});
