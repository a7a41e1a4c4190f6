// npm run bench:web
// The web app's weight on a cold visit, route by route (issue 40, item 7): the scripts index.html loads with their
// static imports, plus, for a route, its page's chunk and what that imports statically (the map view: the search
// page's chunks and then the map mode's). As gzip and as brotli, the build's .gz and .br copies the api sends (a
// script too small to compress is counted as it is). Reads `web/dist`, or WEB_DIST (another commit's build), so run
// `npm run build` first; no browser and no database. `npm run bench:map` measures the map view in Chromium.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../api/src/core/config.ts';
import { table } from './harness.ts';

const webDist = process.env.WEB_DIST ?? path.join(repositoryRoot, 'web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Run `npm run build` first');
const assets = path.join(webDist, 'assets');
const assetFiles = readdirSync(assets);

/** The first page's budget (issue 40, item 7), gzip. */
const firstPageTargetBytes = 150_000;

/** The routes the issue names, by the chunks their pages load beyond the first page (named after their modules). */
const routes: { route: string; pages: string[] }[] = [
  { route: 'first page /', pages: [] },
  { route: 'search /esvd', pages: ['SearchPage'] },
  { route: 'map view /esvd', pages: ['SearchPage', 'MapMode'] },
  { route: 'VSL grid /vsl', pages: ['VslGridPage'] },
  { route: 'uploads /esvduploads', pages: ['UploadsPage'] },
];

/** A chunk's static imports: `import ... from "./x.js"` and `import "./x.js"` (dynamic `import()` loads later). */
function staticImports(chunk: string): string[] {
  const code = readFileSync(path.join(assets, chunk), 'utf8');
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => match[1],
  );
}

/** The chunks and everything they import statically. */
function withStaticImports(chunks: string[], seen = new Set<string>()): Set<string> {
  for (const chunk of chunks) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    withStaticImports(staticImports(chunk), seen);
  }
  return seen;
}

function pageChunk(name: string): string {
  const matches = assetFiles.filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  if (matches.length !== 1) throw new Error(`Expected one chunk named ${name}, found ${matches.length}`);
  return matches[0];
}

function compressedBytes(chunk: string, extension: '.gz' | '.br'): number {
  const file = path.join(assets, chunk);
  return statSync(existsSync(file + extension) ? file + extension : file).size;
}

const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const firstPageScripts = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = routes.map(({ route, pages }) => {
  const chunks = [...withStaticImports([...firstPageScripts, ...pages.map(pageChunk)])];
  const gzip = chunks.reduce((sum, chunk) => sum + compressedBytes(chunk, '.gz'), 0);
  const brotli = chunks.reduce((sum, chunk) => sum + compressedBytes(chunk, '.br'), 0);
  const target =
    pages.length === 0 ? `${kilobytes(firstPageTargetBytes)}: ${gzip <= firstPageTargetBytes ? 'met' : 'not met'}` : '';
  return [route, String(chunks.length), kilobytes(gzip), kilobytes(brotli), target];
});

console.log(`The web app's JavaScript on a cold visit (${webDist}; KB = 1,000 bytes)\n`);
console.log(table(['route', 'scripts', 'gzip', 'brotli', 'target, gzip'], rows));

const firstPageChunks = [...withStaticImports(firstPageScripts)];
console.log('\nThe first page, script by script (gzip):\n');
console.log(
  table(
    ['script', 'gzip'],
    firstPageChunks
      .map((chunk) => [chunk, compressedBytes(chunk, '.gz')] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([chunk, bytes]) => [chunk, kilobytes(bytes)]),
  ),
);
