import { Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { anonymousViewer } from '../../modules/access/resources.ts';
import { ApiDocsLink } from '../../modules/api-docs/index.ts';
import { useViewer } from '../../modules/access/use-viewer.ts';
import { SessionKeeper } from '../../modules/accounts/SessionKeeper.tsx';
import { PageLoader } from '../../modules/common/PageLoader.tsx';
// The files, not the module's index.ts: the index also exports the administrators' counts table, which would
// bring its table onto the first page.
import { ConsentBanner, CookieSettingsLink } from '../../modules/consent/ConsentBanner.tsx';
import { usePageViewCounting } from '../../modules/consent/use-page-view-counting.ts';
import { FeedbackButton } from '../../modules/feedback/FeedbackButton.tsx';
import { DatabaseVersionFooter } from '../../modules/reference-info/DatabaseVersionFooter.tsx';
import classes from './AppLayout.module.css';
import { Brand } from './Brand.tsx';
import { DesktopNavigation } from './DesktopNavigation.tsx';
import { MobileNavigation, mobileNavigationId } from './MobileNavigation.tsx';
import { buildNavigation } from './navigation.ts';
import { PageErrorBoundary } from '../PageErrorBoundary.tsx';
import { RefusedVisitNotice } from './RefusedVisitNotice.tsx';
import { UserMenu } from './UserMenu.tsx';

const mainContentId = 'main-content';

/**
 * What Mantine's scroll lock (a dialog or drawer open) moves left by the scrollbar's width, so the fixed header keeps
 * its place: react-remove-scroll-bar's `zeroRightClassName`, named here rather than imported with the library.
 */
const keepsClearOfScrollbar = 'right-scroll-bar-position';

/** The breakpoint (computer widths, spec 000 §9) from which the header shows the links instead of the burger. */
const headerLinksFrom = 'lg';

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL, which the router owns.
  event.preventDefault();
  document.getElementById(mainContentId)?.focus();
}

/**
 * The shell around every page: header with navigation, the page, and the footer with version and citation. Its own
 * few lines of CSS rather than Mantine's AppShell, whose navbar, aside and resizing code the first page would load
 * for a fixed header alone.
 */
export function AppLayout() {
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  usePageViewCounting();
  // Until the viewer is known (or if it cannot be fetched) the menu is the visitor's: nothing is shown that
  // the user might not be allowed to open.
  const navigation = buildNavigation(viewer ?? anonymousViewer);
  const accountName = viewer?.signedIn ? (viewer.displayName ?? viewer.userName ?? 'My account') : null;

  const [sidebarOpened, sidebar] = useDisclosure(false);
  // Below computer widths (spec 000 §9) the header has no room for an administrator's links beside the user menu,
  // so the links move into the sidebar behind the burger; widening the window hides both.
  const { breakpoints } = useMantineTheme();
  const linksInHeader = useMediaQuery(`(min-width: ${breakpoints[headerLinksFrom]})`);
  const sidebarVisible = sidebarOpened && linksInHeader === false;

  return (
    <div className={classes.root}>
      <SessionKeeper />
      <ConsentBanner />
      {viewer?.signedIn && <FeedbackButton />}
      <a href={`#${mainContentId}`} className={classes.skipLink} onClick={focusMainContent}>
        Skip to main content
      </a>

      <header className={`${classes.header} ${keepsClearOfScrollbar}`}>
        <Group h="100%" px="md" gap="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom={headerLinksFrom}
              size="sm"
              opened={sidebarVisible}
              onClick={sidebar.toggle}
              aria-label="Open navigation"
              aria-expanded={sidebarVisible}
              aria-controls={mobileNavigationId}
            />
            <Brand />
          </Group>
          <DesktopNavigation navigation={navigation} visibleFrom={headerLinksFrom} />
          <Group visibleFrom="sm" wrap="nowrap" data-testid="user-menu">
            <UserMenu accountName={accountName} entries={navigation.account} />
          </Group>
        </Group>
      </header>

      <MobileNavigation
        opened={sidebarVisible}
        onClose={sidebar.close}
        navigation={navigation}
        accountName={accountName}
      />

      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <RefusedVisitNotice />
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>

      <footer className={classes.footer}>
        <DatabaseVersionFooter
          links={
            <>
              <ApiDocsLink /> · <CookieSettingsLink />
            </>
          }
        />
      </footer>
    </div>
  );
}
