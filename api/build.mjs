// Compiles the api to JavaScript for production (`npm run build`; `npm run serve` runs api/dist/main.js), with the
// transform that api/register.mjs applies when tests and `npm run dev` run the TypeScript: SWC with legacy decorators
// and their metadata (type-graphql and MikroORM read it), class names kept (MikroORM names entities by them). Only
// relative imports change: `./x.ts` becomes `./x.js`.
//
//   api/src/**                  -> <out>/**                 (<out> is api/dist; it sits where api/src does, two
//                                                            folders below the repository, which config.ts counts)
//   migrations/*.ts             -> <out>/migrations/*.js    (what orm-config.ts runs when the api runs compiled)
//   schema/{rules,uploads}/**   -> <out>/node_modules/@esvd/schema/**, with an `exports` map of its JavaScript, so
//                                  the api's `@esvd/schema/...` imports resolve to it by Node's own rules
//
// The result is written to a folder beside <out> and then takes its place: a failed build leaves the last one.
// Usage: node api/build.mjs [out folder, default api/dist]
import { transformFile } from '@swc/core';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.resolve(root, process.argv[2] ?? 'api/dist');
const depth = path.relative(root, out).split(path.sep);
if (depth.length !== 2 || depth[0] === '..') {
  throw new Error(`The build goes two folders below the repository, as api/src is (not ${out})`);
}
const staging = `${out}.building-${process.pid}`;

/** The TypeScript files of a folder and its subfolders, tests left out, relative to it. */
async function sources(folder) {
  const files = await readdir(path.join(root, folder), { recursive: true });
  return files.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
}

/**
 * A migration imports the api's rule files from `../api/src/`: they are compiled to the folder above its own.
 * Every relative import of the build is checked below, so one this misses fails the build.
 */
const fromMigration = (code) => code.replaceAll(/(from\s+)(['"])\.\.\/api\/src\//g, '$1$2../');

async function compile(source, target, rewrite = (code) => code) {
  const options = {
    filename: source,
    sourceFileName: path.relative(path.dirname(target), source),
    swcrc: false,
    isModule: true,
    sourceMaps: true,
    module: { type: 'es6' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
      rewriteRelativeImportExtensions: true,
      experimental: { keepImportAttributes: true },
    },
  };
  const { code, map } = await transformFile(source, options);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${rewrite(code)}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  await writeFile(`${target}.map`, map);
  return target;
}

const js = (file) => file.replace(/\.ts$/, '.js');

/** Compiles everything into `folder`, checks its imports, and answers how many files it wrote. */
async function build(folder) {
  const schemaOut = path.join(folder, 'node_modules/@esvd/schema');
  const written = await Promise.all([
    ...(await sources('api/src')).map((file) => compile(path.join(root, 'api/src', file), path.join(folder, js(file)))),
    ...(await sources('migrations')).map((file) =>
      compile(path.join(root, 'migrations', file), path.join(folder, 'migrations', js(file)), fromMigration),
    ),
    ...(await sources('schema'))
      .filter((file) => /^(rules|uploads)\//.test(file))
      .map((file) => compile(path.join(root, 'schema', file), path.join(schemaOut, js(file)))),
  ]);

  const schemaPackage = JSON.parse(await readFile(path.join(root, 'schema/package.json'), 'utf8'));
  const exports = Object.fromEntries(
    Object.entries(schemaPackage.exports).map(([entry, file]) => [entry, file.replace(/\.ts$/, '.js')]),
  );
  const { name, version, type } = schemaPackage;
  await writeFile(
    path.join(schemaOut, 'package.json'),
    `${JSON.stringify({ name, version, private: true, type, exports }, null, 2)}\n`,
  );

  // Every relative import names a file of the build, and every `@esvd/schema` import resolves to its compiled copy.
  // SWC writes each import and export statement on a line of its own.
  const specifiers =
    /^(?:import|export)\b[^;]*?\bfrom\s*(['"])([^'"]+)\1|^import\s*(['"])([^'"]+)\3|\bimport\((['"])([^'"]+)\5\)/gm;
  const problems = [];
  for (const file of written) {
    for (const match of (await readFile(file, 'utf8')).matchAll(specifiers)) {
      const specifier = match[2] ?? match[4] ?? match[6];
      const named = path.relative(folder, file);
      if (specifier.startsWith('.')) {
        if (!existsSync(path.resolve(path.dirname(file), specifier))) problems.push(`${named}: ${specifier}`);
      } else if (specifier.startsWith('@esvd/schema')) {
        let resolved = '';
        try {
          resolved = createRequire(file).resolve(specifier);
        } catch {
          // Reported below.
        }
        if (!resolved.startsWith(schemaOut + path.sep)) problems.push(`${named}: ${specifier} (${resolved || 'none'})`);
      }
    }
  }
  if (problems.length)
    throw new Error(`The compiled api imports what the build does not hold:\n${problems.join('\n')}`);
  return written.length;
}

await rm(staging, { recursive: true, force: true });
let count;
try {
  count = await build(staging);
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  throw error;
}
await rm(out, { recursive: true, force: true });
await rename(staging, out);
console.log(`Compiled the api: ${count} files into ${path.relative(root, out)}`);
