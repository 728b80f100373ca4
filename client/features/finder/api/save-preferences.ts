import { trpc } from '../../../lib/trpc';
import { saveUserData } from '../../../lib/user-record';

/** Saves the finder form (spec §7 recommend-housing with the form) and mirrors it in the browser record. */
export function useSavePreferences(userId: string) {
  const utils = trpc.useUtils();
  return trpc.recommendations.savePreferences.useMutation({
    onSuccess: ({ preferences }) => {
      saveUserData(userId, { preferences });
      utils.recommendations.preferences.setData(undefined, { preferences });
    },
  });
}
