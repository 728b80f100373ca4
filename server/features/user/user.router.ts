import { userResponse } from '../../../shared/contracts/auth';
import { authedProcedure, router } from '../../trpc/trpc';
import { toUser } from '../auth/users';

export const userRouter = router({
  /** spec §7 GET /api/user/profile: always the caller's own profile, never another user's. */
  profile: authedProcedure.output(userResponse).query(({ ctx }) => ({ user: toUser(ctx.auth.user) })),
});
