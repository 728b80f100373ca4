// The uploads feature's public face: POST /api/upload, the saved analyses, and the FileStore that
// keeps an encrypted copy of a file when the user asks.
export type { FileStore } from './file-store';
export { createFileStore } from './file-store/create-file-store';
export { loadOrCreateKey } from './file-store/encryption';
export { createLocalFileStore } from './file-store/local-file-store';
export { timelineRouter } from './timeline.router';
