import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { TotalValuationCountDocument } from './home.generated.ts';
import { formatCount } from '../common/format.ts';

/** The size of the database at a glance: the number of value records in published studies. */
export function TotalValuationCount() {
  const { data, loading, error } = useQuery(TotalValuationCountDocument);

  return (
    <Paper withBorder radius="md" p="lg" aria-live="polite" aria-busy={loading}>
      <Text size="sm" c="dimmed" fw={500} tt="uppercase">
        Value records in the database
      </Text>
      {loading && (
        <Skeleton height={44} width="70%" mt="xs" radius="sm" aria-label="Loading the number of value records" />
      )}
      {!loading && data && (
        <Text fz={40} fw={700} lh={1.2} mt={4} c="forest.8" data-testid="total-valuation-count">
          {formatCount(data.totalValuationCount)}
        </Text>
      )}
      {!loading && !data && error && (
        <Alert variant="light" color="orange" mt="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          We could not load the number of value records just now. Please reload the page in a moment.
        </Alert>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        Each one a monetary value of an ecosystem service from a published study, standardised to Int$/ha/year at 2020
        prices.
      </Text>
    </Paper>
  );
}
