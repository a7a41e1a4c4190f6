import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { SuggestedStudiesDocument } from './suggest-study.generated.ts';
import { describeError } from '../common/errors.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { StatusLoader } from '../common/StatusLoader.tsx';
import { downloadAttachment } from './attachment-download.ts';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} kB`;

const suggestedOn = (date: string) =>
  new Date(date).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface Attachment {
  id: number;
  filename: string;
  size: number;
}

function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void download()}
      disabled={downloading}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {downloading ? <Loader size={12} /> : <IconDownload size={14} aria-hidden />}
      {attachment.filename}
      <Text span size="xs" c="dimmed">
        ({kilobytes(attachment.size)})
      </Text>
    </Anchor>
  );
}

/** /suggestions (admin): the studies users suggested, newest first, with their documents to download. */
export function SuggestedStudiesPage() {
  const { data, loading, error } = useQuery(SuggestedStudiesDocument, { fetchPolicy: 'cache-and-network' });
  const suggestions = data?.suggestedStudies;

  return (
    <PageFrame size="xl" title="Suggested studies" intro="Studies users suggested for the database, newest first.">
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {describeError(error).message}
        </Alert>
      )}
      {loading && !suggestions && <StatusLoader label="Loading the suggestions" />}
      {suggestions?.length === 0 && (
        <Text c="dimmed" py="lg" ta="center">
          No studies have been suggested yet.
        </Text>
      )}
      {suggestions && suggestions.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" data-testid="suggestions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Suggested by</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Attachments</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {suggestions.map((suggestion) => (
                  <Table.Tr key={suggestion.id}>
                    <Table.Td fw={600}>{suggestion.title}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" miw="max-content">
                        {suggestion.studyType}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{suggestion.suggestedBy ?? 'A former user'}</Text>
                      {suggestion.email && (
                        <Anchor href={`mailto:${suggestion.email}`} size="xs">
                          {suggestion.email}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{suggestedOn(suggestion.createdOn)}</Table.Td>
                    <Table.Td maw={360} style={{ whiteSpace: 'pre-wrap' }}>
                      {suggestion.description}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        {suggestion.attachments.map((attachment) => (
                          <AttachmentLink key={attachment.id} attachment={attachment} />
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </PageFrame>
  );
}
