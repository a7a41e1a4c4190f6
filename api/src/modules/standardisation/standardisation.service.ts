import { z } from 'zod';
import {
  findCurrency,
  resolveMoney,
  standardPriceYear,
  worldBankAttribution,
  worldBankSeries,
  type StandardisationInput,
  type StandardisationRefusal,
  type StandardisationStep,
  type StandardisationWarning,
  type WorldBankFactors,
} from '@esvd/schema/rules/standardisation/index';
import { standardiseValueInput } from '@esvd/schema/rules/standardisation/input';
import type { Context } from '../../core/context.ts';
import { badRequest, parseInput } from '../../core/errors.ts';
import { queryRows, withTransaction } from '../../core/sql.ts';
import {
  factorsOf,
  noVintageInUse,
  putVintageInUse,
  worldBankVintages,
  type FactorRow,
  type WorldBankVintageRow,
} from './standardisation.sql.ts';
import { factorSeries, standardiseRecord } from './world-bank-factors.ts';

const vintageName = z.string().trim().min(1, 'Name a World Bank vintage, such as 2021-10.').max(40);

/** A standardisation as the API answers it: the value or the reasons, the chain, the checks and the attribution. */
export interface StandardisationView {
  computable: boolean;
  /** Int$/ha/year at 2020 prices; null when not computable. */
  value: number | null;
  steps: StandardisationStep[];
  reasons: StandardisationRefusal[];
  /** Warnings about the inputs, and about `intPerHectarePerYear` when one was given. */
  warnings: StandardisationWarning[];
  /** `agrees`, `differs` or `not computable`, then the reasons. */
  summary: string;
  /** ISO 4217 code; null when the currency is unknown. */
  currency: string | null;
  /** Whose World Bank series converted the money; null when none could. */
  economy: string | null;
  priceYear: number;
  vintage: string;
  /** The World Bank series the factors come from (WDI codes). */
  series: string[];
  attribution: string;
}

/** The factors of one economy, from the rows `factorsOf` reads. */
function factorsFrom(vintage: string, rows: readonly FactorRow[]): WorldBankFactors {
  const values = new Map(rows.map((row) => [`${row.series}/${row.year}`, row.value ?? undefined]));
  return {
    vintage,
    // The rows are of one economy: the one `resolveMoney` gave, which the engine asks for again.
    deflator: (_economy, year) => values.get(`${worldBankSeries.deflator}/${year}`),
    ppp: (_economy, year) => values.get(`${worldBankSeries.ppp}/${year}`),
  };
}

/**
 * Standardised values (issue 37): a record's inputs to Int$/ha/year at 2020 prices with the World Bank's series in
 * PostgreSQL, by the engine of `@esvd/schema/rules/standardisation`. Read-only: it never writes a stored value.
 */
export class StandardisationService {
  /** Standardises one value (public): its inputs are checked by the shared rule, its factors read in one statement. */
  async standardise(context: Context, input: unknown): Promise<StandardisationView> {
    const request = parseInput(standardiseValueInput, input);
    const record: StandardisationInput = {
      originalValue: request.originalValue,
      currency: request.currency,
      valueYear: request.valueYear,
      countries: request.countries,
      spatialUnit: request.spatialUnit,
      siteAreaInHectares: request.siteAreaInHectares ?? null,
      temporalUnit: request.temporalUnit,
      presentValueYear: request.presentValueYear ?? null,
      presentValueDiscountRate: request.presentValueDiscountRate ?? null,
      beneficiaryUnit: request.beneficiaryUnit ?? null,
      numberOfBeneficiaries: request.numberOfBeneficiaries ?? null,
    };
    const money = resolveMoney(record);
    // Without an economy there is nothing to look up, but the answer still names the vintage.
    const economy = 'economy' in money ? money.economy : '';
    const rows = await queryRows<FactorRow>(
      context.em,
      factorsOf(request.vintage ?? null, economy, factorSeries, [request.valueYear, standardPriceYear]),
    );
    if (rows.length === 0) throw badRequest(`There is no World Bank vintage ${request.vintage}.`);
    const factors = factorsFrom(rows[0].vintage, rows);
    const { result, warnings, summary } = standardiseRecord(
      // A caller's question is no published record: a missing stored value is not a finding.
      { ...record, intPerHectarePerYear: request.intPerHectarePerYear ?? null, published: false },
      factors,
    );
    return {
      computable: result.computable,
      value: result.computable ? result.value : null,
      steps: result.computable ? result.steps : [],
      reasons: result.computable ? [] : result.reasons,
      warnings,
      summary,
      currency: findCurrency(record.currency ?? '')?.code ?? null,
      economy: result.computable ? result.economy : null,
      priceYear: standardPriceYear,
      vintage: factors.vintage,
      series: [...factorSeries],
      attribution: `${worldBankAttribution}, vintage ${factors.vintage}`,
    };
  }

  /** The World Bank vintages loaded, newest first, and which one standardised values are computed with. */
  vintages(context: Context): Promise<WorldBankVintageRow[]> {
    return queryRows<WorldBankVintageRow>(context.em, worldBankVintages);
  }

  /**
   * Computes standardised values with `vintage` from now on (issue 37: an administrator's choice). The export's
   * computed column follows: PostgreSQL drops the stored export lines when the vintage in use changes.
   */
  async setVintageInUse(context: Context, vintageInput: unknown): Promise<WorldBankVintageRow[]> {
    const vintage = parseInput(vintageName, vintageInput);
    await withTransaction(context.em, async (client) => {
      await client.query(noVintageInUse.toQuery());
      const { rowCount } = await client.query(putVintageInUse(vintage).toQuery());
      if (!rowCount) throw badRequest(`There is no World Bank vintage ${vintage}.`);
    });
    return this.vintages(context);
  }
}
