import { authRouter } from '../features/auth/auth.router';
import { systemRouter } from '../features/system/system.router';
import { userRouter } from '../features/user/user.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
