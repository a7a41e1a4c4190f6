import type { Response } from 'express';
import { atMostInt4 } from '@esvd/schema/rules/database-values';
import { z } from 'zod';
import type { Access } from './caller.ts';
import type { Context } from './context.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
}

/**
 * One REST path of the spec, as a thin adapter: it declares who may call it, validates its input
 * with zod, and hands over to a service. The GraphQL resolvers call the same services.
 */
export interface RestRoute<Params = unknown, Query = unknown, Body = unknown> {
  method: Method;
  path: string;
  access: Access;
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  /** Plain data is sent as JSON; a handler that streams writes to `response` itself and returns undefined. */
  handle(input: RestInput<Params, Query, Body>, context: Context, response: Response): Promise<unknown> | unknown;
}

/** Keeps each route's own parameter types while collecting routes of different shapes in one table. */
export function route<Params = unknown, Query = unknown, Body = unknown>(
  definition: RestRoute<Params, Query, Body>,
): RestRoute {
  return definition as RestRoute;
}

/** A route parameter that is an id, named `name` in its messages: a clear 400 for "abc" instead of a database error. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(...atMostInt4(name));

/** Route parameters that are ids. */
export const idParams = z.object({ id: idParam('id') });
