/**
 * A store's failure told in words a person may read: `detail` says what went wrong (Pinata's answer,
 * an unreachable host) and never carries a credential or a server path. Other errors from a store are
 * logged and told only in general terms.
 */
export class FileStoreError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FileStoreError';
  }
}
