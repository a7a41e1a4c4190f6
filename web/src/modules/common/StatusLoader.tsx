import { Loader, type LoaderProps } from '@mantine/core';

interface StatusLoaderProps extends Pick<LoaderProps, 'size'> {
  /** What is on its way, read out by screen readers: "Loading the last upload". */
  label: string;
}

/**
 * A loader that tells assistive technology what it waits for. The label needs the status role: on Mantine's
 * bare span an aria-label is not allowed (axe's aria-prohibited-attr), and would not be read.
 */
export function StatusLoader({ label, size }: StatusLoaderProps) {
  return <Loader size={size} role="status" aria-label={label} />;
}
