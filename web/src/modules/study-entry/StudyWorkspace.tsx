import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, Text } from '@mantine/core';

import { StudyEntryStudyDocument } from './study-entry.generated.ts';
import { isGranted, useViewer } from '../access/index.ts';
import { describeError } from '../common/errors.ts';
import { StudyEntryValuationsCard } from './StudyEntryValuationsCard.tsx';
import { StudyForm } from './StudyForm.tsx';

interface StudyWorkspaceProps {
  /** The study's id; null for a new study. */
  studyId: number | null;
  /** A new study was saved. */
  onCreated: (id: number) => void;
}

/** The study form with the study's valuations card, shared by Add Data and Edit Data (spec 000 §2). */
export function StudyWorkspace({ studyId, onCreated }: StudyWorkspaceProps) {
  const { viewer } = useViewer();
  // Editors in chief may change any study and read its history; the server checks the same.
  const isEditor = viewer ? isGranted(viewer, 'editData') : false;
  const { data, error, refetch } = useQuery(StudyEntryStudyDocument, {
    variables: { id: studyId ?? 0 },
    skip: studyId === null,
    fetchPolicy: 'cache-and-network',
  });

  if (studyId === null) {
    return (
      <>
        <StudyForm key="new" study={null} isEditor={isEditor} onCreated={onCreated} />
        <Text size="sm" c="dimmed">
          Save the study to add its valuations.
        </Text>
      </>
    );
  }
  const study = data?.study.id === studyId ? data.study : null;
  if (!study) {
    return error ? (
      <Alert color="red" role="alert" title="The study could not be loaded">
        {describeError(error).message}
      </Alert>
    ) : (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading the study…</Text>
      </Group>
    );
  }
  return (
    <>
      {/* A fresh form for each version the server holds: after a save or a reload it shows the stored values. */}
      <StudyForm
        key={`${study.id}:${study.version}`}
        study={study}
        isEditor={isEditor}
        onCreated={onCreated}
        onReload={() => refetch()}
      />
      <StudyEntryValuationsCard key={study.id} study={study} isEditor={isEditor} />
    </>
  );
}
