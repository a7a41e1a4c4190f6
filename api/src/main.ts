import v8 from 'node:v8';
import { startApp } from './app.ts';
import { loadConfig } from './core/config.ts';
import { createLogger } from './core/logger.ts';

// V8 allocates objects straight in the old generation once enough from the same place in the code survived
// a young collection. Rows held across a few awaits of ordinary requests teach it that about the database
// driver's rows, and a full export then sends every one of its rows there: the api's memory grew with the
// export's size (the README's benchmark table has the export's memory figure).
v8.setFlagsFromString('--no-allocation-site-pretenuring');

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

// The signals are ours before anything starts: a supervisor's SIGTERM that came before the handlers (right
// after "Listening on", on a busy machine) ended the process at once and left its embedded PostgreSQL running.
// One that comes while the app starts stops it once it has started.
const starting = startApp({
  config,
  logger,
  // Exiting non-zero lets a supervisor (systemd, Docker, Kubernetes) start the whole app again.
  onDatabaseLost: (error) => {
    logger.error('Stopping: the database is gone', error);
    process.exit(1);
  },
});
const shutdown = (signal: string) => {
  logger.info(`${signal} received: shutting down`);
  starting
    .then((app) => app.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

try {
  const app = await starting;
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info(`Listening on http://${shownHost}:${app.port} (Node.js ${process.version})`);
} catch (error) {
  logger.error('Could not start', error);
  process.exit(1);
}
