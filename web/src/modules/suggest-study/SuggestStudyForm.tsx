import { useMutation } from '@apollo/client/react';
import { maximumAttachments, suggestedStudyTypes } from '@esvd/schema/rules/studies';
import { FileInput, NativeSelect, Pill, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';

import { SuggestStudyDocument } from './suggest-study.generated.ts';
import { SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { acceptedFiles, emptySuggestion, suggestionInput, suggestStudyForm } from './suggest-study-form.ts';

const studyTypeOptions = suggestedStudyTypes.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

interface SuggestStudyFormProps {
  /** The suggestion was received; the server's thanks. */
  onSuggested: (message: string) => void;
}

/**
 * The form 'Suggest a Study' (spec 000 §2, §5): title, why the study belongs in the database, its type and one or
 * two documents, checked here with the shared rule and again by the server, which also looks at the files' bytes.
 */
export function SuggestStudyForm({ onSuggested }: SuggestStudyFormProps) {
  const { form, serverError, submit } = useSchemaForm(suggestStudyForm, emptySuggestion, 'onTouched');
  const [suggest] = useMutation(SuggestStudyDocument);
  const { errors } = form.formState;

  const onSubmit = submit(async (values) => {
    const { data } = await suggest({ variables: { input: await suggestionInput(values) } });
    form.reset(emptySuggestion);
    onSuggested(data?.suggestStudy.message ?? 'Thank you for suggesting this study.');
  });

  return (
    <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
      <TextField name="title" label="Title" withAsterisk autoComplete="off" />
      <Textarea
        label="Study Description"
        description="Why should this study be included in the database?"
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <NativeSelect
        label="Study Type"
        withAsterisk
        data={[{ value: '', label: 'Choose the type of study' }, ...studyTypeOptions]}
        {...form.register('studyType')}
        error={errors.studyType?.message}
      />
      <Controller
        control={form.control}
        name="attachment"
        render={({ field, fieldState }) => (
          <FileInput
            label="Attachment"
            description={`${maximumAttachments} files at most: pdf, docx, odt, doc or txt, 10 MB in all.`}
            placeholder="Choose the study's documents"
            withAsterisk
            multiple
            clearable
            accept={acceptedFiles}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={field.value}
            onChange={(files) => {
              field.onChange(files);
              // Told at once, not only on submit: a wrong or third file is easier to fix while choosing.
              void form.trigger('attachment');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            valueComponent={({ value }) => (
              <Pill.Group>
                {(Array.isArray(value) ? value : value ? [value] : []).map((file) => (
                  <Pill key={`${file.name}-${file.size}`}>
                    {file.name} ({fileSize(file.size)})
                  </Pill>
                ))}
              </Pill.Group>
            )}
          />
        )}
      />
      <SubmitButton>Submit suggestion</SubmitButton>
    </SchemaForm>
  );
}
