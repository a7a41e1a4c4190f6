import { startApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './server/logger.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

try {
  const app = await startApp({ config, logger });
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info(`Listening on http://${shownHost}:${app.port}`);
  const shutdown = (signal: string) => {
    logger.info(`${signal} received: shutting down`);
    app.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  logger.error('Could not start', error);
  process.exit(1);
}
