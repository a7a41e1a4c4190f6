// Runs the api's TypeScript directly through SWC, which (unlike esbuild) emits the decorator
// metadata that type-graphql and MikroORM read.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

process.env.SWC_NODE_PROJECT ??= new URL('./tsconfig.json', import.meta.url).pathname;
register('@swc-node/register/esm', pathToFileURL('./'));
