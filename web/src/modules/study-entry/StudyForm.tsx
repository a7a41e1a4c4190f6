import { useMutation } from '@apollo/client/react';
import { studyInput, type StudyInput } from '@esvd/schema/rules/studies';
import { Alert, Badge, Button, Checkbox, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

import type { StudyEntryStudyFragment } from '../../gql/graphql.ts';
import {
  StudyEntryCreateDocument,
  StudyEntrySearchDocument,
  StudyEntryUpdateDocument,
  StudyEntryUserStudiesDocument,
} from './study-entry.generated.ts';
import { NumberField, SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { SearchCard } from '../common/SearchCard.tsx';
import { HistoryButton } from './HistoryButton.tsx';
import { isStaleEdit, savedNotice, studyControls, type PublicationAction } from './publication.ts';

interface StudyFormProps {
  /** Null for a new study ('Add study'). */
  study: StudyEntryStudyFragment | null;
  isEditor: boolean;
  /** A new study was saved: the page shows it for editing. */
  onCreated: (id: number) => void;
  /** Fetches the study again after a stale save was refused (saved studies only). */
  onReload?: () => Promise<unknown>;
}

const emptyStudy = { title: '', authors: '', reference: '', yearOfPublication: undefined, isComplete: false };

/** The study lists show titles and publication: both change with a save. */
const studyLists = [StudyEntryUserStudiesDocument, StudyEntrySearchDocument];

/**
 * The study form of Add Data and Edit Data (spec 000 §2, §4, §5): the four required fields, Is Complete, Save and
 * the publication buttons. It is mounted afresh for each loaded version of the study, so after a save or a reload
 * it shows what the server holds.
 */
export function StudyForm({ study, isEditor, onCreated, onReload }: StudyFormProps) {
  const [createStudy] = useMutation(StudyEntryCreateDocument, { refetchQueries: studyLists });
  const [updateStudy] = useMutation(StudyEntryUpdateDocument, { refetchQueries: studyLists });
  const { form, serverError, run, submit } = useSchemaForm(
    studyInput,
    study
      ? {
          title: study.title,
          authors: study.authors,
          reference: study.reference,
          yearOfPublication: study.yearOfPublication,
          isComplete: study.isComplete,
        }
      : emptyStudy,
    'onTouched',
  );
  const isComplete = useWatch({ control: form.control, name: 'isComplete' }) ?? false;
  const mayEdit = study?.mayEdit ?? true;
  const controls = studyControls({
    isEditor,
    mayEdit,
    isSaved: study !== null,
    valuationCount: study?.valuationCount ?? 0,
    isPublished: study?.isPublished ?? false,
    isComplete,
  });
  // A save refused because someone else saved first: the form offers to load their version.
  const [stale, setStale] = useState(false);

  const persist = (action: PublicationAction | null) =>
    submit(async (values: StudyInput) => {
      setStale(false);
      try {
        if (!study) {
          const { data } = await createStudy({ variables: { input: values } });
          if (data) onCreated(data.createStudy.id);
        } else {
          const publication = action ? { isPublished: action.publish } : {};
          await updateStudy({
            variables: { id: study.id, input: { ...values, version: study.version, ...publication } },
          });
        }
        notifications.show({ color: 'green', message: savedNotice(action) });
      } catch (error) {
        setStale(isStaleEdit(error));
        throw error;
      }
    });

  const reload = (load: () => Promise<unknown>) => run(async () => void (await load()));

  const heading = study ? `Edit study ${study.studyId}` : 'Add study';
  const errors = form.formState.errors;

  return (
    <SearchCard
      id="study-form"
      title={heading}
      aside={
        study && (
          <Group gap="xs">
            <Badge color={study.isPublished ? 'green' : 'gray'} variant="light">
              {study.isPublished ? 'Published' : 'Not published'}
            </Badge>
            {isEditor && <HistoryButton entityType="study" id={study.id} label={`History of study ${study.studyId}`} />}
          </Group>
        )
      }
    >
      {study && !mayEdit && (
        <Alert color="blue" icon={<IconLock size={18} aria-hidden />} data-testid="study-locked">
          This study is published, so only an editor can change it now. Unpublish it to change it yourself.
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={persist(null)}
        serverError={serverError}
        errorHelp={
          stale &&
          onReload && (
            <Button variant="light" size="xs" mt="xs" onClick={() => void reload(onReload)}>
              Reload study
            </Button>
          )
        }
      >
        {study?.ownerName && (
          <Text size="sm" c="dimmed">
            Entered by {study.ownerName}
            {study.publishedOn && `; published ${new Date(study.publishedOn).toLocaleDateString('en-GB')}`}.
          </Text>
        )}
        <NumberField
          name="yearOfPublication"
          // An emptied box is no year at all, so the rule answers 'Year of Publication is required'.
          emptyValue={undefined}
          label="Year of Publication"
          required
          readOnly={!mayEdit}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
        />
        <TextField name="title" label="Title" required readOnly={!mayEdit} />
        <TextField name="authors" label="Authors" required readOnly={!mayEdit} />
        <Textarea
          label="Reference"
          description="The full bibliographic reference."
          required
          readOnly={!mayEdit}
          autosize
          minRows={2}
          {...form.register('reference')}
          error={errors.reference?.message}
        />
        {controls.showIsComplete && (
          <Checkbox
            label="Is Complete"
            description="Every valuation of the study is entered; the study may be published."
            {...form.register('isComplete')}
          />
        )}
        {mayEdit && study && study.valuationCount === 0 && (
          <Text size="sm" c="dimmed">
            Add at least one valuation before marking the study complete.
          </Text>
        )}
        {(controls.showSave || controls.actions.length > 0) && (
          <Group gap="sm">
            {controls.showSave && <SubmitButton>Save</SubmitButton>}
            {controls.actions.map((action) => (
              <Button
                key={action.label}
                variant={action.publish ? 'filled' : 'outline'}
                color={action.publish ? 'green' : 'orange'}
                disabled={!action.enabled}
                loading={form.formState.isSubmitting}
                onClick={persist(action)}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        )}
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
          <Text size="sm">
            A study becomes public when it is marked complete and published: its valuations then appear in the database
            search. Is Complete can be ticked once the study is saved and has at least one valuation.
          </Text>
        </Alert>
      </SchemaForm>
    </SearchCard>
  );
}
