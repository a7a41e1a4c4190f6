import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page or the viewer's access is on its way. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
