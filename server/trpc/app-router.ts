import { authRouter } from '../features/auth';
import { businessRouter } from '../features/business';
import { chatRouter } from '../features/chat';
import { citiesRouter } from '../features/cities';
import { eventsRouter } from '../features/events';
import { geocodingRouter } from '../features/geocoding';
import { neighbourhoodsRouter } from '../features/neighbourhoods';
import { placesRouter } from '../features/places';
import { privacyRouter } from '../features/privacy';
import { recommendationsRouter } from '../features/recommendations';
import { systemRouter } from '../features/system';
import { timelineRouter } from '../features/uploads';
import { userRouter } from '../features/user';
import { createCallerFactory, router } from './trpc';

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
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
