import { sql } from '../../core/sql.ts';

/** Every role's resources: its own and those of the roles it inherits from, at any depth. */
export const roleGrants = sql`
  with recursive lineage(role, ancestor) as (
    select name, name from access_role
    union
    select lineage.role, inherits.inherited_role_name
    from lineage join access_role_inherits inherits on inherits.role_name = lineage.ancestor
  )
  select distinct lineage.role, grant_row.resource_name as resource
  from lineage join access_role_grant grant_row on grant_row.role_name = lineage.ancestor`;
