import { authRouter } from '../features/auth/auth.router';
import { businessRouter } from '../features/business/business.router';
import { citiesRouter } from '../features/cities/cities.router';
import { geocodingRouter } from '../features/geocoding/geocoding.router';
import { neighbourhoodsRouter } from '../features/neighbourhoods/neighbourhoods.router';
import { recommendationsRouter } from '../features/recommendations/recommendations.router';
import { systemRouter } from '../features/system/system.router';
import { timelineRouter } from '../features/uploads/timeline.router';
import { userRouter } from '../features/user/user.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
  recommendations: recommendationsRouter,
  neighbourhoods: neighbourhoodsRouter,
  geocoding: geocodingRouter,
  timeline: timelineRouter,
  cities: citiesRouter,
  business: businessRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
