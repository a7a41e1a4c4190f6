// What the browser tests of the navigation share: the menus each role is offered (spec 000 §2, §6), pages signed in
// as a role, and the waits for a page and for its header.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { e2eServer, viewports } from './browser.ts';
import type { BrowserPages, Viewport } from './e2e-page.ts';
import { loginAsDemoUser } from './http.ts';

const tokenKey = 'esvd.token';

export interface Menus {
  main: string[];
  admin: string[];
  account: string[];
}

const signedInAccount = ['My Profile', 'Logout'];
/** The value transfer calculator is everyone's (spec 001 §2). */
const calculator = 'Value Calculator';
const adminMenus: Menus = {
  main: ['Home', 'Database', calculator, 'Suggest a Study', 'Add Data', 'Edit Data'],
  admin: [
    'All admin tools',
    'Manage all Studies',
    'Reference lists',
    'Various Settings',
    'Suggested studies',
    'Valuation Studies List',
    'ESVD Uploads',
    'Value Transfer Tool',
    'Summary Stats Admin',
    'Standardisation checks',
    'Early Bird Setup',
    'Download User Profiles',
    'Download Filter Queries',
  ],
  account: signedInAccount,
};

/** What each role is offered (spec 000 §2, §6): only pages that are built, and only those the role may open. */
export const menusOf: Record<RoleName, Menus> = {
  basic: { main: ['Home', 'Database', calculator], admin: [], account: signedInAccount },
  user: { main: ['Home', 'Database', calculator, 'Suggest a Study'], admin: [], account: signedInAccount },
  dataAnalyst: { main: ['Home', 'Database', calculator, 'Add Data'], admin: [], account: signedInAccount },
  editorInChief: {
    main: ['Home', 'Database', calculator, 'Edit Data'],
    admin: ['Standardisation checks'],
    account: signedInAccount,
  },
  admin: adminMenus,
  // Co-capacity adds Vsl Upload and Api key Setup (spec 001 §1), after ESVD Uploads.
  coCapacity: {
    ...adminMenus,
    admin: adminMenus.admin.flatMap((label) =>
      label === 'ESVD Uploads' ? [label, 'VSL Upload', 'Api key Setup'] : [label],
    ),
  },
};
export const visitorMenus: Menus = { main: ['Home', 'Database', calculator], admin: [], account: ['Login', 'Sign Up'] };

export const displayNameOf = (role: RoleName) => demoAccounts.find((account) => account.role === role)!.displayName;

/**
 * Opens pages whose tab holds a role's session (signed in through the api; the login form has tests of its own), or
 * a visitor's (`null`), from the file's `newPage`.
 */
export function signedInPages(newPage: BrowserPages['newPage']) {
  return async function pageAs(role: RoleName | null, viewport: Viewport = viewports.desktop): Promise<Page> {
    const page = await newPage(viewport);
    if (role) {
      const token = await loginAsDemoUser(e2eServer(), role);
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [tokenKey, token],
      );
    }
    return page;
  };
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${e2eServer().url}${path}`, { waitUntil: 'load' });
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits for the page's heading, then makes sure it is not the page for unknown paths. */
export async function expectAPage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { name: 'Page not found' }).count(), pathOf(page)).toBe(0);
}

/** The header is ready once it shows the account button (signed in) or the Login link (signed out). */
export async function headerReady(page: Page, role: RoleName | null): Promise<void> {
  const header = page.getByRole('banner');
  await (
    role
      ? header.getByRole('button', { name: displayNameOf(role), exact: true })
      : header.getByRole('link', { name: 'Login' })
  ).waitFor();
}
