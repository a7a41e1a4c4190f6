import { useEffect, useState } from 'react';

import { useComponentOnDemand } from '../../modules/common/use-component-on-demand.ts';
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
const loadDrawer = () => import('./MobileNavigationDrawer.tsx').then((module) => module.MobileNavigationDrawer);

/** The sidebar below computer widths (spec 000 §2), loaded when first opened. */
export function MobileNavigation(props: MobileNavigationProps) {
  const { opened, onClose } = props;
  const { Component: Drawer, mountThen } = useComponentOnDemand(loadDrawer);
  const [openable, setOpenable] = useState(false);
  const loadNeeded = opened && !Drawer;

  // The next opening tries again when the code could not load.
  useEffect(
    () => (loadNeeded ? mountThen(() => setOpenable(true), onClose) : undefined),
    [loadNeeded, mountThen, onClose],
  );

  return Drawer ? <Drawer {...props} opened={opened && openable} /> : null;
}
