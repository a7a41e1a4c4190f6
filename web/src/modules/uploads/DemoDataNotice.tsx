import { Alert, Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

import { DemoDataDocument, RemoveDemoDataDocument } from './uploads.generated.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { formatCount } from '../common/format.ts';

/**
 * Said above the dataset upload while the database holds demo data: records uploaded now would sit among generated
 * ones, in search, statistics and downloads. Offers to remove the demo data first; nothing shows without any.
 */
export function DemoDataNotice() {
  const { data, refetch } = useQuery(DemoDataDocument, { fetchPolicy: 'network-only' });
  const [removeDemoData] = useMutation(RemoveDemoDataDocument);
  const [confirming, setConfirming] = useState(false);
  const demo = data?.demoData;
  if (!demo?.studies) return null;
  const remove = async () => {
    await removeDemoData();
    await refetch();
  };
  return (
    <Alert color="yellow" title="This database holds demo data" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Text size="sm">
        {formatCount(demo.studies)} generated studies with {formatCount(demo.valuations)} records, none of them real.
        Records you upload now would be searched, summarised and downloaded together with them: remove the demo data
        first.
      </Text>
      <Button mt="sm" color="red" variant="light" onClick={() => setConfirming(true)}>
        Remove demo data
      </Button>
      <ConfirmDeleteModal
        opened={confirming}
        title="Remove demo data"
        question="Are you sure you want to delete the demo data?"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          {formatCount(demo.studies)} studies and {formatCount(demo.valuations)} records go; everything else stays.
        </Text>
      </ConfirmDeleteModal>
    </Alert>
  );
}
