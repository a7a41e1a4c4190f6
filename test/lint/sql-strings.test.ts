// The rule that keeps SQL text away from the drivers (eslint.config.js): outside the *.sql.ts files and the SQL kit,
// `execute(` and `query(` refuse a string or template literal and take a `sql` fragment.
import { beforeAll, describe, expect, it } from 'vitest';
import { syntaxLinter } from './syntax-linter.ts';

async function stringSqlErrors(filePath: string, call: string): Promise<string[]> {
  const [result] = await syntaxLinter.lintText(`export const run = async () => ${call};\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const service = 'api/src/modules/studies/studies.service.ts';

// The first lint loads the config, its plugins and the parser: seconds on a busy machine.
beforeAll(() => syntaxLinter.lintText('', { filePath: service }), 60_000);

describe('SQL text passed to a driver', () => {
  it.each([
    ['em.execute with a string', service, `em.execute('delete from study where id = ?', [id])`],
    ['em.execute with its row type', service, `em.execute<{ id: number }[]>('select id from study')`],
    ['a connection with a template literal', service, 'em.getConnection().execute(`select ${column} from study`)'],
    ['a pg client with a string', 'api/src/db/seed/index.ts', `client.query('vacuum full valuation')`],
    ['a pg client in the kernel', 'api/src/core/events.ts', 'client.query(`listen ${channel}`)'],
  ])('fails: %s', async (_case, filePath, call) => {
    expect(await stringSqlErrors(filePath, call)).toHaveLength(1);
  });

  it.each([
    ['a fragment through the kit', service, 'executeIn(em, sql`delete from study where id = ${id}`)'],
    ['a fragment on a pg client', service, 'client.query(studyById(id).toQuery())'],
    ['a fragment as a cursor', service, 'client.query(new QueryStream(text, values))'],
    ['a string in a *.sql.ts file', 'api/src/modules/studies/studies.sql.ts', `client.query('select 1')`],
    ['a string in the kit', 'api/src/core/sql.ts', `client.query('commit')`],
    ['a string outside the api', 'test/api/studies.test.ts', `client.query('select 1')`],
  ])('passes: %s', async (_case, filePath, call) => {
    expect(await stringSqlErrors(filePath, call)).toEqual([]);
  });
});
