import {
  reverseInputSchema,
  reverseResultSchema,
  suggestInputSchema,
  suggestResultSchema,
} from '../../../shared/contracts/geocoding';
import { publicProcedure, router } from '../../trpc/trpc';

export const geocodingRouter = router({
  /** Work-address suggestions as the person types (public: curated places only). */
  suggest: publicProcedure
    .meta({ access: 'public', examples: () => [{ text: 'Powai' }] })
    .input(suggestInputSchema)
    .output(suggestResultSchema)
    .query(async ({ ctx, input }) => ({ suggestions: await ctx.services.geocoder.suggest(input.text, 6) })),

  /** What is at a point placed on the map: the nearest locality and city we cover, or null. */
  reverse: publicProcedure
    .meta({ access: 'public', examples: () => [{ lat: 19.1176, lng: 72.906 }] })
    .input(reverseInputSchema)
    .output(reverseResultSchema)
    .query(async ({ ctx, input }) => {
      const place = await ctx.services.geocoder.reverse(input);
      return {
        place: place && {
          cityId: place.cityId,
          cityName: place.cityName,
          state: place.state,
          label: place.locality ? `Near ${place.locality.name}, ${place.cityName}` : place.cityName,
        },
      };
    }),
});
