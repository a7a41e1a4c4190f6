import type { Request, Response } from 'express';
import { atMostInt4 } from '@esvd/schema/rules/database-values';
import { z } from 'zod';
import type { Writable } from 'node:stream';
import type { Access } from './caller.ts';
import type { Context } from './context.ts';
import type { PreparedJson } from './kept-answers.ts';
import type { Logger } from './logger.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
}

/** A group of paths in the OpenAPI document (a tag), declared by the module whose routes it lists. */
export interface RestTag {
  name: string;
  description: string;
}

/** What an answer is when it is a file rather than JSON. */
export type FileAnswer = 'csv' | 'csvXlsxOrParquet' | 'csvOrJson' | 'xlsx' | 'pdf' | 'attachment' | 'text';

/**
 * One REST path of the spec, as a thin adapter: it declares who may call it, validates its input
 * with zod, and hands over to a service. The GraphQL resolvers call the same services. The OpenAPI
 * document (server/openapi.ts) is built from these declarations.
 */
export interface RestRoute<Params = unknown, Query = unknown, Body = unknown> {
  method: Method;
  path: string;
  access: Access;
  /** What it does, in a line (the OpenAPI summary). */
  summary: string;
  /** What the summary leaves out, for the OpenAPI description (which adds who may call it). */
  description?: string;
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  /**
   * The shared rules the service validates the input with, where the route hands it over as it comes: the OpenAPI
   * document describes the query string and the body by them.
   */
  serviceRules?: { query?: z.ZodType[]; body?: z.ZodType };
  /** A workbook sent as multipart/form-data (field "file"). */
  fileUpload?: boolean;
  /** What it answers when that is a file rather than JSON. */
  fileAnswer?: FileAnswer;
  /** Plain data is sent as JSON; a handler that streams writes to `response` itself and returns undefined. */
  handle(input: RestInput<Params, Query, Body>, context: Context, response: Response): Promise<unknown> | unknown;
}

/** Keeps each route's own parameter types while collecting routes of different shapes in one table. */
export function route<Params = unknown, Query = unknown, Body = unknown>(
  definition: RestRoute<Params, Query, Body>,
): RestRoute {
  return definition as RestRoute;
}

/** A route of the table, with the tag the OpenAPI document lists it under. */
export type TaggedRoute = RestRoute & { tag: RestTag };

/** A module's routes under its tag. */
export const tagged = (tag: RestTag, routes: readonly RestRoute[]): TaggedRoute[] =>
  routes.map((route) => ({ ...route, tag }));

/** A route parameter that is an id, named `name` in its messages: a clear 400 for "abc" instead of a database error. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(...atMostInt4(name));

/** Route parameters that are ids. */
export const idParams = z.object({ id: idParam('id') });

/** A file a route streams: what it is, known before the first byte, then the writing, which ends `destination`. */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  /** The records it holds, so that a client can show progress. */
  totalCount: number;
  /**
   * Streams the records to `destination` and ends it, waiting whenever it is full. Resolves early, quietly, once
   * `destination` is destroyed; rejects on any other failure, which can only cut the file short.
   */
  write(destination: Writable): Promise<unknown>;
}

/**
 * Sends a streamed file: its headers first, the record count among them (X-Total-Count) so that a browser can show
 * progress, then the records as they are read. Refusals (an empty result, say) happen before, when the file is
 * made; a failure after the headers can only cut the file short, so it is logged and the connection closed.
 */
export async function sendStreamedFile(response: Response, logger: Logger, file: StreamedFile): Promise<void> {
  response.status(200).set({
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'X-Total-Count': String(file.totalCount),
    'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
    'Cache-Control': 'no-store',
  });
  response.flushHeaders();
  try {
    await file.write(response);
  } catch (error) {
    logger.error(`The download ${file.fileName} stopped after its headers were sent`, error);
    response.destroy();
  }
}

/**
 * Whether an If-None-Match header names the entity (RFC 9110 §13.1.2, weak comparison). Express's `fresh` would
 * answer 200 to every fetch() that sets it, which adds Cache-Control: no-cache to such a request; that directive
 * is for caches, and an origin server answers the condition.
 */
function namesEntity(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends JSON made once (a kept answer): gzipped when the client accepts it, and 304 without a body when the client's
 * If-None-Match already names it. Browsers keep it and ask again each time (no-cache), which then costs a 304.
 */
export function sendPreparedJson(request: Request, response: Response, answer: PreparedJson): void {
  response.setHeader('ETag', answer.etag);
  response.setHeader('Cache-Control', 'no-cache');
  response.vary('Accept-Encoding');
  if (namesEntity(request.headers['if-none-match'], answer.etag)) return void response.status(304).end();
  const gzipped = answer.gzipped !== null && request.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzipped ? answer.gzipped! : answer.text;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzipped) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.status(200).end(body);
}
