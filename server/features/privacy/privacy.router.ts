import { successResponse } from '../../../shared/contracts/common';
import {
  CONSENT_NOTICE_VERSION,
  consentNoticeResponse,
  dataExportResponse,
  dataSummaryResponse,
  deleteAccountInput,
  deleteKindInput,
  giveConsentInput,
  TIMELINE_NOTICE,
} from '../../../shared/contracts/privacy';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { giveConsent } from './consent-store';
import { deleteAccount, deleteKind, withdrawConsent } from './erase';
import { exportData, summariseData } from './person-data';

const ok = { success: true as const };

/** Your data: what is held, the consent to the timeline analysis, export and erasure (docs/privacy.md). */
export const privacyRouter = router({
  summary: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/me/data/summary',
        operationId: 'dataSummary',
        summary: 'What Basera holds about the caller, by kind, with counts and dates; the consent; coming removals',
        reply: 'The summary.',
      },
    })
    .output(dataSummaryResponse)
    .query(({ ctx }) =>
      summariseData(ctx.services.db, ctx.auth.user, ctx.services.config.retention, ctx.services.clock.now()),
    ),

  export: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/me/data',
        operationId: 'dataExport',
        summary: 'Everything Basera holds about the caller, as one JSON document',
        reply: 'The export.',
      },
    })
    .output(dataExportResponse)
    .query(({ ctx }) => exportData(ctx.services.db, ctx.auth.user, ctx.services.clock.now())),

  /** The notice an upload needs consent to: public, so that it can be read before signing up. */
  consentNotice: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'get',
        path: '/api/me/consent-notice',
        operationId: 'consentNotice',
        summary: 'The current notice about the location history, to show before asking for consent',
        description: 'Its `version` is what POST /api/me/consent takes as `noticeVersion`.',
        reply: 'The notice.',
      },
    })
    .output(consentNoticeResponse)
    .query(() => ({ ...TIMELINE_NOTICE, points: [...TIMELINE_NOTICE.points] })),

  giveConsent: authedProcedure
    .meta({
      effect: 'writes',
      examples: () => [{ noticeVersion: CONSENT_NOTICE_VERSION }],
      refuses: { noticeVersion: '1' },
      rest: {
        method: 'post',
        path: '/api/me/consent',
        operationId: 'giveConsent',
        summary: 'Accept the notice about the location history (its current version), before an upload',
        reply: 'Done.',
      },
    })
    .input(giveConsentInput)
    .output(successResponse)
    .mutation(async ({ ctx }) => {
      await giveConsent(ctx.services.db, ctx.auth.user.id, ctx.services.clock.now());
      return ok;
    }),

  withdrawConsent: authedProcedure
    .meta({
      effect: 'erases',
      rest: {
        method: 'delete',
        path: '/api/me/consent',
        operationId: 'withdrawConsent',
        summary: 'Withdraw the consent to the timeline analysis: every analysis, persona and kept file is deleted',
        reply: 'Done.',
        errors: ['SERVICE_UNAVAILABLE'],
      },
    })
    .output(successResponse)
    .mutation(async ({ ctx }) => {
      await withdrawConsent(ctx.services, ctx.auth.user);
      return ok;
    }),

  deleteKind: authedProcedure
    .meta({
      effect: 'erases',
      examples: () => [{ kind: 'enquiries' }, { kind: 'chat' }],
      refuses: { kind: 'account' },
      rest: {
        method: 'post',
        path: '/api/me/data/delete',
        operationId: 'deleteDataKind',
        summary: 'Delete one kind of the caller’s data (searches, analyses, kept files, chat, selection, enquiries)',
        reply: 'Done.',
        errors: ['SERVICE_UNAVAILABLE'],
      },
    })
    .input(deleteKindInput)
    .output(successResponse)
    .mutation(async ({ ctx, input }) => {
      await deleteKind(ctx.services, ctx.auth.user, input.kind);
      return ok;
    }),

  deleteAccount: authedProcedure
    .meta({
      effect: 'erases',
      examples: () => [{ confirmation: 'DELETE' }],
      refuses: { confirmation: 'delete' },
      rest: {
        method: 'delete',
        path: '/api/me',
        operationId: 'deleteAccount',
        summary: 'Erase the account and everything tied to it, end every session (cannot be undone)',
        reply: 'Done.',
        errors: ['SERVICE_UNAVAILABLE'],
      },
    })
    .input(deleteAccountInput)
    .output(successResponse)
    .mutation(async ({ ctx }) => {
      await deleteAccount(ctx.services, ctx.auth.user);
      ctx.cookies?.clear();
      return ok;
    }),
});
