import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

import type { UploadKind } from '../../gql/graphql.ts';
import { CancelUploadDocument, UploadProgressDocument, UploadStatsDocument } from './uploads.generated.ts';
import { onSubscriptionsReconnected } from '../common/apollo.ts';
import { describeError } from '../common/errors.ts';
import { nextUploadStats, withQueriedStats, type UploadStats } from './upload-stats.ts';

/**
 * The running and the last upload of a kind, kept live: the query finds them (after a reload too), and the progress
 * events of the subscription move the panels on. The panels are the query's answer and the events taken together by
 * upload-stats.ts, which lets late news never undo newer news; both stay out of Apollo's cache, where a late
 * "running" would overwrite the job's end. After the socket was lost and connected again the jobs are asked for
 * again. Cancel asks the running upload to stop; its end arrives as an event.
 */
export function useUploadStats(kind: UploadKind) {
  const { data, error, refetch } = useQuery(UploadStatsDocument, { variables: { kind }, fetchPolicy: 'no-cache' });
  const [told, setTold] = useState<UploadStats | null>(null);
  useSubscription(UploadProgressDocument, {
    variables: { kind },
    fetchPolicy: 'no-cache',
    onData: ({ data: event }) => {
      const job = event.data?.uploadProgress;
      if (job) setTold((current) => nextUploadStats(current, job));
    },
  });
  // Progress published while the socket was down never arrives: the jobs are asked for again.
  useEffect(() => onSubscriptionsReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  const stats = data ? withQueriedStats(told, data) : told;

  const [cancelUpload, { loading: cancelling }] = useMutation(CancelUploadDocument, { fetchPolicy: 'no-cache' });
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = useCallback(
    async (id: number) => {
      setCancelError(null);
      try {
        await cancelUpload({ variables: { id } });
      } catch (failure) {
        setCancelError(describeError(failure).message);
      }
    },
    [cancelUpload],
  );

  return {
    stats,
    loading: !data && !error,
    error: error ? describeError(error).message : null,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    cancel,
    cancelling,
    cancelError,
  };
}
