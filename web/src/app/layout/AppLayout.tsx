import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';

import { anonymousViewer } from '../../modules/access/resources.ts';
import { useViewer } from '../../modules/access/use-viewer.ts';
import { SessionKeeper } from '../../modules/accounts/SessionKeeper.tsx';
import { PageLoader } from '../../modules/common/PageLoader.tsx';
import { DatabaseVersionFooter } from '../../modules/reference-info/DatabaseVersionFooter.tsx';
import { mobileMediaQuery } from '../theme.ts';
import classes from './AppLayout.module.css';
import { Brand } from './Brand.tsx';
import { DesktopNavigation } from './DesktopNavigation.tsx';
import { MobileNavigation, mobileNavigationId } from './MobileNavigation.tsx';
import { buildNavigation } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';

const mainContentId = 'main-content';

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL, which the router owns.
  event.preventDefault();
  document.getElementById(mainContentId)?.focus();
}

/** The shell around every page: header with navigation, the page, and the footer with version and citation. */
export function AppLayout() {
  const { viewer } = useViewer();
  // Until the viewer is known (or if it cannot be fetched) the menu is the visitor's: nothing is shown that
  // the user might not be allowed to open.
  const navigation = buildNavigation(viewer ?? anonymousViewer);
  const accountName = viewer?.signedIn ? (viewer.displayName ?? viewer.userName ?? 'My account') : null;

  const [sidebarOpened, sidebar] = useDisclosure(false);
  // The sidebar only belongs to mobile widths: widening the window hides it together with the burger.
  const isMobile = useMediaQuery(mobileMediaQuery) === true;
  const sidebarVisible = sidebarOpened && isMobile;

  return (
    <AppShell header={{ height: 64 }} classNames={{ root: classes.root, main: classes.main }}>
      <SessionKeeper />
      <a href={`#${mainContentId}`} className={classes.skipLink} onClick={focusMainContent}>
        Skip to main content
      </a>

      <AppShell.Header>
        <Group h="100%" px="md" gap="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={sidebarVisible}
              onClick={sidebar.toggle}
              aria-label="Open navigation"
              aria-expanded={sidebarVisible}
              aria-controls={mobileNavigationId}
            />
            <Brand />
          </Group>
          <DesktopNavigation navigation={navigation} />
          <Group visibleFrom="sm" wrap="nowrap">
            <UserMenu accountName={accountName} entries={navigation.account} />
          </Group>
        </Group>
      </AppShell.Header>

      <MobileNavigation
        opened={sidebarVisible}
        onClose={sidebar.close}
        navigation={navigation}
        accountName={accountName}
      />

      <AppShell.Main id={mainContentId} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>

      <footer className={classes.footer}>
        <DatabaseVersionFooter />
      </footer>
    </AppShell>
  );
}
