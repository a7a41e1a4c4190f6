import type { ReleaseFormat } from '@esvd/schema/rules/releases';

/** Where a release's files are served (REST: GraphQL answers no files). */
export const releaseDownloadUrl = (label: string, format: ReleaseFormat): string =>
  `/api/releases/${encodeURIComponent(label)}/download?format=${format}`;

/** The records that differ between two releases, one CSV line each. */
export const releaseDiffUrl = (from: string, to: string): string =>
  `/api/releases/diff?${new URLSearchParams({ from, to, format: 'csv' }).toString()}`;

/** A release as a Frictionless Tabular Data Package (public). */
export const dataPackageUrl = (label: string): string => `/api/releases/${encodeURIComponent(label)}/datapackage.json`;
