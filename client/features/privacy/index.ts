// The privacy feature's public face: the consent step the finder's upload takes, and the retention
// banner. Its route page (your-data-page.tsx) is loaded lazily by the router.
import { lazy } from 'react';

export { ConsentLine } from './consent-line';
/** The notice and the person's choice: loaded when first shown, not with the finder's form. */
export const ConsentNotice = lazy(() => import('./consent-notice'));
export { isConsentRequired } from './is-consent-required';
export { RetentionBanner } from './retention-banner';
export { useTimelineConsent } from './use-timeline-consent';
