import { personaResponse } from '../../../shared/contracts/analysis';
import { userResponse } from '../../../shared/contracts/auth';
import { interestsResponse } from '../../../shared/contracts/events';
import { preferencesSchema } from '../../../shared/contracts/preferences';
import { examplePreferences } from '../../../shared/contracts/preferences-example';
import { personaFromPreferences } from '../../../shared/domain/persona-from-preferences';
import { authedProcedure, router } from '../../trpc/trpc';
import { toUser } from '../auth';
import { savePersona } from './persona-store';
import { readInterests } from './read-interests';

export const userRouter = router({
  /** spec §7 GET /api/user/profile: always the caller's own profile, never another user's. */
  profile: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/user/profile',
        operationId: 'profile',
        summary: "The caller's own profile",
        reply: 'The profile.',
      },
    })
    .output(userResponse)
    .query(({ ctx }) => ({ user: toUser(ctx.auth.user) })),

  /** spec §7 GET /api/user/interests: what events are scored against (spec §9). */
  interests: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/user/interests',
        operationId: 'interests',
        summary: 'What social events are scored against (lifestyle, traits, indicators, persona)',
        reply: 'The interests.',
      },
    })
    .output(interestsResponse)
    .query(({ ctx }) => readInterests(ctx.services.db, ctx.auth.user.id)),

  /** spec §7 POST /api/user/persona: a persona from the finder's answers, saved for the user. */
  persona: authedProcedure
    .meta({
      effect: 'writes',
      examples: () => [examplePreferences],
      refuses: { ...examplePreferences, userCategory: 'cheap' },
      rest: {
        method: 'post',
        path: '/api/user/persona',
        operationId: 'persona',
        summary: "Work out and save a persona from the finder's answers",
        reply: 'The saved persona.',
      },
    })
    .input(preferencesSchema)
    .output(personaResponse)
    .mutation(async ({ ctx, input }) => {
      const persona = personaFromPreferences(input);
      await savePersona(ctx.services.db, ctx.auth.user.id, persona);
      return { persona };
    }),
});
