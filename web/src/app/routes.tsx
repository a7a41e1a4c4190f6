import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { ResourceName } from '../modules/access/resources.ts';
import { HomePage } from '../modules/home/HomePage.tsx';
import { RequireResource } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * A page loaded on first visit, so the first page stays small; with a resource it is guarded (spec 000 §2).
 * Called at module load, so each page's lazy component is created once.
 */
function lazyPage(load: () => Promise<ComponentType>, resource?: ResourceName): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return resource ? (
    <RequireResource resource={resource}>
      <Page />
    </RequireResource>
  ) : (
    <Page />
  );
}

/**
 * The route table (spec 000 §2, spec 001 §2). A new page is one line, for example
 * `{ path: 'settings', element: lazyPage(() => import('../modules/settings/SettingsPage.tsx').then((m) => m.SettingsPage), 'settings') }`.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Errors of a page render inside the shell, so navigation keeps working.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          // Accounts (spec 000 §2, 001 §2); /login/{returnUrl} goes back to that path after login.
          {
            path: 'login/*',
            element: lazyPage(() => import('../modules/accounts/login/LoginPage.tsx').then((m) => m.LoginPage)),
          },
          {
            path: 'signup',
            element: lazyPage(() => import('../modules/accounts/SignUpPage.tsx').then((m) => m.SignUpPage)),
          },
          {
            path: 'confirmemail',
            element: lazyPage(() => import('../modules/accounts/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage)),
          },
          {
            path: 'forgotpassword',
            element: lazyPage(() =>
              import('../modules/accounts/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
            ),
          },
          {
            path: 'resetpassword',
            element: lazyPage(() =>
              import('../modules/accounts/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            path: 'userprofile',
            element: lazyPage(
              () => import('../modules/accounts/profile/ProfilePage.tsx').then((m) => m.ProfilePage),
              'userProfile',
            ),
          },
          // Study entry (spec 000 §2): analysts add their studies, editors in chief edit any study.
          {
            path: 'entries',
            element: lazyPage(
              () => import('../modules/study-entry/AddDataPage.tsx').then((m) => m.AddDataPage),
              'study',
            ),
          },
          {
            path: 'editor',
            element: lazyPage(
              () => import('../modules/study-entry/EditDataPage.tsx').then((m) => m.EditDataPage),
              'editData',
            ),
          },
          {
            path: 'studyvaluations',
            element: lazyPage(() =>
              import('../modules/study-valuations/StudyValuationsPage.tsx').then((m) => m.StudyValuationsPage),
            ),
          },
          {
            path: 'esvd',
            element: lazyPage(() => import('../modules/search/SearchPage.tsx').then((m) => m.SearchPage), 'esvd'),
          },
          {
            path: 'admin',
            element: lazyPage(
              () =>
                import('../modules/reference-lists-admin/ReferenceListsAdminPage.tsx').then(
                  (m) => m.ReferenceListsAdminPage,
                ),
              'referenceLists',
            ),
          },
          {
            path: 'manage',
            element: lazyPage(
              () => import('../modules/manage-studies/ManageStudiesPage.tsx').then((m) => m.ManageStudiesPage),
              'manageStudies',
            ),
          },
          // Suggest a Study (spec 000 §2) and the administrators' list of suggestions.
          {
            path: 'suggest',
            element: lazyPage(
              () => import('../modules/suggest-study/SuggestStudyPage.tsx').then((m) => m.SuggestStudyPage),
              'suggestStudy',
            ),
          },
          {
            path: 'suggestions',
            element: lazyPage(
              () => import('../modules/suggest-study/SuggestedStudiesPage.tsx').then((m) => m.SuggestedStudiesPage),
              'admin',
            ),
          },
          {
            path: 'logout',
            element: lazyPage(() => import('../modules/accounts/LogoutPage.tsx').then((m) => m.LogoutPage)),
          },
          {
            path: '*',
            element: lazyPage(() => import('../modules/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
];
