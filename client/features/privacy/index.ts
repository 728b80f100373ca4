// The privacy feature's public face: the consent step the finder's upload takes, and the retention
// banner. Its route page (your-data-page.tsx) is loaded lazily by the router.
export { ConsentLine } from './consent-line';
export { ConsentNotice } from './consent-notice';
export { isConsentRequired } from './is-consent-required';
export { RetentionBanner } from './retention-banner';
export { useTimelineConsent } from './use-timeline-consent';
