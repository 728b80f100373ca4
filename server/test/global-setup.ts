import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../features/auth';
import { createLogger } from '../logger';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/**
 * One Firebase Auth emulator for the whole integration run: the one `npm test` already started
 * (FIREBASE_AUTH_EMULATOR_HOST), or a fresh one on a test port.
 */
export default async function setup(project: TestProject) {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    project.provide('authEmulatorHost', given);
    return;
  }
  const emulator = await startAuthEmulator({
    port: 9399,
    projectId: 'demo-basera',
    logger: createLogger('warn'),
    timeoutMs: 110_000,
  });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
