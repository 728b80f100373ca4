import { AppError } from '../../errors/app-error';
import type { Services } from '../../services';
import { FileStoreError } from './file-store/file-store-error';
import { NO_KEPT_FILE } from './read-kept-file';
import { forgetKeptFile, keptFileOf } from './timeline-store';

/**
 * Removes the person's kept file and keeps the analysis. The store goes first: if it refuses, nothing
 * changes and the person is told, rather than the analysis forgetting a copy that is still stored.
 */
export async function deleteKeptFile(services: Services, input: { userId: string; analysisId: string }): Promise<void> {
  const found = await keptFileOf(services.db, input.userId, input.analysisId);
  if (!found?.file) throw new AppError('NOT_FOUND', NO_KEPT_FILE);
  try {
    await services.fileStore.delete(found.file.cid);
  } catch (error) {
    services.logger.warn({ err: error, cid: found.file.cid }, 'a kept file could not be deleted');
    const detail = error instanceof FileStoreError ? `: ${error.detail}` : '';
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Your kept file could not be deleted just now${detail}. Nothing was changed; please try again.`,
      { cause: error },
    );
  }
  await forgetKeptFile(services.db, input.userId, input.analysisId);
}
