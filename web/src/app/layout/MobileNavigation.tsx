import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import { errorMessages } from '../../modules/common/errors.ts';
import type { Navigation } from './navigation.ts';

export const mobileNavigationId = 'mobile-navigation';

export interface MobileNavigationProps {
  opened: boolean;
  onClose: () => void;
  navigation: Navigation;
  accountName: string | null;
}

/**
 * The drawer's code (Mantine's drawer, scroll area and scroll lock) is fetched the first time the burger opens it:
 * wide screens never show it.
 */
const loadDrawer = () => import('./MobileNavigationDrawer.tsx');

type DrawerComponent = Awaited<ReturnType<typeof loadDrawer>>['MobileNavigationDrawer'];

/** The sidebar below computer widths (spec 000 §2), loaded when first opened. */
export function MobileNavigation(props: MobileNavigationProps) {
  const { opened, onClose } = props;
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null);
  const [openable, setOpenable] = useState(false);
  const loadNeeded = opened && !Drawer;

  useEffect(() => {
    if (!loadNeeded) return;
    let current = true;
    loadDrawer().then(
      (module) => {
        if (!current) return;
        // Mounted closed first, then opened: the drawer remembers what had focus (the burger) only when it opens
        // after its first render, and gives focus back to it when it closes.
        flushSync(() => setDrawer(() => module.MobileNavigationDrawer));
        setOpenable(true);
      },
      (error: unknown) => {
        // E.g. a deploy replaced the chunk: the user is told, and the next opening tries again.
        console.error(error);
        notifications.show({ color: 'red', message: errorMessages.unexpected });
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [loadNeeded, onClose]);

  return Drawer ? <Drawer {...props} opened={opened && openable} /> : null;
}
