import { Extensions } from 'type-graphql';

/** The marker of a public operation in the schema's field extensions. */
export const publicAccess = { access: 'public' } as const;

/**
 * Marks a GraphQL operation anyone may call, signed in or not. Every other operation declares
 * `@Authorized(...)`; the authorisation test fails for an operation that does neither.
 */
export const Public = () => Extensions(publicAccess);
