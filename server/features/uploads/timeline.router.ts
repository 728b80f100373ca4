import { successResponse } from '../../../shared/contracts/common';
import {
  deleteAnalysisInput,
  keptFileInput,
  publicGatewaysResponse,
  timelineListResponse,
} from '../../../shared/contracts/timeline';
import { AppError } from '../../errors/app-error';
import { authedProcedure, router } from '../../trpc/trpc';
import { deleteKeptFile } from './delete-kept-file';
import { PUBLIC_GATEWAYS } from './file-store/pinata-file-store';
import { deleteAnalysis, listAnalyses } from './timeline-store';

export const timelineRouter = router({
  /** The user's saved analyses, newest first. */
  list: authedProcedure
    .output(timelineListResponse)
    .query(async ({ ctx }) => ({ analyses: await listAnalyses(ctx.services.db, ctx.auth.user.id) })),

  /** Deletes an analysis and, if one was kept, its encrypted file. */
  delete: authedProcedure
    .meta({ access: 'owner', effect: 'erases', examples: ({ analysisId }) => [{ id: analysisId }] })
    .input(deleteAnalysisInput)
    .output(successResponse)
    .mutation(async ({ ctx, input }) => {
      const deleted = await deleteAnalysis(ctx.services.db, ctx.auth.user.id, input.id);
      if (!deleted) throw new AppError('NOT_FOUND', 'No such analysis');
      if (deleted.fileCid) await ctx.services.fileStore.delete(deleted.fileCid);
      return { success: true as const };
    }),

  /** Deletes the kept (encrypted) file of an analysis; the analysis stays. */
  deleteFile: authedProcedure
    .meta({ access: 'owner', effect: 'erases', examples: ({ analysisId }) => [{ id: analysisId }] })
    .input(keptFileInput)
    .output(successResponse)
    .mutation(async ({ ctx, input }) => {
      await deleteKeptFile(ctx.services, { userId: ctx.auth.user.id, analysisId: input.id });
      return { success: true as const };
    }),

  /** The public gateways the error banner offers (spec §8); the same list the Pinata store reads through. */
  gateways: authedProcedure.output(publicGatewaysResponse).query(() => ({ gateways: PUBLIC_GATEWAYS })),
});
