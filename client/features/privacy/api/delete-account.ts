import { trpc } from '../../../lib/trpc';

/** Erases the account and everything tied to it; the server ends the session. */
export function useDeleteAccount() {
  return trpc.privacy.deleteAccount.useMutation();
}
