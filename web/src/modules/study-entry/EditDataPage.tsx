import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, NavLink, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { StudyEntrySearchDocument } from './study-entry.generated.ts';
import { describeError } from '../common/errors.ts';
import { formatCount } from '../common/format.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { StatusLoader } from '../common/StatusLoader.tsx';
import { StudyWorkspace } from './StudyWorkspace.tsx';
import { useSelectedStudy } from './use-selected-study.ts';

/** The address parameter holding the search, so a reload or the back button shows the same results. */
const searchParameter = 'q';

interface StudySearchProps {
  /** The search run last; null before the first. */
  searched: string | null;
  studyId: number | null;
  onSearch: (freeText: string) => void;
  onSelect: (id: number) => void;
}

/** What the list shows of all the search found: all of it, or the newest part of a long list. */
function foundText(listed: number, found: number): string {
  const studies = (count: number) => `${formatCount(count)} ${count === 1 ? 'study' : 'studies'}`;
  if (listed >= found) return `${studies(found)} found; choose one to edit it.`;
  return `${studies(found)} found; the newest ${formatCount(listed)} are listed. Add words to narrow the search.`;
}

/** Edit Data's search card: free text ("exact phrases" in double quotes), Get studies, and the results. */
function StudySearch({ searched, studyId, onSearch, onSelect }: StudySearchProps) {
  const [freeText, setFreeText] = useState(searched ?? '');
  const { data, loading, error } = useQuery(StudyEntrySearchDocument, {
    variables: { freeText: searched ?? '' },
    skip: searched === null,
    fetchPolicy: 'cache-and-network',
  });
  const studies = data?.studies.items ?? [];
  const totalCount = data?.studies.totalCount ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(freeText.trim());
  };

  return (
    <SearchCard id="study-search" title="Find a study">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search studies"
            description="Words from the title, authors or reference, or a StudyID."
            placeholder='Use double quotes for exact string matching, e.g. "coral reef"'
            value={freeText}
            onChange={(event) => setFreeText(event.currentTarget.value)}
            style={{ flex: '1 1 280px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={loading}>
            Get studies
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {describeError(error).message}
        </Alert>
      )}
      {searched !== null && !loading && !error && studies.length === 0 && (
        <Text size="sm" c="dimmed">
          No study matches this search.
        </Text>
      )}
      {loading && !data && <StatusLoader size="sm" label="Searching" />}
      {studies.length > 0 && (
        <nav aria-label="Studies found">
          <Text size="sm" c="dimmed" mb={4} data-testid="studies-found">
            {foundText(studies.length, totalCount)}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            {studies.map((study) => (
              <NavLink
                key={study.id}
                component="button"
                type="button"
                active={study.id === studyId}
                label={study.title}
                description={`StudyID ${study.studyId}`}
                aria-current={study.id === studyId ? 'true' : undefined}
                rightSection={study.isPublished && <IconEye size={18} aria-label="Published" role="img" stroke={1.6} />}
                onClick={() => onSelect(study.id)}
              />
            ))}
          </ScrollArea.Autosize>
        </nav>
      )}
    </SearchCard>
  );
}

/** /editor, Edit Data (spec 000 §2): editors in chief find any study and change it, published or not. */
export function EditDataPage() {
  const { studyId, params, selectStudy } = useSelectedStudy();
  const searched = params.get(searchParameter);
  return (
    <PageFrame size="lg" title="Edit Data" intro="Find any study, correct it and its valuations, and republish it.">
      <SearchCard id="read-me" title="Read Me">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Search by words from the title, authors or reference, or by StudyID, and press <strong>Get studies</strong>.
            Put words in double quotes to find them exactly as written.
          </List.Item>
          <List.Item>Choose a study: its form and valuations open below. An eye marks published studies.</List.Item>
          <List.Item>
            Save your changes; on a published study <strong>Republish</strong> saves them and publishes again,{' '}
            <strong>Unpublish</strong> takes the study out of the database search. History shows every version.
          </List.Item>
        </List>
      </SearchCard>
      <StudySearch
        key={searched ?? ''}
        searched={searched}
        studyId={studyId}
        onSearch={(freeText) => selectStudy(null, { [searchParameter]: freeText })}
        onSelect={(id) => selectStudy(id)}
      />
      {studyId === null ? (
        <Text size="sm" c="dimmed">
          Choose a study from the results to edit it.
        </Text>
      ) : (
        <StudyWorkspace studyId={studyId} onCreated={(id) => selectStudy(id)} />
      )}
    </PageFrame>
  );
}
