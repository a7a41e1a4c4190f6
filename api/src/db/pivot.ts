import { Entity, Index, ManyToOne, Property, type EntityClass } from '@mikro-orm/core';

/**
 * Declares the join table of a many-to-many link with its composite key (owner, target) and the
 * reverse index (target, owner), so `EXISTS` filters are index-only scans from either side.
 * Deleting the owner removes its links; deleting a target that is still linked is refused.
 * An `ordered` link keeps each link's place among its owner's (`position`, 1 for the first); a link written
 * without one (null) follows those that have one.
 */
export function pivotEntity(
  className: string,
  tableName: string,
  owner: { property: string; entity: () => EntityClass<object> },
  target: { property: string; entity: () => EntityClass<object> },
  options: { ordered?: boolean } = {},
): EntityClass<object> {
  const pivot = { [className]: class {} }[className];
  // Applied by hand, the decorators lose the typing that ties property names to the class.
  const ownerLink = ManyToOne({ entity: owner.entity, primary: true, deleteRule: 'cascade' }) as PropertyDecorator;
  const targetLink = ManyToOne({ entity: target.entity, primary: true, deleteRule: 'no action' }) as PropertyDecorator;
  ownerLink(pivot.prototype, owner.property);
  targetLink(pivot.prototype, target.property);
  if (options.ordered)
    (Property({ type: 'smallint', nullable: true }) as PropertyDecorator)(pivot.prototype, 'position');
  (Index({ properties: [target.property, owner.property] as never }) as ClassDecorator)(pivot);
  (Entity({ tableName }) as ClassDecorator)(pivot);
  return pivot;
}
