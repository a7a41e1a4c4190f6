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

/** The code one level up: "1.1.2" -> "1.1"; undefined for a top-level code. */
export function parentCodeOf(code: string): string | undefined {
  const cut = code.lastIndexOf('.');
  return cut < 0 ? undefined : code.slice(0, cut);
}
