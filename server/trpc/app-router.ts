import { authRouter } from '../features/auth/auth.router';
import { businessRouter } from '../features/business/business.router';
import { chatRouter } from '../features/chat/chat.router';
import { citiesRouter } from '../features/cities/cities.router';
import { eventsRouter } from '../features/events/events.router';
import { geocodingRouter } from '../features/geocoding/geocoding.router';
import { neighbourhoodsRouter } from '../features/neighbourhoods/neighbourhoods.router';
import { placesRouter } from '../features/places/places.router';
import { privacyRouter } from '../features/privacy/privacy.router';
import { recommendationsRouter } from '../features/recommendations/recommendations.router';
import { systemRouter } from '../features/system/system.router';
import { transitRouter } from '../features/transit/transit.router';
import { timelineRouter } from '../features/uploads/timeline.router';
import { userRouter } from '../features/user/user.router';
import { createCallerFactory, router } from './trpc';

// Each feature's router, imported from its file: a feature's index.ts is what other features use,
// and holds no router (a router imports the procedure builders, and so the request context, which
// other features' code must not depend on: docs/ARCHITECTURE.md, "Feature boundaries").
export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
  recommendations: recommendationsRouter,
  neighbourhoods: neighbourhoodsRouter,
  places: placesRouter,
  events: eventsRouter,
  chat: chatRouter,
  geocoding: geocodingRouter,
  timeline: timelineRouter,
  cities: citiesRouter,
  business: businessRouter,
  privacy: privacyRouter,
  transit: transitRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
