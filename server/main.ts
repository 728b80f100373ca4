import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

// Entry point: `npm start` (bundled) and `npm run dev` (tsx) both land here.
try {
  const config = loadConfig(process.env);
  const running = await startServer(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Basera cannot start. ${error.message}`);
  } else {
    console.error('Basera failed to start:', error);
  }
  process.exit(1);
}
