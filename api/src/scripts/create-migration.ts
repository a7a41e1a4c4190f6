// Generates a migration from the difference between the entities and the database's schema.
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../core/logger.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase(config, logger);
try {
  const migrator = database.orm.getMigrator();
  const initial =
    (await migrator.getExecutedMigrations()).length === 0 && (await migrator.getPendingMigrations()).length === 0;
  const result = initial ? await migrator.createInitialMigration() : await migrator.createMigration();
  logger.info(result.fileName ? `Created ${result.fileName}` : 'No schema changes');
} finally {
  await database.close();
}
