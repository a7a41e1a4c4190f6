import { contactEmail, productName, productTitle } from '@esvd/schema/rules/product';
import type { DatabaseVersionView } from './reference-info.service.ts';

/** What a dataset search engine reads of the database (schema.org `Dataset`, issue 38). */
export interface DatasetDescriptionSource {
  /** The product's address. */
  publicUrl: string;
  /** The current database version with its citation, when one is saved. */
  current: DatabaseVersionView | null;
  /** The address of the data's licence, when the operator names one (DATASET_LICENSE). */
  license: string | undefined;
}

/**
 * The database as a schema.org `Dataset` (JSON-LD), which the home page carries as served so that dataset search
 * engines find it without running the app: name, description, version, licence, creator and the downloads.
 */
export function datasetDescription({ publicUrl, current, license }: DatasetDescriptionSource): Record<string, unknown> {
  const at = (pathname: string) => new URL(pathname, publicUrl).toString();
  return {
    '@context': 'https://schema.org/',
    '@type': 'Dataset',
    name: `${productTitle} (${productName})`,
    alternateName: productName,
    description:
      'Value records of ecosystem services from published valuation studies, each standardised to international ' +
      'dollars per hectare per year at 2020 prices, with its ecosystem (ESVD 2.0 biome, ecozone, ecosystem), its ' +
      'services (TEEB, CICES, SEEA), its place, valuation method and study.',
    url: at('/'),
    keywords: ['ecosystem services', 'valuation', 'natural capital', 'TEEB', 'CICES', 'SEEA', 'value transfer'],
    ...(current ? { version: current.label, dateModified: current.createdOn.toISOString() } : {}),
    ...(current?.referenceText ? { citation: current.referenceText } : {}),
    ...(license ? { license } : {}),
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: productTitle, email: contactEmail, url: at('/') },
    distribution: [
      { format: 'csv', type: 'text/csv' },
      { format: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { format: 'parquet', type: 'application/vnd.apache.parquet' },
    ].map(({ format, type }) => ({
      '@type': 'DataDownload',
      encodingFormat: type,
      contentUrl: at(`/api/esvds/download/all?format=${format}`),
    })),
  };
}

/** A JSON-LD block for an HTML page: `<` escaped so that no text in it can end the script element. */
export const jsonLdScript = (description: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify(description).replace(/</g, '\\u003c')}</script>`;
