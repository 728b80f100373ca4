import { currentUserResponse, logoutResponse, userResponse, verifyTokenInput } from '../../../shared/contracts/auth';
import { AppError } from '../../errors/app-error';
import { publicProcedure, router } from '../../trpc/trpc';
import { createSession, revokeSession } from './sessions';
import { toUser, upsertUser } from './users';

export const authRouter = router({
  /** spec §7 POST /api/auth/verify-token: Firebase ID token in, user out, session cookie set. */
  verifyToken: publicProcedure
    .input(verifyTokenInput)
    .output(userResponse)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.cookies) throw new AppError('BAD_REQUEST', 'Sign in over HTTP, not over the WebSocket');
      const { db, identity, config } = ctx.services;
      const verified = await identity.verifyIdToken(input.idToken);
      const row = await upsertUser(db, verified);
      const session = await createSession(db, row.id, config.sessionTtlMs);
      ctx.cookies.set(session.token, session.expiresAt);
      return { user: toUser(row) };
    }),

  /** spec §7 GET /api/auth/session: the signed-in user, or 401. */
  session: publicProcedure.output(userResponse).query(({ ctx }) => {
    if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'No active session');
    return { user: toUser(ctx.auth.user) };
  }),

  /**
   * The same for the app itself: `{ user: null }` when signed out, rather than a 401 that every
   * signed-out page view would log as an error in the browser console.
   */
  current: publicProcedure
    .output(currentUserResponse)
    .query(({ ctx }) => ({ user: ctx.auth ? toUser(ctx.auth.user) : null })),

  /** spec §7 POST /api/auth/logout: revokes the server session; safe to call when signed out. */
  logout: publicProcedure.output(logoutResponse).mutation(async ({ ctx }) => {
    if (ctx.auth?.sessionId) await revokeSession(ctx.services.db, ctx.auth.sessionId);
    ctx.cookies?.clear();
    return { success: true as const };
  }),
});
