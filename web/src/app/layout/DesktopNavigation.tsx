import { Box, Group, Menu, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import classes from './AppLayout.module.css';
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
          <Menu position="bottom-start" shadow="md" width={240}>
            <Menu.Target>
              <UnstyledButton className={classes.navLink} data-active={adminIsCurrent || undefined}>
                Admin
                <IconChevronDown size={14} aria-hidden />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {navigation.admin.map((entry) => (
                <Menu.Item
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  aria-current={isCurrentPath(pathname, entry.to) ? 'page' : undefined}
                >
                  {entry.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Box>
  );
}
