// Every relative link of the repository's own markdown names an existing file, and its #anchor a heading there: the
// docs are read on GitHub and in an editor, where a broken link is a dead end. The copied specification is left as
// it came.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';

const markdownUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('docs', 'spec')) ? [] : markdownUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });

const documents = [
  ...['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'bench/RESULTS.md'].map((file) =>
    path.join(repositoryRoot, file),
  ),
  ...markdownUnder(path.join(repositoryRoot, 'docs')),
  path.join(repositoryRoot, 'docs/spec/INDEX.md'),
];

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = [
    ...readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .matchAll(/^#{1,6} (.+)$/gm),
  ];
  return new Set(
    headings.map(([, heading]) => {
      const base = heading
        .replace(/`/g, '')
        .trim()
        .toLowerCase()
        .replace(/<[^>]+>/g, '')
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-');
      const repeats = seen.get(base) ?? 0;
      seen.set(base, repeats + 1);
      return repeats ? `${base}-${repeats}` : base;
    }),
  );
}

it('links only to files and headings that exist', () => {
  const broken: string[] = [];
  for (const file of documents) {
    for (const [, target] of withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [linked, anchor] = target.split('#');
      const resolved = linked ? path.resolve(path.dirname(file), linked) : file;
      const from = path.relative(repositoryRoot, file);
      if (!existsSync(resolved) || statSync(resolved).isDirectory()) broken.push(`${from}: ${target}`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        broken.push(`${from}: no heading #${anchor}`);
    }
  }
  expect(documents.length).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});
