import type { Context } from '../../server/context.ts';

/** Value records: search, statistics and exports build on this service. */
export class ValuationsService {
  /** Value records visible in the database: those of published studies. */
  async totalCount(context: Context): Promise<number> {
    const [row] = await context.em
      .getConnection()
      .execute<{ total: string }[]>(
        'select count(*) as total from valuation v join study s on s.id = v.study_id where s.is_published',
      );
    return Number(row.total);
  }
}
