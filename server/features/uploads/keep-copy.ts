import type { KeptFile, NotKept } from '../../../shared/contracts/timeline';
import type { Services } from '../../services';
import { encrypt } from './file-store/encryption';
import { FileStoreError } from './file-store/file-store-error';
import type { Keepable } from './receive-files';

export interface KeepEvents {
  pinning(): void;
  stored(file: KeptFile): void;
  notKept(notKept: NotKept): void;
}

/**
 * Keeps the encrypted copy the person asked for, or says why there is none. A store that fails does
 * not fail the upload: the analysis is still worth saving, and the person is told, in spec §8's
 * words, that the copy was not stored (docs/timeline.md, "Several files, archives and the kept file").
 */
export async function keepCopy(
  services: Services,
  userId: string,
  keepable: Keepable,
  events: KeepEvents,
): Promise<KeptFile | null> {
  const { keepMaxBytes } = services.config.uploads;
  if (keepable.kind === 'too-large') {
    const mb = Math.round(keepMaxBytes / 1024 / 1024);
    events.notKept({
      reason: 'too-large',
      message: `Your file was analysed but is larger than the ${mb} MB that can be kept, so it was discarded.`,
    });
    return null;
  }
  if (keepable.kind === 'several-files') {
    events.notKept({
      reason: 'several-files',
      message: 'Several files were analysed together but not kept: to keep a copy, upload them as one .zip.',
    });
    return null;
  }
  events.pinning();
  try {
    const sealed = encrypt(await keepable.read(), services.fileKey);
    const { cid } = await services.fileStore.put(sealed, { name: keepable.name, userId });
    const file: KeptFile = { cid, store: services.fileStore.kind, name: keepable.name, bytes: keepable.bytes };
    events.stored(file);
    return file;
  } catch (error) {
    services.logger.warn({ err: error }, 'the kept copy of an upload could not be stored');
    const detail = error instanceof FileStoreError ? error.detail : 'the file store could not write it';
    events.notKept({ reason: 'store-failed', message: `Failed to upload to IPFS: ${detail}` }); // spec §8
    return null;
  }
}
