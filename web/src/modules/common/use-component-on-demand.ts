import { notifications } from '@mantine/notifications';
import { useCallback, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

import { errorMessages } from './errors.ts';

/**
 * A component whose code is fetched the first time it is needed (a dialog or a drawer the first page does without).
 * `mountThen` loads it, mounts it, then calls `afterMounted` (which opens it); it hands back a function that drops
 * a load still under way. If the code cannot load (e.g. a deploy replaced the chunk), the user is told, `onFailure`
 * runs, and the next call tries again.
 */
export function useComponentOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const mountThen = useCallback(
    (afterMounted: () => void, onFailure?: () => void) => {
      let current = true;
      load().then(
        (loaded) => {
          if (!current) return;
          // Mounted closed first, then opened: Mantine's dialog and drawer remember what had focus (the control that
          // opens them) only when they open after their first render, and give focus back to it when they close.
          flushSync(() => setComponent(() => loaded));
          afterMounted();
        },
        (error: unknown) => {
          if (!current) return;
          console.error(error);
          notifications.show({ color: 'red', message: errorMessages.unexpected });
          onFailure?.();
        },
      );
      return () => {
        current = false;
      };
    },
    [load],
  );
  return { Component, mountThen };
}
