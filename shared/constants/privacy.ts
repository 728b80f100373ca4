// The texts of "Your data" that pages show as they are: the location history notice with its
// version, and the word that confirms an account's deletion. No zod here: the finder shows the notice
// and checks the person's consent against its version without loading the privacy contract's
// schemas (shared/contracts/privacy.ts re-exports these).

/**
 * The notice shown before a location history is uploaded. A new version needs a new consent: the
 * server refuses an upload whose person accepted another version (or none).
 */
export const CONSENT_NOTICE_VERSION = '2026-11-28';

export const TIMELINE_NOTICE = {
  version: CONSENT_NOTICE_VERSION,
  title: 'Before you upload your location history',
  points: [
    'What it is for: Basera reads your Google location history to find where you live and work, how you travel and what you do in the evenings, to suggest neighbourhoods, places and events that fit you.',
    'What we keep: only the analysis (your home and work areas, travel habits and frequent kinds of places), never the raw history, unless you choose to keep the file.',
    'If you keep the file: it is encrypted (AES-256-GCM) before it is stored, in Basera’s own store or on IPFS through Pinata, and only you can download it.',
    'For how long: a kept file for 12 months, an analysis until 24 months after your last visit, unless you delete them sooner; we tell you before either is removed.',
    'Your choice: you can download or delete all of it on the Your data page at any time, and withdraw this consent there, which deletes every analysis and kept file.',
  ],
} as const;

/** The words a person types to delete their account: nothing is erased by a slip of the finger. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
