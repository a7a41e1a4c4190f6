import { listFilterDefinition, listFiltersOf, type FilterSubject } from '@esvd/schema/rules/list-filters';
import { Field, Int } from 'type-graphql';

/**
 * Declares a subject's list filters on its GraphQL filter input, one nullable list of entry ids per catalogue
 * entry (schema/rules/list-filters.ts), so the contract offers exactly the filters the rules check. Applied by hand,
 * as the decorators would be, before the schema is built.
 */
export function declareListFilterFields(input: abstract new () => object, subject: FilterSubject): void {
  for (const name of listFiltersOf(subject)) {
    const { description } = listFilterDefinition(name);
    (Field(() => [Int], { nullable: true, description }) as PropertyDecorator)(input.prototype, name);
  }
}
