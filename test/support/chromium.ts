import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium as its headless shell, installed by `npm run browsers` (Playwright's own download does not work
 * here): the same engine without the browser's own window, profile and services, which the tests never look at and
 * which the full browser spends much of their CPU time on.
 */
export const chromiumPath = '/usr/bin/chromium-headless-shell';

export interface LaunchOptions {
  /**
   * Whether V8 compiles the pages' busiest code for speed (Maglev, TurboFan), as people's browsers do: the default, for
   * the benchmarks, which measure what people wait for. A browser test's page lives a few seconds, too short for that
   * compiling to pay for itself: the tests run the pages' code on V8's interpreter and baseline compiler, which costs
   * the browser less CPU in all (bench/RESULTS.md).
   */
  optimizingCompilers?: boolean;
}

/**
 * Headless Chromium, for the browser tests and the benchmarks alike (no vitest here). Playwright gives every launch
 * a fresh temporary profile; the flags keep Chromium from calling home (this machine's network is closed) and let
 * WebGL run on the CPU.
 */
export function launchBrowser({ optimizingCompilers = true }: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run \`npm run browsers\``);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      ...(optimizingCompilers ? [] : ['--js-flags=--no-opt --no-maglev']),
    ],
  });
}
