import { eventsInput, eventsResponse } from '../../../shared/contracts/events';
import { limitLiveSearches } from '../../lib/enforce-rate-limit';
import { publicProcedure, router } from '../../trpc/trpc';
import { readInterests } from '../user';
import { upcomingEvents } from './upcoming-events';

export const eventsRouter = router({
  /**
   * spec §7 POST /api/social/groups: dated events in the city for the next three months. Public; a
   * signed-in person's interests score them (spec §9).
   */
  upcoming: publicProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/social/groups',
        operationId: 'upcomingEvents',
        summary: 'Dated events in a city for the next three months, scored for a signed-in person',
        session: 'optional',
        body: 'EventsRequest',
        reply: { name: 'EventsResponse', description: 'The events.' },
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
});
