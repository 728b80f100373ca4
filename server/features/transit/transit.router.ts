import {
  transitJourneyInput,
  transitJourneyResponse,
  transitReachInput,
  transitReachResponse,
} from '../../../shared/contracts/transit';
import { indianToday } from '../../lib/clock';
import { publicProcedure, router } from '../../trpc/trpc';

// Transit journeys and reach over the timetables of a city's network (docs/recommendation-formula.md,
// "Transit"). Public: they read no one's data.
export const transitRouter = router({
  journey: publicProcedure
    .meta({
      access: 'public',
      examples: () => [
        { from: '17.4948,78.3996', to: '17.4474,78.3762', at: '2027-01-12T08:30', by: 'depart' },
        { from: '17.4369,78.4484', to: '17.4474,78.3762', at: '2027-01-12T09:30', by: 'arrive' },
        { from: '17.4948,78.3996', to: '23.0300,72.5800' },
      ],
      refuses: { from: '17.4948,78.3996', to: '17.4474,78.3762', at: '2027-01-12T25:00' },
      rest: {
        method: 'get',
        path: '/api/transit/journey',
        operationId: 'transitJourney',
        summary: 'A journey by metro, train, bus and on foot between two points, from timetables',
        description:
          'Times are the city’s local time (+05:30). `at` is when to leave (`by=depart`) or the latest arrival (`by=arrive`); without it, 08:30 (or 09:30) on the next weekday. Two points in different networks answer `journey: null` with the reason.',
        reply: 'The journey, leg by leg, with the feeds it came from; or null and why.',
      },
    })
    .input(transitJourneyInput)
    .output(transitJourneyResponse)
    .query(({ ctx, input }) => ctx.services.transit.journey(input, indianToday(ctx.services.clock))),

  reach: publicProcedure
    .meta({
      access: 'public',
      examples: () => [
        { lat: 17.4474, lng: 78.3762, minutes: 45, by: 'arrive', at: '2027-01-12T09:30' },
        { lat: 17.4948, lng: 78.3996, minutes: 30, by: 'depart' },
      ],
      refuses: { lat: 17.4474, lng: 78.3762, minutes: 240 },
      rest: {
        method: 'get',
        path: '/api/transit/reach',
        operationId: 'transitReach',
        summary: 'The localities within so many minutes of a point by transit',
        description:
          'With `by=arrive`, those from which one arrives at the point by `at` (09:30 on the next weekday without it); with `by=depart`, those one reaches leaving the point at `at` (08:30).',
        reply: 'The localities reached, quickest first, with their minutes and changes.',
      },
    })
    .input(transitReachInput)
    .output(transitReachResponse)
    .query(({ ctx, input }) => ctx.services.transit.reach(input, indianToday(ctx.services.clock))),
});
