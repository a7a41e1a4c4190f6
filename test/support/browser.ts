import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import type { Server } from './http.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The api (serving the built web app) that the e2e global setup started. */
    e2eServerUrl: string;
    /** Its database, for the rare test that must change what no page can (e.g. let a code expire). */
    e2eDatabaseUrl: string;
    /** Where it sends mail: open `startTestMailbox(inject('e2eSmtpPort'))` to read it. */
    e2eSmtpPort: number;
  }
}

/** Debian's Chromium, installed by `npm run browsers` (Playwright's own download does not work here). */
export const chromiumPath = '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export const screenshotDirectory = path.join(repositoryRoot, '.tmp/screenshots');

/**
 * Headless Chromium. Playwright gives every launch a fresh temporary profile; the flags keep Chromium
 * from calling home (this machine's network is closed) and let WebGL run on the CPU.
 */
export function launchBrowser(): Promise<Browser> {
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
    ],
  });
}

export function e2eServer(): Server {
  return { url: inject('e2eServerUrl') };
}

/** Where a test keeps a screenshot for people to look at (git-ignored). */
export async function screenshotPath(name: string): Promise<string> {
  await mkdir(screenshotDirectory, { recursive: true });
  return path.join(screenshotDirectory, `${name}.png`);
}
