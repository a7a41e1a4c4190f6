import { describe, expect, it } from 'vitest';
import { feedbackAnswers, feedbackInput, feedbackMessages } from './feedback.ts';

const messagesOf = (input: unknown) =>
  feedbackInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('feedbackInput (spec 001 §5)', () => {
  it("asks for a rating and what the ESVD is used for, in the spec's words", () => {
    expect(messagesOf({})).toEqual([
      ['howSatisfied', feedbackMessages.rate],
      ['useForEsvd', feedbackMessages.required],
    ]);
    expect(feedbackMessages).toMatchObject({
      rate: 'Please rate your satisfaction.',
      atMostTen: 'Must be less than or equal to 10.',
      number: 'Must be a number',
      required: 'Required',
      otherIssue: 'Please specify other issues or bugs',
    });
  });

  it('keeps the rating between 1 and 10, a whole number', () => {
    expect(messagesOf({ howSatisfied: 11, useForEsvd: 'Research' })).toEqual([
      ['howSatisfied', 'Must be less than or equal to 10.'],
    ]);
    expect(messagesOf({ howSatisfied: 'ten', useForEsvd: 'Research' })).toEqual([['howSatisfied', 'Must be a number']]);
    expect(messagesOf({ howSatisfied: 0, useForEsvd: 'Research' })).toEqual([
      ['howSatisfied', 'Please rate your satisfaction.'],
    ]);
    expect(messagesOf({ howSatisfied: 10, useForEsvd: ' ' })).toEqual([['useForEsvd', 'Required']]);
  });

  it('wants the other issue described when Other is ticked, and drops a description without it', () => {
    expect(messagesOf({ howSatisfied: 7, useForEsvd: 'Policy', issueOther: true })).toEqual([
      ['issueOtherText', 'Please specify other issues or bugs'],
    ]);
    expect(feedbackInput.parse({ howSatisfied: 7, useForEsvd: 'Policy', issueOtherText: 'stale' })).toMatchObject({
      issueOther: false,
      issueOtherText: null,
    });
  });

  it('answers every question in the form’s order, the ticked issues joined', () => {
    const feedback = feedbackInput.parse({
      howSatisfied: 8,
      useForEsvd: 'Benefit transfer',
      issueDownload: true,
      issueOther: true,
      issueOtherText: 'Slow map',
    });
    expect(feedbackAnswers(feedback).map(([, answer]) => answer)).toEqual([
      '8',
      'Benefit transfer',
      '',
      'Downloading; Other',
      'Slow map',
      '',
    ]);
  });
});
