import { Migration } from '@mikro-orm/migrations';
import { executeIn, sql } from '../api/src/core/sql.ts';
import { insertWorldBankSeries } from '../api/src/modules/standardisation/standardisation.sql.ts';
import { readWorldBankFile } from '../api/src/modules/standardisation/world-bank-files.ts';

/** The World Bank downloads this migration loads, with the day each was made. */
const vintages = [
  { vintage: '2021-10', downloaded: '2021-10-22' },
  { vintage: '2024-01', downloaded: '2024-01-02' },
  { vintage: '2024-04', downloaded: '2024-04-30' },
];

const files = [
  'wdi2021-10_NY.GDP.DEFL.ZS.csv',
  'wdi2021-10_PA.NUS.PPP.csv',
  'wdi2021-10_PA.NUS.ATLS.csv',
  'wdi2024-01_FP.CPI.TOTL.csv',
  'wdi2024-04_NY.GDP.DEFL.ZS.csv',
  'wdi2024-04_PA.NUS.PPP.csv',
  'wdi2024-04_PA.NUS.ATLS.csv',
];

/**
 * The World Bank series that standardise values (issue 37), each vintage whole, and the vintage in use: 2021-10, the
 * one that best reproduces the ESVD's own values.
 */
export class Migration20261208090000 extends Migration {
  override async up(): Promise<void> {
    const em = this.getEntityManager();
    await executeIn(
      em,
      sql`create table "wdi_vintage" ("vintage" text not null, "downloaded" date not null,
        "in_use" boolean not null default false, constraint "wdi_vintage_pkey" primary key ("vintage"))`,
    );
    await executeIn(em, sql`create unique index "wdi_vintage_one_in_use" on "wdi_vintage" ("in_use") where "in_use"`);
    await executeIn(
      em,
      sql`create table "wdi_value" ("vintage" text not null, "series" text not null, "iso3" text not null,
        "year" smallint not null, "value" double precision not null,
        constraint "wdi_value_pkey" primary key ("vintage", "series", "iso3", "year"),
        constraint "wdi_value_vintage_foreign" foreign key ("vintage") references "wdi_vintage" ("vintage")
          on update cascade on delete cascade)`,
    );
    for (const { vintage, downloaded } of vintages) {
      await executeIn(
        em,
        sql`insert into wdi_vintage (vintage, downloaded, in_use) values (${vintage}, ${downloaded}::date, ${vintage === '2021-10'})`,
      );
    }
    for (const file of files) await executeIn(em, insertWorldBankSeries(await readWorldBankFile(file)));
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "wdi_value";');
    this.addSql('drop table if exists "wdi_vintage";');
  }
}
