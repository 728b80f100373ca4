import type { ClientConfig } from '../../../shared/contracts/auth';
import type { Config } from '../../config';

/** Public sign-in settings for the browser (DESIGN.md: never a secret). */
export function clientConfigOf({ auth }: Config): ClientConfig {
  return auth.mode === 'firebase'
    ? {
        auth: {
          mode: 'firebase',
          projectId: auth.projectId,
          apiKey: auth.apiKey,
          authDomain: auth.authDomain,
          emulatorUrl: null,
        },
      }
    : {
        auth: {
          mode: 'emulator',
          projectId: auth.projectId,
          // Any key works against the emulator; the SDK only insists on one being present.
          apiKey: 'local-emulator-key',
          authDomain: `${auth.projectId}.firebaseapp.com`,
          emulatorUrl: `http://${auth.host}`,
        },
      };
}
