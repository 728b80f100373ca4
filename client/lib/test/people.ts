import { userSchema } from '../../../shared/contracts/auth';
import { type DataSummary, dataSummaryResponse } from '../../../shared/contracts/privacy';
import type { StoredUser } from '../storage';

/** A signed-in person, as the session check answers (checked by its contract). */
export const TEST_USER: StoredUser = userSchema.parse({
  id: '6c1d4d0e-2a31-4a8b-9d55-1d2f5e0c7a11',
  uid: 'local-asha',
  email: 'asha@example.com',
  name: 'Asha Rao',
  displayName: 'Asha Rao',
  picture: null,
});

/** privacy.summary for someone who holds nothing yet and has not agreed to the notice. */
export function emptyDataSummary(): DataSummary {
  return dataSummaryResponse.parse({ kinds: [], consent: null, retention: [] });
}
