// Runs the Firebase Auth emulator until stopped: `npx tsx scripts/auth-emulator.ts [port]`.
// scripts/test.mjs uses it to share one emulator between the integration and browser tests.
import { startAuthEmulator } from '../server/features/auth/auth-emulator';
import { createLogger } from '../server/logger';

const port = Number(process.argv[2] ?? 9099);
const emulator = await startAuthEmulator({
  port,
  projectId: 'demo-basera',
  logger: createLogger('warn'),
  timeoutMs: 120_000,
});
console.log(`auth-emulator ready ${emulator.host}`);
const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
