import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { describeError } from './errors.ts';
import { PageLoader } from './PageLoader.tsx';

interface LoadingStateProps {
  /** The data is there: nothing to show. */
  loaded: boolean;
  error: unknown;
  /** What was being loaded, for the failure's title: "The users" gives "The users could not be loaded". */
  what: string;
}

/** What a page shows until its data is there: a loader, or why the data could not be loaded. */
export function LoadingState({ loaded, error, what }: LoadingStateProps) {
  if (loaded) return null;
  if (!error) return <PageLoader />;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={`${what} could not be loaded`}>
      {describeError(error).message}
    </Alert>
  );
}
