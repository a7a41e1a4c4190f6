import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Config } from './core/config.ts';
import { EventBus } from './core/events.ts';
import { createLogger, type Logger } from './core/logger.ts';
import { openDatabase, type Database } from './db/database.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildGraphqlSchema } from './server/graphql-schema.ts';
import { createHttpServer } from './server/http.ts';
import { restRoutes } from './server/rest-routes.ts';
import { createServices } from './server/services.ts';

export interface RunningApp {
  url: string;
  port: number;
  database: Database;
  stop(): Promise<void>;
}

/**
 * Opens (or starts) the database, migrates and seeds it, and serves every front door on one port.
 * `onDatabaseLost` hears when the embedded PostgreSQL died and could not be restarted.
 */
export async function startApp(options: {
  config: Config;
  logger?: Logger;
  onDatabaseLost?: (error: Error) => void;
}): Promise<RunningApp> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, logger, options.onDatabaseLost);
  let events: EventBus | undefined;
  try {
    await seedIfEmpty(database.orm, config, logger);
    events = await EventBus.start(database.url, logger);
    const services = await createServices(database.orm, config, logger, events);
    const schema = await buildGraphqlSchema(events, services);
    const http = await createHttpServer({
      orm: database.orm,
      config,
      logger,
      access: services.access,
      schema,
      restRoutes: restRoutes(services, logger),
      indexHead: () => services.referenceInfo.datasetJsonLd(database.orm.em.fork()),
    });
    await new Promise<void>((resolve, reject) => {
      http.server.once('error', reject);
      http.server.listen(config.PORT, config.HOST, resolve);
    });
    const { port } = http.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      database,
      stop: () =>
        (stopping ??= (async () => {
          await http.close();
          services.mail.stop();
          // Its admins leave the other processes' grids at once rather than when their leases expire.
          await services.vslGrid.stop();
          // Rolled back and marked failed while the database is still there.
          await services.uploads.stop();
          await events?.close();
          await database.close();
        })()),
    };
  } catch (error) {
    await events?.close();
    await database.close();
    throw error;
  }
}
