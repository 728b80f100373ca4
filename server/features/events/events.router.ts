import { eventsInput, eventsResponse } from '../../../shared/contracts/events';
import { festivalsInput, festivalsResponse } from '../../../shared/contracts/festivals';
import { limitLiveSearches } from '../../lib/enforce-rate-limit';
import { publicProcedure, router } from '../../trpc/trpc';
import { readInterests } from '../user';
import { listFestivals } from './list-festivals';
import { upcomingEvents } from './upcoming-events';

export const eventsRouter = router({
  /**
   * spec §7 POST /api/social/groups: dated events in the city for the next three months. Public; a
   * signed-in person's interests score them (spec §9).
   */
  upcoming: publicProcedure
    .meta({
      access: 'personal',
      examples: () => [
        { city: 'Pune' },
        { neighborhoodId: 'mumbai-powai' },
        { coordinates: { lat: 12.97, lng: 77.59 }, source: 'geolocation' },
      ],
      refuses: { coordinates: { lat: 120, lng: 77.59 } },
      rest: {
        method: 'post',
        path: '/api/social/groups',
        operationId: 'upcomingEvents',
        summary: 'Dated events in a city for the next three months, scored for a signed-in person',
        reply: 'The events.',
        errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
      },
    })
    .input(eventsInput)
    .output(eventsResponse)
    .query(async ({ ctx, input }) => {
      await limitLiveSearches(ctx.services, ctx.clientIp, 'events');
      const interests = ctx.auth ? await readInterests(ctx.services.db, ctx.auth.user.id) : null;
      return upcomingEvents(ctx.services, input, interests);
    }),

  /** Festival dates of any year from 1900 to 2100 (docs/data.md, "Festival dates"). */
  festivals: publicProcedure
    .meta({
      access: 'public',
      examples: () => [{ year: 2027 }, { year: 2031, city: 'kolkata' }, { year: 1950, city: 'Bangalore' }],
      refuses: { year: 1850 },
      rest: {
        method: 'get',
        path: '/api/festivals',
        operationId: 'festivals',
        summary: "Festival dates of a year, computed from the Sun's and Moon's positions, by computus, or fixed",
        description:
          "With `city`, the national festivals as that city's almanac reckons them; regional ones (Durga Puja in Kolkata, Onam in Thiruvananthapuram) keep their own. `alternativeDates` names the days other almanacs keep.",
        reply: 'The festivals, in date order.',
        errors: ['NOT_FOUND'],
      },
    })
    .input(festivalsInput)
    .output(festivalsResponse)
    .query(({ ctx, input }) => listFestivals(ctx.services, input)),
});
