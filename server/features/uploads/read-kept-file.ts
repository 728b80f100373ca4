import { AppError } from '../../errors/app-error';
import type { Services } from '../../services';
import { decrypt } from './file-store/encryption';
import { keptFileOf } from './timeline-store';

export const NO_KEPT_FILE = 'There is no kept file for this analysis.';

/**
 * The person's kept file, decrypted, under the name it was uploaded with. Read through the store's
 * own order (Pinata: the public gateways, then the provider's); only the owner's analyses are found,
 * so anyone else's id answers exactly like an id that does not exist.
 */
export async function readKeptFile(
  services: Services,
  input: { userId: string; analysisId: string },
): Promise<{ name: string; bytes: Uint8Array }> {
  const found = await keptFileOf(services.db, input.userId, input.analysisId);
  if (!found?.file) throw new AppError('NOT_FOUND', NO_KEPT_FILE);
  let sealed: Uint8Array | null;
  try {
    sealed = await services.fileStore.get(found.file.cid);
  } catch (error) {
    services.logger.warn({ err: error, cid: found.file.cid }, 'a kept file could not be fetched');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Your kept file could not be fetched just now: no gateway answered. Please try again later.',
      { cause: error },
    );
  }
  if (!sealed) throw new AppError('NOT_FOUND', 'Your kept file is no longer in the store.');
  // Files kept before names were recorded get a dated one.
  const name = found.file.name ?? `location-history-${found.createdAt.slice(0, 10)}.json`;
  return { name, bytes: decrypt(sealed, services.fileKey) };
}
