import { standardisationChecksFilter, standardiseValueInput } from '@esvd/schema/rules/standardisation/input';
import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import { sendCsvFile } from '../downloads/csv-file.rest.ts';
import type { StandardisationChecksService } from './standardisation-checks.service.ts';
import type { StandardisationService } from './standardisation.service.ts';

export const standardisationTag: RestTag = {
  name: 'Standardised values',
  description:
    'A value turned into international dollars per hectare per year at 2020 prices, with the chain of its steps, ' +
    'by the World Bank series (World Bank, World Development Indicators, CC BY 4.0).',
};

export const standardisationRoutes = (standardisation: StandardisationService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/standardise',
    access: 'public',
    summary: 'Standardise a value to Int$/ha/year at 2020 prices',
    description:
      'Per hectare (hectare, km2, acre, total area over the site area), times the beneficiaries (a value per ' +
      'household or person), per year (year, trip/visit, present value by the annuity factor), then the money: ' +
      "the economy's GDP deflator (NY.GDP.DEFL.ZS) to 2020 and its 2020 PPP conversion factor (PA.NUS.PPP). " +
      'countries is a comma-separated list of ISO 3166-1 alpha-3 codes. The answer carries each step with its ' +
      'factor, the World Bank vintage, or the reasons the value cannot be computed; with intPerHectarePerYear, ' +
      'also whether that stored value agrees. Source: World Bank, World Development Indicators (CC BY 4.0).',
    serviceRules: { query: [standardiseValueInput] },
    handle: ({ query }, context) => standardisation.standardise(context, query),
  }),
];

/** The checks' CSV download, for editors in chief and administrators (who hold editData). */
export const standardisationChecksRoutes = (checks: StandardisationChecksService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/standardisation-checks/csv',
    access: 'editData',
    summary: 'Download the records the standardisation checks flag',
    description:
      'Every record whose checks give a warning, in ValueId order, with its stored and computed Int$/ha/year, the ' +
      'verdict and the warnings with the fields they name; code (a check) and country (ISO 3166-1 alpha-3) filter ' +
      'it. Computed with the World Bank vintage in use (World Development Indicators, CC BY 4.0).',
    serviceRules: { query: [standardisationChecksFilter] },
    fileAnswer: 'csv',
    handle: async ({ query }, context, response) => sendCsvFile(response, await checks.download(context, query)),
  }),
];
