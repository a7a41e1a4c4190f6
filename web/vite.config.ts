import react from '@vitejs/plugin-react';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The api in development; override when it listens elsewhere. */
const apiOrigin = process.env.ESVD_API_ORIGIN ?? 'http://localhost:4000';

const apiProxy: Record<string, ProxyOptions> = {
  // Queries and mutations over HTTP, subscriptions over a websocket on the same path.
  '/graphql': { target: apiOrigin, ws: true },
  '/api': { target: apiOrigin },
  '/healthz': { target: apiOrigin },
};

/**
 * Libraries every page needs go into a few long-lived chunks that survive app deploys in the browser cache.
 * Only modules of the first page are grouped ($initial), so heavy libraries that just one lazy page uses (maps,
 * grids) stay in that page's chunk.
 */
const vendorChunks = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es|type-fest)[\\/]/,
  },
  {
    name: 'apollo',
    test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-ws|graphql-tag|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/,
  },
  { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]/ },
];

const zodJitless = fileURLToPath(new URL('src/zod-jitless.ts', import.meta.url));

/**
 * Every `import ... from 'zod'` of the app gets zod through src/zod-jitless.ts, which configures it first: zod
 * is not on the first page, and whichever lazy chunk builds the first schema, zod never tries `new Function`
 * under the Content-Security-Policy (see the module).
 */
function configuredZod(): Plugin {
  return {
    name: 'esvd-configured-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'zod' && importer !== zodJitless ? zodJitless : null;
    },
  };
}

export default defineConfig({
  plugins: [
    configuredZod(),
    react(),
    // Brotli and gzip copies of what the server sends (api/src/server/web-app.ts), made once here rather than on
    // every request. Brotli's top quality (11) would take several times as long for a few per cent (README).
    // Source maps stay plain: only developer tools ask for them.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  // Workers as ES modules: MapLibre 6 loads its worker that way (see the stack report, STACK.md §3.4).
  worker: { format: 'es' },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  build: {
    // WEB_DIST: where the api serves the app from (api/src/core/config.ts); a second checkout's build can go elsewhere.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorChunks.map((chunk) => ({ ...chunk, tags: ['$initial' as const] })),
            // Not on the first page: the lazy pages and forms that validate share one zod chunk, with the module
            // that configures it (configuredZod).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
});
