import { graphqlData, loginAsDemoUser, type Server } from './http.ts';
import type { RunningApp } from '../../api/src/app.ts';

/**
 * What a runnable example of examples/ needs from a test api: an API key, mailed to `recipientEmail` as a data
 * scientist would get one, and the country with the most published valuations, so that the example pages through
 * several pages.
 */
export async function exampleCaller(
  app: RunningApp & Server,
  recipientEmail: string,
): Promise<{ apiKey: string; country: { id: number; code: string } }> {
  const token = await loginAsDemoUser(app, 'coCapacity');
  const { generateApiKey } = await graphqlData<{ generateApiKey: { key: string } }>(
    app,
    'mutation G($email: String!) { generateApiKey(input: { recipientEmail: $email }) { key } }',
    { email: recipientEmail },
    token,
  );
  const [country] = await app.database.orm.em.getConnection().execute<{ id: number; code: string }[]>(
    `select c.id, c.code from ref_country c join valuation_country vc on vc.country_id = c.id
     join valuation v on v.id = vc.valuation_id join study s on s.id = v.study_id
     where s.is_published group by c.id order by count(*) desc, c.id limit 1`,
  );
  return { apiKey: generateApiKey.key, country };
}
