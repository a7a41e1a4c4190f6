// Writes schema/schema.graphql from the resolvers; the web's codegen reads that file, never a server.
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../core/config.ts';
import { buildGraphqlSchema, printGraphqlSchema } from '../server/graphql-schema.ts';

const schema = await buildGraphqlSchema(createPubSub());
const target = path.join(repositoryRoot, 'schema/schema.graphql');
await writeFile(target, printGraphqlSchema(schema));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
