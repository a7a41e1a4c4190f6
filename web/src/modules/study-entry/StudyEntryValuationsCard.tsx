import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import type { StudyEntryStudyFragment, ValuationFormEntryFragment } from '../../gql/graphql.ts';
import {
  StudyEntryCopyValuationDocument,
  StudyEntryStudyDocument,
  StudyEntryValuationsDocument,
} from './study-entry.generated.ts';
import { describeError } from '../common/errors.ts';
import { useReferenceList } from '../common/reference-lists/use-reference-list.ts';
import { RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { ValuationForm } from '../valuation-form/index.ts';
import { DeleteValuationDialog } from './DeleteValuationDialog.tsx';
import { HistoryButton } from './HistoryButton.tsx';

interface StudyEntryValuationsCardProps {
  study: StudyEntryStudyFragment;
  isEditor: boolean;
}

/** The valuation the form shows: a saved one (by id), a new one, or an unsaved copy. */
type Editing = { valuationId: number | null; draft?: ValuationFormEntryFragment };

/** The labels of a link's entries, in the order they were entered ('' for none). */
function labelsOf(ids: readonly number[], options: readonly { id: number; label: string }[]): string {
  return ids.flatMap((id) => options.find((option) => option.id === id)?.label ?? []).join(', ');
}

/**
 * The valuations card (spec 000 §2, §4): the study's valuations with Add, Edit, Copy (unpublished studies only) and
 * Delete; the valuation form opens in the card. An analyst's published study lists its valuations read-only.
 */
export function StudyEntryValuationsCard({ study, isEditor }: StudyEntryValuationsCardProps) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(StudyEntryValuationsDocument, { variables: { studyRecordId: study.id } });
  const countries = useReferenceList('COUNTRIES');
  const services = useReferenceList('ECOSYSTEM_SERVICES');
  const [copyValuation] = useMutation(StudyEntryCopyValuationDocument);
  const [copying, setCopying] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; valueId: number } | null>(null);
  const mayChange = study.mayEdit;
  const mayCopy = mayChange && !study.isPublished;

  // The form opens where the list was; on a phone the top of the card may be far above.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [editing]);

  // The study's valuation count decides whether Is Complete is offered.
  const refresh = () =>
    client.refetchQueries({ include: [StudyEntryValuationsDocument, StudyEntryStudyDocument] }).catch(() => undefined);

  const copy = async (id: number) => {
    setCopying(id);
    try {
      const { data: copied } = await copyValuation({ variables: { id } });
      if (copied) setEditing({ valuationId: null, draft: copied.copyValuation });
    } catch (failure) {
      notifications.show({ color: 'red', message: describeError(failure).message });
    } finally {
      setCopying(null);
    }
  };

  // Saved valuations always have an id; only an unsaved copy has none.
  const valuations = (data?.studyValuationEntries ?? []).filter(
    (valuation): valuation is typeof valuation & { id: number } => valuation.id !== null,
  );

  return (
    <SearchCard
      id="study-valuations"
      title={`Valuations (${study.valuationCount})`}
      aside={
        mayChange &&
        !editing && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ valuationId: null })}>
            Add valuation
          </Button>
        )
      }
    >
      <div ref={top} style={{ scrollMarginTop: 80 }} />
      {editing ? (
        <ValuationForm
          studyRecordId={study.id}
          valuationId={editing.valuationId}
          draft={editing.draft}
          readOnly={!mayChange}
          mayReview={isEditor}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : loading && !data ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading the valuations…</Text>
        </Group>
      ) : error ? (
        <Alert color="red" role="alert">
          {describeError(error).message}
        </Alert>
      ) : valuations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No valuations yet.{mayChange && ' Add the first one with Add valuation.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Valuations of the study">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Value ID</Table.Th>
                <Table.Th>Study location</Table.Th>
                <Table.Th>Countries</Table.Th>
                <Table.Th>Ecosystem services</Table.Th>
                <Table.Th>Value year</Table.Th>
                <Table.Th>Notes</Table.Th>
                <RowActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {valuations.map((valuation) => {
                const { id } = valuation;
                return (
                  <Table.Tr key={id} data-testid="valuation-row">
                    <Table.Td>{valuation.valueId}</Table.Td>
                    <Table.Td>{valuation.studyLocation}</Table.Td>
                    <Table.Td>{labelsOf(valuation.countries, countries.options)}</Table.Td>
                    <Table.Td>{labelsOf(valuation.ecosystemServices, services.options)}</Table.Td>
                    <Table.Td>{valuation.valueYear}</Table.Td>
                    <Table.Td maw={240}>
                      <Text size="sm" lineClamp={2}>
                        {valuation.notes}
                      </Text>
                    </Table.Td>
                    <RowActions>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${mayChange ? 'Edit' : 'View'} valuation ${valuation.valueId}`}
                        onClick={() => setEditing({ valuationId: id })}
                      >
                        {mayChange ? 'Edit' : 'View'}
                      </Button>
                      {mayCopy && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Copy valuation ${valuation.valueId}`}
                          loading={copying === id}
                          onClick={() => void copy(id)}
                        >
                          Copy
                        </Button>
                      )}
                      {mayChange && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Delete valuation ${valuation.valueId}`}
                          onClick={() => setDeleting({ id, valueId: valuation.valueId })}
                        >
                          Delete
                        </Button>
                      )}
                      {isEditor && (
                        <HistoryButton
                          entityType="valuation"
                          id={id}
                          label={`History of valuation ${valuation.valueId}`}
                        />
                      )}
                    </RowActions>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeleteValuationDialog valuation={deleting} onClose={() => setDeleting(null)} onDeleted={() => void refresh()} />
    </SearchCard>
  );
}
