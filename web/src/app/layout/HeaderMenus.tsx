import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';

import { isCurrentPath, type NavigationEntry } from './navigation.ts';

export interface HeaderMenuProps {
  /** The control that opens the menu, drawn by the shell (so it looks the same before this code arrives). */
  trigger: ReactElement<{ 'aria-disabled'?: boolean }>;
  entries: NavigationEntry[];
  /** The current path, marking the entry of the page shown (`aria-current`); none for the account menu. */
  pathname?: string;
}

/** A dropdown of the header: the Admin pages (opening below its start) or the account's (below its end). */
function headerMenu(position: 'bottom-start' | 'bottom-end', width: number) {
  return function HeaderMenu({ trigger, entries, pathname }: HeaderMenuProps) {
    return (
      <Menu position={position} shadow="md" width={width}>
        <Menu.Target>{trigger}</Menu.Target>
        <Menu.Dropdown>
          {entries.map((entry) => (
            <Menu.Item
              key={entry.to}
              component={Link}
              to={entry.to}
              aria-current={pathname !== undefined && isCurrentPath(pathname, entry.to) ? 'page' : undefined}
            >
              {entry.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  };
}

export const AdminMenu = headerMenu('bottom-start', 240);
export const AccountMenu = headerMenu('bottom-end', 200);
