// The committed contract (schema/schema.graphql, which the web's codegen reads) matches the resolvers.
// `npm run drift` checks the same and also the generated web documents; this test says so sooner.
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { buildGraphqlSchema, printGraphqlSchema } from '../../api/src/server/graphql-schema.ts';

it('schema/schema.graphql is what the resolvers build (run `npm run schema:emit` when it is not)', async () => {
  const committed = await readFile(path.join(repositoryRoot, 'schema/schema.graphql'), 'utf8');
  const built = printGraphqlSchema(await buildGraphqlSchema(createPubSub()));
  expect(built).toBe(committed);
});
