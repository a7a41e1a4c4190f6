import { Collection, Entity, ManyToMany, PrimaryKey, Property } from '@mikro-orm/core';

/** A named thing a role may read (the spec's resources: settings, userProfile, esvd, vtt, ...). */
@Entity({ tableName: 'access_resource' })
export class Resource {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  label!: string;
}

/** A role with its own grants; it also holds every grant of the roles it inherits. */
@Entity({ tableName: 'access_role' })
export class Role {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  label!: string;

  @ManyToMany({
    entity: () => Role,
    pivotTable: 'access_role_inherits',
    joinColumn: 'role_name',
    inverseJoinColumn: 'inherited_role_name',
  })
  inherits = new Collection<Role>(this);

  @ManyToMany({
    entity: () => Resource,
    pivotTable: 'access_role_grant',
    joinColumn: 'role_name',
    inverseJoinColumn: 'resource_name',
  })
  grants = new Collection<Resource>(this);
}
