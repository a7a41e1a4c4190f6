import { Divider, Drawer, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

import { mobileNavigationId, type MobileNavigationProps } from './MobileNavigation.tsx';
import { isCurrentPath, type NavigationEntry } from './navigation.ts';

/** The sidebar below computer widths (spec 000 §2): the header's entries, the admin ones folded, then the account. */
export function MobileNavigationDrawer({ opened, onClose, navigation, accountName }: MobileNavigationProps) {
  const { pathname } = useLocation();

  const entryLink = (entry: NavigationEntry) => {
    const current = isCurrentPath(pathname, entry.to);
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={entry.label}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onClose}
      />
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      id={mobileNavigationId}
      title="Menu"
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <nav aria-label="Main">
        {navigation.main.map(entryLink)}
        {navigation.admin.length > 0 && (
          <NavLink
            component="button"
            label="Admin"
            childrenOffset="md"
            defaultOpened={navigation.admin.some((entry) => isCurrentPath(pathname, entry.to))}
          >
            {navigation.admin.map(entryLink)}
          </NavLink>
        )}
      </nav>
      <Divider my="sm" />
      {accountName && (
        <Text size="sm" c="dimmed" px="sm" pb="xs">
          Signed in as {accountName}
        </Text>
      )}
      {navigation.account.map(entryLink)}
    </Drawer>
  );
}
