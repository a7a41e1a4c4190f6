// Applies pending migrations (the app also does this at start).
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../core/logger.ts';

const config = loadConfig();
const database = await openDatabase(config, createLogger(config.LOG_LEVEL));
await database.close();
