import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireResource } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { pages, routeOf, type PageDeclaration } from './pages.ts';

/**
 * A declared page as the router shows it, guarded when it needs a resource (spec 000 §2). Called at module load,
 * so each page's lazy component is created once.
 */
function elementOf(page: PageDeclaration): ReactElement {
  const Page = 'component' in page ? page.component : lazy(async () => ({ default: await page.load() }));
  return page.resource ? (
    <RequireResource resource={page.resource}>
      <Page />
    </RequireResource>
  ) : (
    <Page />
  );
}

/** The route table: every declared page (pages.ts) inside the shell. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: pages.map((page) => routeOf(page, elementOf(page))),
  },
];
