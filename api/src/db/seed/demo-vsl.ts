import type { EntityManager } from '@mikro-orm/postgresql';
import { executeIn } from '../../core/sql.ts';
import { countVslStudies, emptyVsl, insertDemoVslLinks, insertDemoVslStudies } from './demo-vsl.sql.ts';
import { analyze, resetIdSequence } from './seed.sql.ts';

/**
 * A demo valuation studies list (spec 001 §3), derived from the first demo studies (`demoVslRows`), so the same
 * demo data always gives the same list: row n is the n-th study by id. Published studies are "included", unpublished
 * ones "pending review", and every ninth is "excluded" (screened out, so it has no study id). Countries, TEEB
 * services, ESVD 2.0 biomes and ecozones and the most frequent protection status come from the study's valuations;
 * the ESVD 1.0 biome / ecosystem, which the demo valuations do not carry, is picked by the study's id. Replaces any
 * list there was.
 */
export async function seedDemoVsl(em: EntityManager): Promise<number> {
  await executeIn(em, emptyVsl);
  await executeIn(em, insertDemoVslStudies);
  await resetIdSequence(em, 'vsl_study');
  for (const links of insertDemoVslLinks) await executeIn(em, links);
  await executeIn(em, analyze('vsl_study'));
  const [{ count }] = await executeIn<{ count: number }>(em, countVslStudies);
  return count;
}
