import { z } from 'zod';
import { CONSENT_NOTICE_VERSION, DELETE_ACCOUNT_CONFIRMATION } from '../constants/privacy';

// "Your data" (India's Digital Personal Data Protection Act 2023 and its 2025 Rules: notice and
// consent, access, correction and erasure, withdrawal): tRPC privacy.* and REST /api/me.

// The notice's text and version and the deletion word live in shared/constants/privacy.ts, without
// zod, so the pages that show them do not load zod for a few strings (docs/performance.md).
export { CONSENT_NOTICE_VERSION, DELETE_ACCOUNT_CONFIRMATION, TIMELINE_NOTICE } from '../constants/privacy';

/**
 * GET /api/me/consent-notice: the notice as the app shows it (TIMELINE_NOTICE), for REST clients to
 * show before they ask for consent.
 */
export const consentNoticeResponse = z
  .object({
    version: z.string().describe('What POST /api/me/consent takes as `noticeVersion`.'),
    title: z.string(),
    points: z.array(z.string()),
  })
  .meta({ id: 'ConsentNotice' });

/** The kinds of data held about a person, as the Your data page lists and deletes them. */
export const DATA_KINDS = ['account', 'searches', 'analyses', 'keptFiles', 'chat', 'selection', 'enquiries'] as const;
export type DataKind = (typeof DATA_KINDS)[number];
/** What can be deleted on its own: everything but the account, which "Delete my account" removes. */
export const DELETABLE_KINDS = ['searches', 'analyses', 'keptFiles', 'chat', 'selection', 'enquiries'] as const;
export type DeletableKind = (typeof DELETABLE_KINDS)[number];

export const consentSchema = z.object({
  purpose: z.literal('timeline-analysis'),
  noticeVersion: z.string(),
  givenAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/** A planned removal the person is told about in advance (retention). */
export const retentionNoticeSchema = z.object({
  kind: z.enum(['keptFile', 'analysis']),
  analysisId: z.string(),
  /** The day it will be removed (YYYY-MM-DD). */
  removeOn: z.iso.date(),
  text: z.string(),
});

/** privacy.summary: what is held, by kind, with counts and dates; the consent; coming removals. */
export const dataSummaryResponse = z
  .object({
    kinds: z.array(
      z.object({
        kind: z.enum(DATA_KINDS),
        label: z.string(),
        /** What it is and why we hold it, in a sentence. */
        purpose: z.string(),
        count: z.number().int().nonnegative(),
        /** The newest item's date (ISO), or null when there is none. */
        latest: z.iso.datetime().nullable(),
      }),
    ),
    consent: consentSchema.nullable(),
    retention: z.array(retentionNoticeSchema),
  })
  .meta({ id: 'DataSummaryResponse' });
export type DataSummary = z.infer<typeof dataSummaryResponse>;

export const giveConsentInput = z
  .strictObject({
    noticeVersion: z.literal(CONSENT_NOTICE_VERSION, {
      error: 'This notice has changed since the page was loaded: please read it again.',
    }),
  })
  .meta({ id: 'GiveConsentInput' });

export const deleteKindInput = z
  .strictObject({
    kind: z.enum(DELETABLE_KINDS, { error: `must be one of ${DELETABLE_KINDS.join(', ')}` }),
  })
  .meta({ id: 'DeleteKindInput' });

export const deleteAccountInput = z
  .strictObject({
    confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: 'Type DELETE to confirm.' }),
  })
  .meta({ id: 'DeleteAccountInput' });

/** GET /api/me/data: everything held about the person, as one JSON document. */
export const dataExportResponse = z
  .object({
    exportedAt: z.iso.datetime(),
    notice: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string().nullable(),
      displayName: z.string().nullable(),
      createdAt: z.iso.datetime(),
      lastLoginAt: z.iso.datetime(),
    }),
    consents: z.array(consentSchema),
    sessions: z.array(
      z.object({ createdAt: z.iso.datetime(), expiresAt: z.iso.datetime(), revokedAt: z.iso.datetime().nullable() }),
    ),
    preferences: z.unknown().nullable(),
    lastSearch: z.unknown().nullable(),
    persona: z.string().nullable(),
    selection: z.unknown().nullable(),
    analyses: z.array(
      z.object({
        id: z.string(),
        createdAt: z.iso.datetime(),
        analysis: z.unknown(),
        /** Where the kept file can be downloaded (decrypted), when one is kept. */
        keptFile: z.object({ cid: z.string(), store: z.string().nullable(), download: z.string() }).nullable(),
      }),
    ),
    chat: z.array(z.object({ sender: z.string(), text: z.string(), createdAt: z.iso.datetime() })),
    enquiries: z.array(z.unknown()),
  })
  .meta({ id: 'DataExportResponse' });
export type DataExport = z.infer<typeof dataExportResponse>;
