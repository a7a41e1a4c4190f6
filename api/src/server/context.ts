import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../modules/access/principal.ts';
import type { Services } from './services.ts';
import { Loaders } from './loaders.ts';

/**
 * What every service call receives, built once per HTTP request or websocket operation: its own
 * MikroORM fork (identity map and unit of work per request), who is calling, and batching loaders.
 */
export interface Context {
  em: EntityManager;
  principal: Principal;
  loaders: Loaders;
  services: Services;
  ipAddress?: string;
  userAgent?: string;
}

export function createContext(
  services: Services,
  principal: Principal,
  em: EntityManager,
  meta: { ipAddress?: string; userAgent?: string } = {},
): Context {
  return { em, principal, services, loaders: new Loaders(em), ...meta };
}
