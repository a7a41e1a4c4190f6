import type { Express } from 'express';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite names what it builds into assets/ after its content (`index-4f2a9c.js`): such a file never changes. */
const hashedAssets = `${path.sep}assets${path.sep}`;

function cacheHeaders(response: ServerResponse, file: string): void {
  response.setHeader('Cache-Control', file.includes(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The built web app: its files as the build compressed them (brotli, else gzip, else plain, as the browser accepts),
 * hashed assets cached for good and everything else revalidated, and index.html for the app's own routes, with
 * `indexHead` (the dataset's JSON-LD) in its head as served, for readers that run no script. A path that names a
 * file (it has an extension, or lies under /assets/) and is not there answers 404: a stale tab asking for the chunk
 * of an older build must not receive the index page as JavaScript.
 */
export function serveWebApp(app: Express, webDist: string, indexHead: () => Promise<string>): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.use((request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      response
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` and start again (npm start does both).');
    });
    return;
  }
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, cacheControl: false, setHeaders: cacheHeaders },
  });
  app.use(files);
  let indexPage: string | undefined;
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (path.extname(request.path) || request.path.startsWith('/assets/')) {
      return void response.status(404).type('text/plain').send(`There is no file ${request.path}.`);
    }
    // An app route: the index page. Without what goes in its head (the database is down) it is still the app.
    void indexHead()
      .catch(() => '')
      .then((head) => {
        indexPage ??= readFileSync(indexHtml, 'utf8');
        response.setHeader('Cache-Control', 'no-cache');
        response.type('html').send(indexPage.replace('</head>', `${head}</head>`));
      })
      .catch(next);
  });
}
