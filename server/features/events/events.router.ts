import { eventsInput, eventsResponse } from '../../../shared/contracts/events';
import { rateLimitKey } from '../../lib/client-address';
import { enforceRateLimit } from '../../lib/enforce-rate-limit';
import { publicProcedure, router } from '../../trpc/trpc';
import { readInterests } from '../user';
import { upcomingEvents } from './upcoming-events';

export const eventsRouter = router({
  /**
   * spec §7 POST /api/social/groups: dated events in the city for the next three months. Public; a
   * signed-in person's interests score them (spec §9).
   */
  upcoming: publicProcedure
    .input(eventsInput)
    .output(eventsResponse)
    .query(async ({ ctx, input }) => {
      // A live provider costs per call (or is someone else's server): searches per address are limited.
      if (ctx.services.config.events.provider !== 'curated') {
        await enforceRateLimit(
          ctx.services.db,
          { name: 'events-ip', ...ctx.services.config.rateLimits.searchesPerIp },
          rateLimitKey(ctx.clientIp),
          (wait) => `Many event searches are coming from your network just now. Please wait ${wait} and try again.`,
        );
      }
      const interests = ctx.auth ? await readInterests(ctx.services.db, ctx.auth.user.id) : null;
      return upcomingEvents(ctx.services, input, interests);
    }),
});
