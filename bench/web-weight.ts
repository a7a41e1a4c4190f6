// The web app's weight on a cold visit, route by route (issue 40, item 7): the scripts index.html loads with their
// static imports, plus, for a route, its page's chunk and what that imports statically (the map view: the search
// page's chunks and then the map mode's). As gzip and as brotli, the build's .gz and .br copies the api sends (a
// script too small to compress is counted as it is). Reads a build of the web app; no browser and no database.
// `npm run bench:web` prints it for `web/dist` (or WEB_DIST), and `npm run bench` at its end.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { table } from './harness.ts';

/** The first page's budget (issue 40, item 7), gzip. */
export const firstPageTargetBytes = 150_000;

/** The routes the issue names, by the chunks their pages load beyond the first page (named after their modules). */
const routes: { route: string; pages: string[] }[] = [
  { route: 'first page /', pages: [] },
  { route: 'search /esvd', pages: ['SearchPage'] },
  { route: 'map view /esvd', pages: ['SearchPage', 'MapMode'] },
  { route: 'VSL grid /vsl', pages: ['VslGridPage'] },
  { route: 'uploads /esvduploads', pages: ['UploadsPage'] },
];

type Compression = '.gz' | '.br';

/** A built file's size as the api sends it compressed: the build's copy, or the file itself where compressing did not pay. */
export function compressedBytes(file: string, extension: Compression): number {
  return statSync(existsSync(file + extension) ? file + extension : file).size;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The weight of each route of the build in `webDist`, and of the first page's scripts one by one, as two tables. */
export function webWeightReport(webDist: string): { firstPageGzipBytes: number; report: string } {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`No build in ${webDist}: run \`npm run build\``);
  const assets = path.join(webDist, 'assets');
  const assetFiles = readdirSync(assets);

  /** A chunk's static imports: `import ... from "./x.js"` and `import "./x.js"` (dynamic `import()` loads later). */
  const staticImports = (chunk: string) =>
    [
      ...readFileSync(path.join(assets, chunk), 'utf8').matchAll(
        /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
      ),
    ].map((match) => match[1]);

  /** The chunks and everything they import statically. */
  const withStaticImports = (chunks: string[], seen = new Set<string>()): Set<string> => {
    for (const chunk of chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      withStaticImports(staticImports(chunk), seen);
    }
    return seen;
  };

  const pageChunk = (name: string) => {
    const matches = assetFiles.filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
    if (matches.length !== 1) throw new Error(`Expected one chunk named ${name}, found ${matches.length}`);
    return matches[0];
  };

  const chunkBytes = (chunk: string, extension: Compression) => compressedBytes(path.join(assets, chunk), extension);
  const total = (chunks: Iterable<string>, extension: Compression) =>
    [...chunks].reduce((sum, chunk) => sum + chunkBytes(chunk, extension), 0);

  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const firstPageScripts = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const firstPageChunks = withStaticImports(firstPageScripts);
  const firstPageGzipBytes = total(firstPageChunks, '.gz');

  const routeRows = routes.map(({ route, pages }) => {
    const chunks = withStaticImports([...firstPageScripts, ...pages.map(pageChunk)]);
    const gzip = total(chunks, '.gz');
    const target =
      pages.length === 0
        ? `${kilobytes(firstPageTargetBytes)}: ${gzip <= firstPageTargetBytes ? 'met' : 'not met'}`
        : '';
    return [route, String(chunks.size), kilobytes(gzip), kilobytes(total(chunks, '.br')), target];
  });
  const scriptRows = [...firstPageChunks]
    .map((chunk) => [chunk, chunkBytes(chunk, '.gz')] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([chunk, bytes]) => [chunk, kilobytes(bytes)]);

  const report = [
    `The web app's JavaScript on a cold visit (${webDist}; KB = 1,000 bytes)\n`,
    table(['route', 'scripts', 'gzip', 'brotli', 'target, gzip'], routeRows),
    '\nThe first page, script by script (gzip):\n',
    table(['script', 'gzip'], scriptRows),
  ].join('\n');
  return { firstPageGzipBytes, report };
}
