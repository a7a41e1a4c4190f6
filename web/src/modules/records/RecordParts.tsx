import { Alert, Anchor, Button, CopyButton, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconEyeOff, IconLink } from '@tabler/icons-react';
import { useId } from 'react';

import { referenceParts, type RecordSection } from './record-fields.ts';

/** Says that a record's study is not published: a draft, shown only to those who may edit it. */
export function DraftNotice({ studyId }: { studyId: number }) {
  return (
    <Alert color="yellow" title="Draft" icon={<IconEyeOff aria-hidden />}>
      Study {studyId} is not published: only those who edit data and the study's owner see its records. Readers of the
      database see them once it is published.
    </Alert>
  );
}

/** A reference with its DOI and web addresses as links (opened in a new tab). */
export function Reference({ text }: { text: string }) {
  return (
    <>
      {referenceParts(text).map((part, index) =>
        part.href ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** One group of a record's fields as a two-column table: the label a row header, an empty value a dash. */
export function RecordSectionTable({ section }: { section: RecordSection }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {section.title}
        </Title>
        <Table fz="sm" verticalSpacing={4} layout="fixed" aria-labelledby={headingId}>
          <Table.Tbody>
            {section.fields.map((field) => (
              <Table.Tr key={field.label}>
                <Table.Th scope="row" w="38%" fw={500} style={{ verticalAlign: 'top' }}>
                  {field.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {field.text || (
                    <Text span c="dimmed" size="sm" aria-label="none">
                      –
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/** Copies the page's address: the permalink of a record or a study. */
export function CopyLinkButton() {
  return (
    <CopyButton value={window.location.href}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="xs"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconLink size={14} aria-hidden />}
        >
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      )}
    </CopyButton>
  );
}
