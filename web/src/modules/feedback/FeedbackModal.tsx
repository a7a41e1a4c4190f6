import { useMutation } from '@apollo/client/react';
import { feedbackInput, feedbackIssues, feedbackQuestions, type FeedbackInput } from '@esvd/schema/rules/feedback';
import { Button, Checkbox, Fieldset, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import { SendFeedbackDocument } from './feedback.generated.ts';
import { SubmitButton } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { contactEmail, productName } from '../common/product.ts';

export const feedbackTexts = {
  title: `${productName} Feedback & Feature Request Form`,
  failureTitle: 'Something happened...',
  failure: `There was a problem sending your feedback. Please try again or contact the ${productName} Team at ${contactEmail}.`,
  thanks: 'Thank you: your feedback was sent to the team.',
} as const;

/** The rating, 1 to 10 stars. */
function SatisfactionField() {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ name: 'howSatisfied' });
  return (
    <Input.Wrapper label={feedbackQuestions.howSatisfied} withAsterisk error={fieldState.error?.message}>
      <Rating
        count={10}
        value={(value as number | undefined) ?? 0}
        onChange={onChange}
        getSymbolLabel={(stars) => `${stars} of 10`}
        size="lg"
        mt={4}
      />
    </Input.Wrapper>
  );
}

function TextAnswer({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <Textarea
      {...register(name)}
      label={label}
      withAsterisk={required}
      autosize
      minRows={2}
      maxRows={6}
      error={getFieldState(name, formState).error?.message}
    />
  );
}

function IssuesField() {
  const { register } = useFormContext();
  const otherTicked = useWatch({ name: 'issueOther' }) as boolean | undefined;
  return (
    <>
      <Fieldset legend={feedbackQuestions.issues} variant="unstyled">
        <Stack gap={6} mt={6}>
          {feedbackIssues.map(([issue, label]) => (
            <Checkbox key={issue} {...register(issue)} label={label} />
          ))}
        </Stack>
      </Fieldset>
      {otherTicked && <TextAnswer name="issueOtherText" label={feedbackQuestions.issueOtherText} required />}
    </>
  );
}

/**
 * The feedback form (spec 001 §2-§5): checked by the shared rule; sent, it closes with a thank-you; a failure to
 * send opens the spec's "Something happened..." dialog and keeps the answers for another try.
 */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, submit } = useSchemaForm<FeedbackInput, ReturnType<typeof feedbackInput.parse>>(feedbackInput);
  const [sendFeedback] = useMutation(SendFeedbackDocument);
  const [failed, setFailed] = useState(false);

  const onSubmit = submit(async (answers) => {
    try {
      await sendFeedback({ variables: { input: answers } });
    } catch (error) {
      setFailed(true);
      throw error;
    }
    form.reset();
    onClose();
    notifications.show({ color: 'forest', message: feedbackTexts.thanks });
  });

  return (
    <>
      <Modal opened={opened && !failed} onClose={onClose} title={feedbackTexts.title} size="lg">
        <SchemaForm form={form} onSubmit={onSubmit} serverError={null}>
          <SatisfactionField />
          <TextAnswer name="useForEsvd" label={feedbackQuestions.useForEsvd} required />
          <TextAnswer name="ideasForEsvd" label={feedbackQuestions.ideasForEsvd} />
          <IssuesField />
          <TextAnswer name="additionalFeatures" label={feedbackQuestions.additionalFeatures} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <SubmitButton>Send</SubmitButton>
          </Group>
        </SchemaForm>
      </Modal>
      <Modal opened={failed} onClose={() => setFailed(false)} title={feedbackTexts.failureTitle} centered>
        <Stack>
          <Text>{feedbackTexts.failure}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setFailed(false)} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
