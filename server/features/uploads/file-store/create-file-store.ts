import { join } from 'node:path';
import type { FileStore } from '../file-store';
import { createLocalFileStore } from './local-file-store';
import { createPinataFileStore } from './pinata-file-store';

/** Pinata when a JWT is configured (DESIGN.md: File pinning), else the embedded store under `<dataDir>/files`. */
export function createFileStore(options: { dataDir: string; pinataJwt?: string; pinataGateway?: string }): FileStore {
  if (options.pinataJwt) {
    return createPinataFileStore({ jwt: options.pinataJwt, gateway: options.pinataGateway });
  }
  return createLocalFileStore(join(options.dataDir, 'files'));
}
