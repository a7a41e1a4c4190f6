import { cloneElement, Suspense, type ComponentType } from 'react';

import { lazyOrFallback } from '../../modules/common/lazy-component.ts';
import type { HeaderMenuProps } from './HeaderMenus.tsx';

/** The trigger as it looks, inert (`aria-disabled`) until its menu's code has arrived. */
function InertTrigger({ trigger }: HeaderMenuProps) {
  return cloneElement(trigger, { 'aria-disabled': true });
}

/**
 * A header dropdown whose code (Mantine's Menu with its popover and floating-ui) loads when a signed-in user's
 * header first shows it: visitors, who see neither the account menu nor the Admin one, never load it. If the code
 * cannot load (a deploy replaced the chunk), the trigger stays inert rather than the shell failing.
 */
function lazyHeaderMenu(pick: (module: typeof import('./HeaderMenus.tsx')) => ComponentType<HeaderMenuProps>) {
  const Menu = lazyOrFallback(() => import('./HeaderMenus.tsx').then(pick), InertTrigger);
  return function LazyHeaderMenu(props: HeaderMenuProps) {
    return (
      <Suspense fallback={<InertTrigger {...props} />}>
        <Menu {...props} />
      </Suspense>
    );
  };
}

export const LazyAdminMenu = lazyHeaderMenu((module) => module.AdminMenu);
export const LazyAccountMenu = lazyHeaderMenu((module) => module.AccountMenu);
