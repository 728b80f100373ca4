import { errorCodeOf, fieldErrorsOf } from '../../lib/api-errors';

/**
 * The server refused an upload because the person has not agreed to the notice as it reads now: a
 * conflict about the consent field (server/features/privacy/consent-store.ts).
 */
export function isConsentRequired(error: unknown): boolean {
  return errorCodeOf(error) === 'CONFLICT' && 'consent' in fieldErrorsOf(error);
}
