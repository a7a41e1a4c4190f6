import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, unauthenticated } from '../../core/errors.ts';
import type { Access, Principal } from '../../core/caller.ts';
import { queryRows } from '../../core/sql.ts';
import { roleGrants } from './access.sql.ts';
import { publicResources, resources, type ResourceName, type RoleName } from './roles.ts';

/** Resources an API key may read: the data, never an admin page. */
export const apiKeyResources: readonly ResourceName[] = ['home', 'esvd'];

/**
 * Answers "may this principal read resource R". The grants are read from the database's role tables
 * (seeded from roles.ts) once at start, with inheritance resolved in SQL.
 */
export class AccessPolicy {
  private constructor(private readonly grants: Map<RoleName, Set<ResourceName>>) {}

  static async load(em: EntityManager): Promise<AccessPolicy> {
    const rows = await queryRows<{ role: RoleName; resource: ResourceName }>(em, roleGrants);
    const grants = new Map<RoleName, Set<ResourceName>>();
    for (const { role, resource } of rows) {
      if (!grants.has(role)) grants.set(role, new Set());
      grants.get(role)!.add(resource);
    }
    return new AccessPolicy(grants);
  }

  mayRead(principal: Principal, resource: ResourceName): boolean {
    if (publicResources.includes(resource)) return true;
    switch (principal.kind) {
      case 'anonymous':
        return false;
      case 'apiKey':
        return apiKeyResources.includes(resource);
      case 'user':
        return this.grants.get(principal.role)?.has(resource) ?? false;
    }
  }

  /** Throws 401 for nobody and 403 for a principal that lacks the access. */
  require(principal: Principal, access: Access): void {
    if (access === 'public') return;
    if (principal.kind === 'anonymous') throw unauthenticated('Sign in to use this part of the database.');
    if (access === 'signedIn' || this.mayRead(principal, access)) return;
    throw forbidden();
  }

  /** The resources list with granted flags that the client's guards and menus use. */
  resourceAccess(principal: Principal): { resource: ResourceName; granted: boolean }[] {
    return (Object.keys(resources) as ResourceName[]).map((resource) => ({
      resource,
      granted: this.mayRead(principal, resource),
    }));
  }
}
