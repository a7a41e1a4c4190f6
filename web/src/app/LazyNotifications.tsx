import type { NotificationsProps } from '@mantine/notifications';
import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';

import { lazyOrFallback } from '../modules/common/lazy-component.ts';

/**
 * Mantine's notification container (with its transitions) loads when the first notification is shown: most visits
 * show none, and `notifications.show` needs only the store, which stays on the first page. The container, mounted
 * later, shows what the store already holds. If its code cannot load (a deploy replaced the chunk), the app goes on
 * without notifications rather than failing.
 */
const Notifications = lazyOrFallback<NotificationsProps>(
  () => import('./NotificationsContainer.tsx').then((module) => module.default),
  () => null,
);

export function LazyNotifications(props: NotificationsProps) {
  const shown = useNotifications().notifications.length > 0;
  // Kept once mounted, so that the last notification's exit transition runs.
  const [mounted, setMounted] = useState(false);
  if (shown && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
