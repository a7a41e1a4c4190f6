import { z } from 'zod';

/** The forms a release downloads in (issue 38). */
export const releaseFormats = ['csv', 'xlsx', 'parquet'] as const;
export type ReleaseFormat = (typeof releaseFormats)[number];

export const releaseMessages = {
  labelRequired: 'A release label is required.',
  format: `format must be ${releaseFormats.slice(0, -1).join(', ')} or ${releaseFormats.at(-1)}`,
  noRelease: (label: string) => `There is no release ${label}.`,
  labelTaken: (label: string) =>
    `A release labelled ${label} exists already and never changes: save the version under another number.`,
} as const;

/** A release's label, as a database version displays it ("NOV2026V1.0"). */
export const releaseLabelInput = z
  .string({ error: releaseMessages.labelRequired })
  .trim()
  .min(1, releaseMessages.labelRequired)
  .max(40, 'A release label has at most 40 characters.');

export const releaseDownloadInput = z.object({
  format: z.enum(releaseFormats, { error: releaseMessages.format }).default('csv'),
});

/** Two releases to compare: what changed from `from` to `to`. */
export const releaseDiffInput = z.object({ from: releaseLabelInput, to: releaseLabelInput });
