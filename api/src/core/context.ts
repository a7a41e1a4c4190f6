import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from './caller.ts';
import { Loaders } from './loaders.ts';

/**
 * What every service call receives, built once per HTTP request or websocket operation: its own
 * MikroORM fork (identity map and unit of work per request), who is calling, and batching loaders.
 * Services come from their constructors, never from here.
 */
export interface Context {
  em: EntityManager;
  principal: Principal;
  loaders: Loaders;
  ipAddress?: string;
  userAgent?: string;
}

export function createContext(
  principal: Principal,
  em: EntityManager,
  meta: { ipAddress?: string; userAgent?: string } = {},
): Context {
  return { em, principal, loaders: new Loaders(), ...meta };
}
