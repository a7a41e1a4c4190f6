import { Box, Group, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router-dom';

import classes from './AppLayout.module.css';
import { LazyAdminMenu } from './LazyHeaderMenu.tsx';
import { isCurrentPath, type Navigation } from './navigation.ts';

/** The header's navigation from `visibleFrom` up; below it the same entries live in the sidebar. */
export function DesktopNavigation({
  navigation,
  visibleFrom,
}: {
  navigation: Navigation;
  visibleFrom: MantineBreakpoint;
}) {
  const { pathname } = useLocation();
  const adminIsCurrent = navigation.admin.some((entry) => isCurrentPath(pathname, entry.to));

  return (
    <Box component="nav" aria-label="Main" visibleFrom={visibleFrom}>
      <Group gap={2} wrap="nowrap">
        {navigation.main.map((entry) => (
          <NavLink key={entry.to} to={entry.to} end className={classes.navLink}>
            {entry.label}
          </NavLink>
        ))}
        {navigation.admin.length > 0 && (
          <LazyAdminMenu
            entries={navigation.admin}
            pathname={pathname}
            trigger={
              <UnstyledButton className={classes.navLink} data-active={adminIsCurrent || undefined}>
                Admin
                <IconChevronDown size={14} aria-hidden />
              </UnstyledButton>
            }
          />
        )}
      </Group>
    </Box>
  );
}
