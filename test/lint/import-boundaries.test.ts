// The rooms' import rules (eslint.config.js, ARCHITECTURE.md) fail on wrong imports and pass the right ones.
// Each case lints a line of code as if it stood in a real file of that room.
import { describe, expect, it } from 'vitest';
import { syntaxLinter } from './syntax-linter.ts';

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await syntaxLinter.lintText(`import { thing } from '${importPath}';\nexport { thing };\n`, {
    filePath,
  });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['a service imports the front door', 'api/src/modules/studies/studies.service.ts', '../../server/services.ts'],
    ['db/ imports the front door', 'api/src/db/seed/index.ts', '../../server/http.ts'],
    ['the kernel imports a module', 'api/src/core/context.ts', '../modules/access/roles.ts'],
    ['a service imports a GraphQL adapter', 'api/src/modules/studies/studies.service.ts', './studies.graphql.ts'],
    [
      "a module imports another module's internals",
      'api/src/modules/studies/studies.service.ts',
      '../valuations/valuation-rows.sql.ts',
    ],
    [
      "an adapter imports another module's internals",
      'api/src/modules/studies/studies.graphql.ts',
      '../history/history.service.ts',
    ],
    [
      "a service imports another module's adapter",
      'api/src/modules/filter-queries/filter-queries.service.ts',
      '../valuations/valuations.graphql.ts',
    ],
    ["db/ imports a module's internals", 'api/src/db/entities.ts', '../modules/studies/study.entity.ts'],
    [
      "the front door imports a module's internals",
      'api/src/server/services.ts',
      '../modules/valuations/valuation-rows.sql.ts',
    ],
    ['the web imports the api', 'web/src/modules/search/SearchPage.tsx', '../../../../api/src/core/errors.ts'],
    ["a feature imports another feature's internals", 'web/src/modules/vsl/VslTable.tsx', '../search/search-url.ts'],
    ['a nested feature file does the same', 'web/src/modules/search/results/X.tsx', '../../map/MapMode.tsx'],
    ['a feature imports the shell', 'web/src/modules/search/SearchPage.tsx', '../../app/routes.tsx'],
    ['the shared kit imports a feature', 'web/src/modules/common/filters/X.tsx', '../../search/search-url.ts'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a module imports the kernel', 'api/src/modules/studies/studies.service.ts', '../../core/errors.ts'],
    ["a module imports another module's index", 'api/src/modules/studies/studies.service.ts', '../valuations/index.ts'],
    ['a module imports its own files', 'api/src/modules/studies/studies.service.ts', './studies.sql.ts'],
    [
      'an adapter imports another adapter',
      'api/src/modules/studies/x.graphql.ts',
      '../valuations/valuations.graphql.ts',
    ],
    ["db/ imports a module's index", 'api/src/db/entities.ts', '../modules/studies/index.ts'],
    ["the front door imports a module's index", 'api/src/server/services.ts', '../modules/studies/index.ts'],
    [
      "the front door imports a module's adapter",
      'api/src/server/rest-routes.ts',
      '../modules/studies/studies.rest.ts',
    ],
    ["a module's test imports another module's internals", 'api/src/modules/x/x.test.ts', '../vsl/vsl.sql.ts'],
    ['a feature imports the shared kit', 'web/src/modules/vsl/VslTable.tsx', '../common/PageFrame.tsx'],
    ["a feature imports another feature's index", 'web/src/modules/suggest-study/X.tsx', '../vsl/index.ts'],
    ['a feature imports its own files', 'web/src/modules/search/results/X.tsx', '../search-url.ts'],
    ['a feature imports the generated types', 'web/src/modules/search/results/X.tsx', '../../../gql/graphql.ts'],
    [
      "a feature imports the shared kit's generated documents",
      'web/src/modules/access/use-viewer.ts',
      '../common/session.generated.ts',
    ],
    ['the shell imports a feature', 'web/src/app/routes.tsx', '../modules/search/SearchPage.tsx'],
  ])('passes when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toEqual([]);
  });
});
