// The access module: the roles and what each grants, the access policy every service asks, and @Public().
export { Lease } from './lease.entity.ts';
export { Resource, Role } from './role.entity.ts';
export { AccessPolicy, apiKeyResources } from './access.service.ts';
export { grantsOf, publicResources, resources, roleNames, roles, type ResourceName, type RoleName } from './roles.ts';
export { Public } from './public.ts';
