import { releaseDiffInput, releaseDownloadInput } from '@esvd/schema/rules/releases';
import { z } from 'zod';
import type { Logger } from '../../core/logger.ts';
import { route, sendStreamedFile, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { ReleasesService } from './releases.service.ts';

export const releasesTag: RestTag = {
  name: 'Releases',
  description:
    'Frozen versions of the database: each saved database version freezes the published records as a release, ' +
    'which can be downloaded and compared with another at any time later.',
};

const labelParams = z.object({ label: z.string() });
const diffQuery = releaseDiffInput.extend({ format: z.enum(['json', 'csv']).default('json') });

export const releaseRoutes = (releases: ReleasesService, logger: Logger): RestRoute[] => [
  route({
    method: 'GET',
    path: '/releases',
    access: 'public',
    summary: 'The releases, newest first, with their record counts and citations',
    handle: (_input, context) => releases.list(context),
  }),
  route<unknown, { from: string; to: string; format: 'json' | 'csv' }>({
    method: 'GET',
    path: '/releases/diff',
    access: 'esvd',
    summary: 'What changed between two releases',
    description:
      'Counts of the records added, changed, removed and unchanged from `from` to `to`; with `format=csv`, a ' +
      'file of one line per record that differs, naming the columns that changed with their values before and after.',
    query: diffQuery,
    fileAnswer: 'csvOrJson',
    handle: async ({ query }, context, response) => {
      if (query.format === 'json') return releases.diff(context, query);
      await sendStreamedFile(response, logger, await releases.diffFile(context, query));
    },
  }),
  route<{ label: string }>({
    method: 'GET',
    path: '/releases/:label/datapackage.json',
    access: 'public',
    summary: 'A release as a Frictionless Tabular Data Package',
    description:
      'Its name, title, version, licence and sources, and its CSV as the one resource with a Table Schema: each ' +
      "column's type and description (https://specs.frictionlessdata.io/tabular-data-package/).",
    params: labelParams,
    handle: ({ params }, context) => releases.dataPackage(context, params.label),
  }),
  route<{ label: string }, unknown>({
    method: 'GET',
    path: '/releases/:label/download',
    access: 'esvd',
    summary: "Download a release's records",
    description: "In the ESVD's 126 columns and the computed ones, as the export wrote them when it was made.",
    params: labelParams,
    serviceRules: { query: [releaseDownloadInput] },
    fileAnswer: 'csvXlsxOrParquet',
    handle: async ({ params, query }, context, response) =>
      sendStreamedFile(
        response,
        logger,
        await releases.download(context, params.label, (query as { format?: unknown }).format),
      ),
  }),
];
