/**
 * The rows of a `|`-separated text block, one per non-empty line, cells trimmed at their ends only (the
 * CICES names keep their inner double spaces). Long classification lists stay one entry per line this way.
 */
export function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/**
 * The path of the parent of a dotted code, where each level adds a segment: "1.1.2" -> "1/1.1";
 * undefined for a top-level code.
 */
export function dottedParentPath(code: string): string | undefined {
  const segments = code.split('.');
  if (segments.length < 2) return undefined;
  return segments
    .slice(0, -1)
    .map((_, index) => segments.slice(0, index + 1).join('.'))
    .join('/');
}
