import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for code the app can go on without: if it cannot be fetched (a deploy replaced the chunk), the error
 * is logged and `fallback` renders in its place, rather than the error reaching the shell.
 */
export function lazyOrFallback<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props>,
) {
  return lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(error);
        return { default: fallback };
      },
    ),
  );
}
