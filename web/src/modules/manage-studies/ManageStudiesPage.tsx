import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Container,
  Group,
  Modal,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { describeError } from '../common/errors.ts';
import type { ManagedStudySortColumn, StudyStatus } from '../../gql/graphql.ts';
import { ManageStudiesDeleteDocument, ManageStudiesDocument } from './manage-studies.generated.ts';
import { RecordHistory } from '../record-history/index.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import {
  manageParamsOf,
  managePageSize,
  manageStateOf,
  nextSort,
  rangeText,
  statusLabels,
  type ManagedStudyRow,
  type ManageState,
} from './manage-studies.ts';
import { StudiesTable } from './StudiesTable.tsx';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
];

/**
 * /manage, Manage all Studies (admins): every study with its status, valuation count, owner and last change,
 * filtered, sorted and paged by PostgreSQL; each opens in Edit Data, shows its history or is deleted after a
 * confirmation. The list's state lives in the address, so back from the editor returns to the same page.
 */
export function ManageStudiesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => manageStateOf(params), [params]);
  const show = (changes: Partial<ManageState>, options?: { replace: boolean }) =>
    setParams(manageParamsOf({ ...state, page: 1, ...changes }), options);

  // The box answers at once; the list follows when typing pauses.
  const [freeText, setFreeText] = useState(state.freeText);
  const [shownFreeText, setShownFreeText] = useState(state.freeText);
  if (shownFreeText !== state.freeText) {
    setShownFreeText(state.freeText);
    setFreeText(state.freeText);
  }
  const searchFor = useDebouncedCallback((text: string) => show({ freeText: text }, { replace: true }), 300);

  const variables = {
    freeText: state.freeText.trim() || null,
    status: state.status,
    sortColumn: state.sortColumn,
    isDescend: state.isDescend,
    limit: managePageSize,
    offset: (state.page - 1) * managePageSize,
  };
  const { data, previousData, error, loading, refetch } = useQuery(ManageStudiesDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.managedStudies;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalCount / managePageSize)) : 1;

  // A page past the end (the last study of the last page was deleted, or an old link) shows the last page.
  const pastTheEnd = data !== undefined && state.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setParams(manageParamsOf({ ...state, page: pageCount }), { replace: true });
  }, [pastTheEnd, pageCount, setParams, state]);

  const [deleteStudy] = useMutation(ManageStudiesDeleteDocument, {
    refetchQueries: [ManageStudiesDocument],
    awaitRefetchQueries: true,
  });
  const deleting = useDialogFor<ManagedStudyRow>();
  const historyOf = useDialogFor<ManagedStudyRow>();

  const confirmDelete = async (study: ManagedStudyRow) => {
    try {
      await deleteStudy({ variables: { id: study.id } });
    } catch (refusal) {
      // The refusal may say the study is gone (someone else deleted it): the list catches up behind the dialog.
      void refetch();
      throw refusal;
    }
    notifications.show({ color: 'green', message: `Study ${study.studyId} deleted successfully.` });
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Manage all Studies</Title>
          <Text c="dimmed">
            Every study in the database, published or not. Open one in Edit Data to change it, read its history, or
            delete it with its valuations.
          </Text>
        </div>

        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label="Search"
              description='Words of the title, "an exact phrase", or a StudyID'
              placeholder="e.g. mangrove or 1024"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={freeText}
              onChange={(event) => {
                setFreeText(event.currentTarget.value);
                searchFor(event.currentTarget.value);
              }}
              style={{ flex: '1 1 280px' }}
            />
            <Select
              label="Status"
              data={statusOptions}
              value={state.status ?? ''}
              onChange={(value) => show({ status: (value || null) as StudyStatus | null })}
              allowDeselect={false}
              w={200}
            />
          </Group>
        </Paper>

        {error && !page && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The studies could not be loaded">
            {describeError(error).message}
          </Alert>
        )}

        {page && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="manage-range">
                {rangeText(state.page, page.items.length, page.totalCount)}
              </Text>
              <StudiesTable
                studies={page.items}
                sortColumn={state.sortColumn}
                isDescend={state.isDescend}
                busy={loading}
                onSort={(column: ManagedStudySortColumn) => show(nextSort(state, column))}
                onHistory={historyOf.open}
                onDelete={deleting.open}
              />
              {!page.items.length && !loading && (
                <Text c="dimmed" ta="center" py="lg">
                  {state.freeText || state.status ? 'No studies match the search.' : 'There are no studies yet.'}
                </Text>
              )}
              {pageCount > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pageCount}
                    value={Math.min(state.page, pageCount)}
                    onChange={(next) => show({ page: next })}
                    getControlProps={(control) => ({
                      'aria-label':
                        control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
                    })}
                    getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
                  />
                </Group>
              )}
            </Stack>
          </Paper>
        )}
        {!page && !error && (
          <Text c="dimmed" ta="center" py="lg" role="status">
            Loading the studies…
          </Text>
        )}
      </Stack>

      <ConfirmDeleteModal
        opened={deleting.opened}
        title={deleting.target ? `Delete study ${deleting.target.studyId}` : ''}
        onConfirm={() => (deleting.target ? confirmDelete(deleting.target) : Promise.resolve())}
        onClose={deleting.close}
      >
        {deleting.target && <DeletedWithIt study={deleting.target} />}
      </ConfirmDeleteModal>

      <Modal
        opened={historyOf.opened}
        onClose={historyOf.close}
        title={historyOf.target ? `History of study ${historyOf.target.studyId}` : ''}
        size="lg"
      >
        {historyOf.target && <RecordHistory entityType="study" id={historyOf.target.id} />}
      </Modal>
    </Container>
  );
}

/** A dialog about one row; the row stays after closing, so the dialog keeps its text while it fades out. */
function useDialogFor<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    target,
    opened,
    open: (next: Target) => {
      setTarget(next);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

function DeletedWithIt({ study }: { study: ManagedStudyRow }) {
  const count = study.valuationCount;
  return (
    <Text size="sm" c="dimmed">
      {study.title}
      {count > 0 && ` — its ${count} ${count === 1 ? 'valuation goes' : 'valuations go'} with it.`}
    </Text>
  );
}
