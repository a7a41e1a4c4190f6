import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Center, Group, Loader, Stack, Text, Timeline, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { useMemo, type ReactElement } from 'react';

import type { RecordHistoryEntryFieldsFragment, ReferenceListName } from '../../gql/graphql.ts';
import {
  RecordHistoryStudyDocument,
  RecordHistoryValuationDocument,
  RecordHistoryVslStudyDocument,
} from './record-history.generated.ts';
import { formatDateTime } from '../common/date-time.ts';
import { describeError } from '../common/errors.ts';
import { useReferenceList } from '../common/reference-lists/use-reference-list.ts';
import {
  actionLabels,
  changeText,
  parseChanges,
  referenceListOfField,
  shortened,
  type EntryLabel,
  type FieldChange,
} from './history-format.ts';

/**
 * The saved versions of a study, a valuation or a study record of the valuation studies list, newest first (issue 5,
 * "nothing lost"): who, when, what they did, and each changed field's old and new value. Fetched afresh on every
 * mount, so it shows the latest saves.
 */
export function RecordHistory(props: { entityType: 'study' | 'valuation' | 'vslStudy'; id: number }): ReactElement {
  const { entityType, id } = props;
  const options = { variables: { id }, fetchPolicy: 'cache-and-network' } as const;
  const study = useQuery(RecordHistoryStudyDocument, { ...options, skip: entityType !== 'study' });
  const valuation = useQuery(RecordHistoryValuationDocument, { ...options, skip: entityType !== 'valuation' });
  const vslStudy = useQuery(RecordHistoryVslStudyDocument, { ...options, skip: entityType !== 'vslStudy' });
  const { entries, error } = {
    study: { entries: study.data?.studyHistory, error: study.error },
    valuation: { entries: valuation.data?.valuationHistory, error: valuation.error },
    vslStudy: { entries: vslStudy.data?.valuationStudyHistory, error: vslStudy.error },
  }[entityType];

  if (error && !entries) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The history could not be loaded">
        {describeError(error).message}
      </Alert>
    );
  }
  if (!entries) {
    return (
      <Center py="lg" role="status" aria-label="Loading the history">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!entries.length) {
    return (
      <Text c="dimmed" py="md" ta="center">
        No history yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} active={entries.length - 1} aria-label="Versions, newest first">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          bullet={<IconHistory size={12} aria-hidden />}
          title={<EntryTitle entry={entry} />}
        >
          <EntryChanges entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function EntryTitle({ entry }: { entry: RecordHistoryEntryFieldsFragment }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm">
        {actionLabels[entry.action] ?? entry.action} by {entry.changedBy ?? 'an unknown user'}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.changedAt)}
      </Text>
      <Badge size="xs" variant="light" color="gray">
        version {entry.version}
      </Badge>
    </Group>
  );
}

function EntryChanges({ entry }: { entry: RecordHistoryEntryFieldsFragment }) {
  const changes = useMemo(() => parseChanges(entry.changes), [entry.changes]);
  if (!changes.length) {
    return (
      <Text size="sm" c="dimmed">
        No field changed.
      </Text>
    );
  }
  return (
    <Stack gap={4} mt={4} component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {changes.map((change) => {
        const list = referenceListOfField[change.field];
        return (
          <li key={change.field}>
            {list ? (
              <ReferenceChange list={list} action={entry.action} change={change} />
            ) : (
              <ChangeLine action={entry.action} change={change} />
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/** A field holding reference-list entry ids: shown with the entries' labels once their list has loaded. */
function ReferenceChange({ list, action, change }: { list: ReferenceListName; action: string; change: FieldChange }) {
  const { options } = useReferenceList(list);
  const entryLabel = useMemo<EntryLabel>(() => {
    const labels = new Map(options.map((option) => [option.id, option.label]));
    return (_list, id) => labels.get(id);
  }, [options]);
  return <ChangeLine action={action} change={change} entryLabel={entryLabel} />;
}

function ChangeLine({ action, change, entryLabel }: { action: string; change: FieldChange; entryLabel?: EntryLabel }) {
  const { from, to } = changeText(action, change, entryLabel);
  return (
    <Text size="sm" component="div">
      <Text span fw={500}>
        {change.label}:
      </Text>{' '}
      {from !== null && (
        <Text span c="dimmed">
          {to !== null && <VisuallyHidden>from </VisuallyHidden>}
          <LongText text={from} />
        </Text>
      )}
      {from !== null && to !== null && (
        <>
          {' '}
          <span aria-hidden>→</span>
          <VisuallyHidden> to</VisuallyHidden>{' '}
        </>
      )}
      {to !== null && <LongText text={to} />}
    </Text>
  );
}

/** A text that may be long (notes, references): its start, with a button to show all of it. */
function LongText({ text }: { text: string }) {
  const [open, { toggle }] = useDisclosure(false);
  const short = shortened(text);
  if (!short) return <>{text}</>;
  return (
    <>
      <span style={{ whiteSpace: 'pre-wrap' }}>{open ? text : short}</span>{' '}
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={open}>
        {open ? 'Show less' : 'Show all'}
      </Anchor>
    </>
  );
}
