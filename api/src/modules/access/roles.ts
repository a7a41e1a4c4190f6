/**
 * The role-to-resource table of spec 000 §6 and spec 001 §1, the one source the seed writes to the
 * database and the access check reads. Roles only ever grant "read" of a resource.
 */
import { resources, type ResourceName } from '@esvd/schema/rules/resources';
import { roleNames, type RoleName } from '../../core/caller.ts';

export { resources, roleNames, type ResourceName, type RoleName };

export interface RoleDefinition {
  label: string;
  inherits: RoleName[];
  grants: ResourceName[];
}

export const roles: Record<RoleName, RoleDefinition> = {
  basic: { label: 'Basic', inherits: [], grants: ['home', 'esvd', 'userProfile'] },
  user: { label: 'User', inherits: ['basic'], grants: ['suggestStudy'] },
  editorInChief: { label: 'Editor in chief', inherits: ['basic'], grants: ['editData'] },
  dataAnalyst: { label: 'Data analyst', inherits: ['basic'], grants: ['study'] },
  admin: {
    label: 'Admin',
    inherits: ['user', 'dataAnalyst', 'editorInChief'],
    // The spec names Admin, Downloads, Settings, VTT setup and calculations and ESVD Uploads; the other
    // admin pages (VSL grid, early birds, stats readiness, reference lists, manage studies) are presumed
    // administrators' as spec 001 §6 says.
    grants: [
      'admin',
      'downloads',
      'settings',
      'vtt',
      'vttCalculations',
      'uploads',
      'vsl',
      'earlybirdSetup',
      'statsReady',
      'referenceLists',
      'manageStudies',
    ],
  },
  coCapacity: { label: 'Co-capacity', inherits: ['admin'], grants: ['vsluploads', 'apikeySetup'] },
};

/** Resources anyone may read without signing in: the value transfer calculator is public (spec 001 §2). */
export const publicResources: readonly ResourceName[] = ['home', 'vttCalculations'];

/** Every resource a role holds, its own and inherited. */
export function grantsOf(role: RoleName): Set<ResourceName> {
  const granted = new Set<ResourceName>();
  const visit = (name: RoleName) => {
    for (const resource of roles[name].grants) granted.add(resource);
    for (const parent of roles[name].inherits) visit(parent);
  };
  visit(role);
  return granted;
}
