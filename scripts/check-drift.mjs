// Fails when a committed contract is out of date: regenerates schema/schema.graphql from the api's decorated
// classes, schema/openapi.json from the REST route table and web/src/gql with each .graphql file's
// documents (*.generated.ts beside it) from the GraphQL schema, then asks git
// whether anything changed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = ['schema/schema.graphql', 'schema/openapi.json', 'web/src/gql', ':(glob)web/src/**/*.generated.ts'];

const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
run('npm', ['run', '--silent', 'schema:emit']);
run('npm', ['run', '--silent', 'codegen']);

// Modified, added, deleted and untracked files alike; an empty answer means the commit is current.
const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...generated], {
  cwd: root,
  encoding: 'utf8',
});
const changed = status.split('\n').filter(Boolean);
if (changed.length) {
  console.error(
    [
      '',
      'The generated contract files differ from what is committed:',
      ...changed.map((line) => `  ${line}`),
      '',
      'The api schemas and the web documents are generated: run `npm run schema:emit && npm run codegen`',
      'and commit the result (see `git diff -- schema/ web/src/`).',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
console.log("No drift: schema/schema.graphql, schema/openapi.json and the web's generated files match the code.");
