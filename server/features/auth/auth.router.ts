import {
  clientConfigSchema,
  currentUserResponse,
  logoutResponse,
  userResponse,
  verifyTokenInput,
} from '../../../shared/contracts/auth';
import { AppError } from '../../errors/app-error';
import { publicProcedure, router } from '../../trpc/trpc';
import { clientConfigOf } from './client-config';
import { createSession, revokeSession } from './sessions';
import { toUser, upsertUser } from './users';

export const authRouter = router({
  /** The browser's public sign-in settings: the Firebase project, or the local Auth emulator. */
  config: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'get',
        path: '/api/config',
        operationId: 'clientConfig',
        summary: "The browser's public sign-in settings (never a secret)",
        reply: 'Sign-in settings.',
      },
    })
    .output(clientConfigSchema)
    .query(({ ctx }) => clientConfigOf(ctx.services.config)),

  /** spec §7 POST /api/auth/verify-token: Firebase ID token in, user out, session cookie set. */
  verifyToken: publicProcedure
    .meta({
      access: 'public',
      effect: 'writes',
      examples: ({ idToken }) => [{ idToken }],
      refuses: { idToken: 'too-short' },
      rest: {
        method: 'post',
        path: '/api/auth/verify-token',
        operationId: 'verifyToken',
        summary: 'Sign in with a Firebase ID token',
        description: 'Verifies the token, creates the user if new, and sets the httpOnly session cookie.',
        reply: 'Signed in; Set-Cookie carries the session.',
        errors: ['UNAUTHORIZED'],
      },
    })
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
  session: publicProcedure
    .meta({
      access: 'signed-in',
      rest: {
        method: 'get',
        path: '/api/auth/session',
        operationId: 'session',
        summary: 'The signed-in user, or 401',
        reply: 'The session’s user.',
      },
    })
    .output(userResponse)
    .query(({ ctx }) => {
      if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'No active session');
      return { user: toUser(ctx.auth.user) };
    }),

  /**
   * The same for the app itself: `{ user: null }` when signed out, rather than a 401 that every
   * signed-out page view would log as an error in the browser console.
   */
  current: publicProcedure
    .meta({ access: 'personal' })
    .output(currentUserResponse)
    .query(({ ctx }) => ({ user: ctx.auth ? toUser(ctx.auth.user) : null })),

  /** spec §7 POST /api/auth/logout: revokes the server session; safe to call when signed out. */
  logout: publicProcedure
    .meta({
      access: 'personal',
      effect: 'signs-out',
      rest: {
        method: 'post',
        path: '/api/auth/logout',
        operationId: 'logout',
        summary: 'Revoke the session and clear its cookie (safe when signed out)',
        reply: 'Signed out.',
      },
    })
    .output(logoutResponse)
    .mutation(async ({ ctx }) => {
      if (ctx.auth?.sessionId) await revokeSession(ctx.services.db, ctx.auth.sessionId);
      ctx.cookies?.clear();
      return { success: true as const };
    }),
});
