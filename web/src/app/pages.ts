import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { ResourceName } from '../modules/access/resources.ts';
import { HomePage } from '../modules/home/HomePage.tsx';

export type MenuSection = 'main' | 'admin' | 'account';

/** Where a page is offered: the header's links, the Admin dropdown, or the user menu (spec 000 §2). */
export interface MenuPlacement {
  section: MenuSection;
  label: string;
  /**
   * Who is offered the entry besides those the page's resource admits: 'signedOut' offers it to visitors only
   * (Login), 'signedIn' to signed-in users only (Logout), 'visitorsToo' to visitors as well, whom the page's guard
   * asks to log in on the way (Database).
   */
  audience?: 'signedOut' | 'signedIn' | 'visitorsToo';
}

/**
 * One page of the app, declared once: the route table and the menus are both built from these, so a menu entry
 * exists only for a page that is routed, and only for viewers who may open it.
 */
export type PageDeclaration = {
  /** The path without its leading slash: '' is the home page; a trailing '/*' takes the rest of the address. */
  path: string;
  /** What a viewer needs to open the page (spec 000 §6); none: open to all. */
  resource?: ResourceName;
  menu?: MenuPlacement;
} & (
  | { /** The page, loaded on its first visit so the first page stays small. */ load: () => Promise<ComponentType> }
  | { /** The page most first visits show, bundled with the app. */ component: ComponentType }
);

/**
 * The pages (spec 000 §2, spec 001 §2). Within a menu section, entries appear in the order of this list. A new
 * page is one entry, for example
 * `{ path: 'apikeySetup', load: () => import('../modules/api-keys/ApiKeySetupPage.tsx').then((m) => m.ApiKeySetupPage),
 *    resource: 'apikeySetup', menu: { section: 'admin', label: 'Api key Setup' } }`.
 * A page that is not built yet has no entry, so no menu offers it.
 */
export const pages: readonly PageDeclaration[] = [
  { path: '', component: HomePage, menu: { section: 'main', label: 'Home' } },
  // Admin (spec 001 §2): every admin tool the viewer may open, on one page; the Admin dropdown's first entry.
  {
    path: 'admin',
    load: () => import('./AdminPage.tsx').then((m) => m.AdminPage),
    resource: 'admin',
    menu: { section: 'admin', label: 'All admin tools' },
  },
  {
    path: 'esvd',
    load: () => import('../modules/search/SearchPage.tsx').then((m) => m.SearchPage),
    resource: 'esvd',
    menu: { section: 'main', label: 'Database', audience: 'visitorsToo' },
  },
  // The value transfer calculator is public (spec 001 §2): visitors use it without signing in.
  {
    path: 'vtt/calculations',
    load: () => import('../modules/vtt/VttCalculatorPage.tsx').then((m) => m.VttCalculatorPage),
    menu: { section: 'main', label: 'Value Calculator' },
  },
  // For data scientists (public): how to call the API, GraphiQL, and the REST paths of /api/openapi.json. The footer
  // links it (ApiDocsLink): with it, an administrator's header links would push the user menu out at 1024 px.
  {
    path: 'api-docs',
    load: () => import('../modules/api-docs/ApiDocsPage.tsx').then((m) => m.ApiDocsPage),
  },
  {
    path: 'suggest',
    load: () => import('../modules/suggest-study/SuggestStudyPage.tsx').then((m) => m.SuggestStudyPage),
    resource: 'suggestStudy',
    menu: { section: 'main', label: 'Suggest a Study' },
  },
  // Study entry (spec 000 §2): analysts add their studies, editors in chief edit any study.
  {
    path: 'entries',
    load: () => import('../modules/study-entry/AddDataPage.tsx').then((m) => m.AddDataPage),
    resource: 'study',
    menu: { section: 'main', label: 'Add Data' },
  },
  {
    path: 'editor',
    load: () => import('../modules/study-entry/EditDataPage.tsx').then((m) => m.EditDataPage),
    resource: 'editData',
    menu: { section: 'main', label: 'Edit Data' },
  },
  {
    path: 'manage',
    load: () => import('../modules/manage-studies/ManageStudiesPage.tsx').then((m) => m.ManageStudiesPage),
    resource: 'manageStudies',
    menu: { section: 'admin', label: 'Manage all Studies' },
  },
  {
    path: 'referencelists',
    load: () =>
      import('../modules/reference-lists-admin/ReferenceListsAdminPage.tsx').then((m) => m.ReferenceListsAdminPage),
    resource: 'referenceLists',
    menu: { section: 'admin', label: 'Reference lists' },
  },
  {
    path: 'settings',
    load: () => import('../modules/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
    resource: 'settings',
    menu: { section: 'admin', label: 'Various Settings' },
  },
  {
    path: 'suggestions',
    load: () => import('../modules/suggest-study/SuggestedStudiesPage.tsx').then((m) => m.SuggestedStudiesPage),
    resource: 'admin',
    menu: { section: 'admin', label: 'Suggested studies' },
  },
  // The valuation studies list (spec 001 §2): administrators edit it together in a live grid.
  {
    path: 'vsl',
    load: () => import('../modules/vsl/VslGridPage.tsx').then((m) => m.VslGridPage),
    resource: 'vsl',
    menu: { section: 'admin', label: 'Valuation Studies List' },
  },
  // Uploads (spec 001 §2): one page per workbook, each for its own resource.
  {
    path: 'esvduploads',
    load: () => import('../modules/uploads/UploadsPage.tsx').then((m) => m.DatasetUploadsPage),
    resource: 'uploads',
    menu: { section: 'admin', label: 'ESVD Uploads' },
  },
  {
    path: 'vsluploads',
    load: () => import('../modules/uploads/UploadsPage.tsx').then((m) => m.VslUploadsPage),
    resource: 'vsluploads',
    menu: { section: 'admin', label: 'VSL Upload' },
  },
  {
    path: 'apikeySetup',
    load: () => import('../modules/api-keys/ApiKeySetupPage.tsx').then((m) => m.ApiKeySetupPage),
    resource: 'apikeySetup',
    menu: { section: 'admin', label: 'Api key Setup' },
  },
  {
    path: 'vtt',
    load: () => import('../modules/vtt/VttSetupPage.tsx').then((m) => m.VttSetupPage),
    resource: 'vtt',
    menu: { section: 'admin', label: 'Value Transfer Tool' },
  },
  // Admin tools (spec 001 §2): stats readiness, early birds, and the two downloads.
  {
    path: 'statsready',
    load: () => import('../modules/stats-ready/StatsReadyPage.tsx').then((m) => m.StatsReadyPage),
    resource: 'statsReady',
    menu: { section: 'admin', label: 'Summary Stats Admin' },
  },
  // Standardisation checks (issue 37): for editors in chief and administrators.
  {
    path: 'standardisation-checks',
    load: () =>
      import('../modules/standardisation/StandardisationChecksPage.tsx').then((m) => m.StandardisationChecksPage),
    resource: 'editData',
    menu: { section: 'admin', label: 'Standardisation checks' },
  },
  {
    path: 'earlybirdSetup',
    load: () => import('../modules/early-birds/EarlyBirdSetupPage.tsx').then((m) => m.EarlyBirdSetupPage),
    resource: 'earlybirdSetup',
    menu: { section: 'admin', label: 'Early Bird Setup' },
  },
  // Spec 001 §2: /downloads is the user profiles table too; the Admin menu names the two downloads (spec 000 §2).
  {
    path: 'downloads',
    load: () => import('../modules/downloads/UserProfilesPage.tsx').then((m) => m.UserProfilesPage),
    resource: 'downloads',
  },
  {
    path: 'userprofiles',
    load: () => import('../modules/downloads/UserProfilesPage.tsx').then((m) => m.UserProfilesPage),
    resource: 'downloads',
    menu: { section: 'admin', label: 'Download User Profiles' },
  },
  {
    path: 'filterqueries',
    load: () => import('../modules/downloads/FilterQueriesPage.tsx').then((m) => m.FilterQueriesPage),
    resource: 'downloads',
    menu: { section: 'admin', label: 'Download Filter Queries' },
  },
  // A value record and a study (issue 38), for those who may read the database; opened from the results, the map
  // and each other.
  {
    path: 'valuations/:valueId',
    load: () => import('../modules/records/RecordPage.tsx').then((m) => m.RecordPage),
    resource: 'esvd',
  },
  {
    path: 'studies/:studyId',
    load: () => import('../modules/records/StudyPage.tsx').then((m) => m.StudyPage),
    resource: 'esvd',
  },
  // Releases (issue 38): listed for everyone, downloaded by those who may read the database; the footer links it.
  {
    path: 'releases',
    load: () => import('../modules/releases/ReleasesPage.tsx').then((m) => m.ReleasesPage),
  },
  {
    path: 'studyvaluations',
    load: () => import('../modules/study-valuations/StudyValuationsPage.tsx').then((m) => m.StudyValuationsPage),
  },
  // Accounts (spec 000 §2, 001 §2); /login/{returnUrl} goes back to that path after login.
  {
    path: 'login/*',
    load: () => import('../modules/accounts/login/LoginPage.tsx').then((m) => m.LoginPage),
    menu: { section: 'account', label: 'Login', audience: 'signedOut' },
  },
  {
    path: 'signup',
    load: () => import('../modules/accounts/SignUpPage.tsx').then((m) => m.SignUpPage),
    menu: { section: 'account', label: 'Sign Up', audience: 'signedOut' },
  },
  {
    path: 'userprofile',
    load: () => import('../modules/accounts/profile/ProfilePage.tsx').then((m) => m.ProfilePage),
    resource: 'userProfile',
    menu: { section: 'account', label: 'My Profile' },
  },
  {
    path: 'logout',
    load: () => import('../modules/accounts/LogoutPage.tsx').then((m) => m.LogoutPage),
    menu: { section: 'account', label: 'Logout', audience: 'signedIn' },
  },
  {
    path: 'confirmemail',
    load: () => import('../modules/accounts/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage),
  },
  {
    path: 'forgotpassword',
    load: () => import('../modules/accounts/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  },
  {
    path: 'resetpassword',
    load: () => import('../modules/accounts/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    path: '*',
    load: () => import('../modules/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage),
  },
];

/** The address a menu entry links to: the page's path without its '/*'. */
export function addressOf(page: PageDeclaration): string {
  return `/${page.path.replace(/\/?\*$/, '')}`;
}

/** A declared page's route: the home page is the index route. */
export function routeOf(page: PageDeclaration, element?: ReactElement): RouteObject {
  return page.path === '' ? { index: true, element } : { path: page.path, element };
}
