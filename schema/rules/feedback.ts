import { csvText } from './csv-download.ts';
import { z } from 'zod';

export const feedbackMessages = {
  rate: 'Please rate your satisfaction.',
  atMostTen: 'Must be less than or equal to 10.',
  number: 'Must be a number',
  required: 'Required',
  otherIssue: 'Please specify other issues or bugs',
  tooLong: 'At most 4000 characters.',
} as const;

/** The issues a user may tick (spec 001 §3), each with the words the form and the team's mail use. */
export const feedbackIssues = [
  ['issueLoadingTables', 'Loading tables'],
  ['issueLoadingMapResult', 'Loading map results'],
  ['issueLoadingSumStat', 'Loading summary statistics'],
  ['issueDownload', 'Downloading'],
  ['issueLogin', 'Logging in'],
  ['issueOther', 'Other'],
] as const;

export type FeedbackIssue = (typeof feedbackIssues)[number][0];

/** The form's questions, in its order: its labels, and the rows of the CSV the team receives. */
export const feedbackQuestions = {
  howSatisfied: 'How satisfied are you with the ESVD? (1 to 10)',
  useForEsvd: 'What do you use the ESVD for?',
  ideasForEsvd: 'What ideas do you have for the ESVD?',
  issues: 'Have you had problems with any of these?',
  issueOtherText: 'Which other issues or bugs?',
  additionalFeatures: 'Which features would you like the ESVD to have?',
} as const;

const text = z.string().trim().max(4000, feedbackMessages.tooLong);
const optionalText = text.nullish().transform((value) => value || null);

/**
 * The feedback form (spec 001 §3, §5): a rating from 1 to 10, what the ESVD is used for, ideas, the issues met (the
 * other issue described), wished-for features.
 */
export const feedbackInput = z
  .object({
    howSatisfied: z
      .number({ error: (issue) => (issue.input == null ? feedbackMessages.rate : feedbackMessages.number) })
      .int(feedbackMessages.number)
      .min(1, feedbackMessages.rate)
      .max(10, feedbackMessages.atMostTen),
    useForEsvd: z
      .string({ error: feedbackMessages.required })
      .trim()
      .min(1, feedbackMessages.required)
      .max(4000, feedbackMessages.tooLong),
    ideasForEsvd: optionalText,
    ...(Object.fromEntries(feedbackIssues.map(([issue]) => [issue, z.boolean().default(false)])) as Record<
      FeedbackIssue,
      z.ZodDefault<z.ZodBoolean>
    >),
    issueOtherText: optionalText,
    additionalFeatures: optionalText,
  })
  // Runs even when another field failed, so the form shows every message at once.
  .refine((feedback) => !feedback?.issueOther || !!feedback.issueOtherText, {
    path: ['issueOtherText'],
    message: feedbackMessages.otherIssue,
    when: () => true,
  })
  .transform((feedback) => ({ ...feedback, issueOtherText: feedback.issueOther ? feedback.issueOtherText : null }));

export type FeedbackInput = z.input<typeof feedbackInput>;
export type Feedback = z.output<typeof feedbackInput>;

/** The feedback as question and answer pairs: the mail's table and its CSV attachment. */
export function feedbackAnswers(feedback: Feedback): [question: string, answer: string][] {
  const issues = feedbackIssues.filter(([issue]) => feedback[issue]).map(([, label]) => label);
  return [
    [feedbackQuestions.howSatisfied, String(feedback.howSatisfied)],
    [feedbackQuestions.useForEsvd, feedback.useForEsvd],
    [feedbackQuestions.ideasForEsvd, feedback.ideasForEsvd ?? ''],
    [feedbackQuestions.issues, issues.join('; ')],
    [feedbackQuestions.issueOtherText, feedback.issueOtherText ?? ''],
    [feedbackQuestions.additionalFeatures, feedback.additionalFeatures ?? ''],
  ];
}

/** The answers as the CSV file the team's mail carries: a heading row, then one row per question. */
export function feedbackCsv(feedback: Feedback): string {
  return csvText(['Question', 'Answer'], feedbackAnswers(feedback));
}
