import { useQuery } from '@apollo/client/react';
import { Alert, List, Select, Text } from '@mantine/core';

import { StudyEntryUserStudiesDocument } from './study-entry.generated.ts';
import { describeError } from '../common/errors.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { StudyWorkspace } from './StudyWorkspace.tsx';
import { useSelectedStudy } from './use-selected-study.ts';

/** 'Your studies' (spec 000 §2): choosing one loads it into the form; clearing the choice starts a new study. */
function YourStudies({ studyId, onSelect }: { studyId: number | null; onSelect: (id: number | null) => void }) {
  const { data, loading, error } = useQuery(StudyEntryUserStudiesDocument);
  const studies = data?.userStudies ?? [];
  return (
    <SearchCard id="your-studies" title="Your studies">
      {error ? (
        <Alert color="red" role="alert">
          {describeError(error).message}
        </Alert>
      ) : (
        <Select
          label="Study to edit"
          description={
            studies.length || loading
              ? 'Choose one of your studies to edit it; clear the choice to add a new study.'
              : 'You have not entered a study yet: the form below adds your first.'
          }
          placeholder={loading ? 'Loading your studies…' : 'Add a new study'}
          searchable
          clearable
          // Mantine hides the clear button from the keyboard and screen readers; here it is the way to a new study.
          clearButtonProps={{ 'aria-label': 'Clear the chosen study', 'aria-hidden': false, tabIndex: 0 }}
          nothingFoundMessage="No study of yours matches"
          data={studies.map((study) => ({
            value: String(study.id),
            label: `${study.studyId} ${study.title}${study.isPublished ? ' (published)' : ''}`,
          }))}
          value={studyId === null ? null : String(studyId)}
          onChange={(value) => onSelect(value ? Number(value) : null)}
        />
      )}
    </SearchCard>
  );
}

/** /entries, Add Data (spec 000 §2): data analysts enter their studies and valuations and publish them. */
export function AddDataPage() {
  const { studyId, selectStudy } = useSelectedStudy();
  return (
    <PageFrame size="lg" title="Add Data" intro="Enter a study and its valuations, then publish it to the database.">
      <SearchCard id="read-me" title="Read Me">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Fill in the study (all fields are required) and <strong>Save</strong>. It gets its StudyID.
          </List.Item>
          <List.Item>
            Add its valuations with <strong>Add valuation</strong>. <strong>Copy</strong> starts a new valuation from an
            existing one; save the copy to keep it.
          </List.Item>
          <List.Item>
            When every valuation is in, tick <strong>Is Complete</strong> and <strong>Publish</strong>: the valuations
            then appear in the database search. A published study can only be changed by an editor.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Your studies lists what you entered: choose one to continue with it.
        </Text>
      </SearchCard>
      <YourStudies studyId={studyId} onSelect={(id) => selectStudy(id)} />
      <StudyWorkspace studyId={studyId} onCreated={(id) => selectStudy(id)} />
    </PageFrame>
  );
}
