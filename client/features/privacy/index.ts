// The privacy feature's public face: the consent step the finder's upload takes, and the retention
// banner. Its route page (your-data-page.tsx) is loaded lazily by the router. What shows only once
// the server has answered loads then, not with the finder's form (docs/performance.md).
import { lazy } from 'react';

export { useDataSummary } from './api/get-data-summary';
/** When the person agreed, with a link to Your data. */
export const ConsentLine = lazy(() => import('./consent-line'));
/** The notice and the person's choice. */
export const ConsentNotice = lazy(() => import('./consent-notice'));
export { isConsentRequired } from './is-consent-required';
/** Removals coming under the retention periods (privacy.summary's `retention`), when there are any. */
export const RetentionBanner = lazy(() => import('./retention-banner'));
export { useTimelineConsent } from './use-timeline-consent';
