import { successResponse } from '../../../shared/contracts/common';
import {
  dataExportResponse,
  dataSummaryResponse,
  deleteAccountInput,
  deleteKindInput,
  giveConsentInput,
} from '../../../shared/contracts/privacy';
import { authedProcedure, router } from '../../trpc/trpc';
import { giveConsent } from './consent-store';
import { deleteAccount, deleteKind, withdrawConsent } from './erase';
import { exportData, summariseData } from './person-data';

const DONE = { name: 'SuccessResponse', description: 'Done.' };
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
        reply: { name: 'DataSummaryResponse', description: 'The summary.' },
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
        reply: { name: 'DataExportResponse', description: 'The export.' },
      },
    })
    .output(dataExportResponse)
    .query(({ ctx }) => exportData(ctx.services.db, ctx.auth.user, ctx.services.clock.now())),

  giveConsent: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/me/consent',
        operationId: 'giveConsent',
        summary: 'Accept the notice about the location history (its current version), before an upload',
        body: 'GiveConsentInput',
        reply: DONE,
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
      rest: {
        method: 'delete',
        path: '/api/me/consent',
        operationId: 'withdrawConsent',
        summary: 'Withdraw the consent to the timeline analysis: every analysis, persona and kept file is deleted',
        reply: DONE,
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
      rest: {
        method: 'post',
        path: '/api/me/data/delete',
        operationId: 'deleteDataKind',
        summary: 'Delete one kind of the caller’s data (searches, analyses, kept files, chat, selection, enquiries)',
        body: 'DeleteKindInput',
        reply: DONE,
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
      rest: {
        method: 'delete',
        path: '/api/me',
        operationId: 'deleteAccount',
        summary: 'Erase the account and everything tied to it, end every session (cannot be undone)',
        body: 'DeleteAccountInput',
        reply: DONE,
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
