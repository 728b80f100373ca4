// The uploads feature's public face: the saved analyses (the newest personalises places, events and
// the assistant), and the FileStore that keeps an encrypted copy of a file when the user asks.
export type { FileStore } from './file-store';
export { createFileStore } from './file-store/create-file-store';
export { loadOrCreateKey } from './file-store/encryption';
export { createLocalFileStore } from './file-store/local-file-store';
export { uploadsPersonalData } from './personal-data';
export { forgetKeptFile, latestAnalysis } from './timeline-store';
