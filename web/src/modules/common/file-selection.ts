import { formatCount } from './format.ts';

/** What a drop area takes: how many files at once, how large each, and which extensions (without the dot). */
export interface FileLimits {
  maxFiles: number;
  maxFileBytes: number;
  extensions: readonly string[];
}

/** The extensions as a reader and the picker take them: ".xlsx or .csv", ".xlsx,.csv". */
export const extensionList = (extensions: readonly string[]) =>
  extensions.map((extension) => `.${extension}`).join(' or ');
export const acceptAttribute = (extensions: readonly string[]) =>
  extensions.map((extension) => `.${extension}`).join(',');

const megabytes = (bytes: number) => `${formatCount(bytes / 1_048_576)} MB`;

/** The limits in words, for the drop area: "Up to 2 files of type .xlsx or .csv, 50 MB each.". */
export const describeFileLimits = (limits: FileLimits) =>
  `Up to ${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'} of type ${extensionList(limits.extensions)}, ` +
  `${megabytes(limits.maxFileBytes)} each.`;

export const fileSelectionMessages = {
  tooMany: (maxFiles: number) => `Drop or choose at most ${maxFiles} files at once.`,
  tooLarge: (name: string, maxFileBytes: number) =>
    `"${name}" is larger than ${megabytes(maxFileBytes)} (${formatCount(maxFileBytes)} bytes), the most a file may be.`,
  wrongType: (name: string, extensions: readonly string[]) =>
    `"${name}" is not of a type this page takes: ${extensionList(extensions)}.`,
} as const;

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The files of a drop or a pick that the limits let through, and what is wrong with the others: too many files
 * refuses them all (which ones were meant is unclear); a file too large or of another type is left out alone.
 */
export function checkFileSelection<T extends { name: string; size: number }>(
  files: readonly T[],
  limits: FileLimits,
): { accepted: T[]; problems: string[] } {
  if (files.length > limits.maxFiles)
    return { accepted: [], problems: [fileSelectionMessages.tooMany(limits.maxFiles)] };
  const accepted: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!limits.extensions.includes(extensionOf(file.name))) {
      problems.push(fileSelectionMessages.wrongType(file.name, limits.extensions));
    } else if (file.size > limits.maxFileBytes) {
      problems.push(fileSelectionMessages.tooLarge(file.name, limits.maxFileBytes));
    } else accepted.push(file);
  }
  return { accepted, problems };
}
