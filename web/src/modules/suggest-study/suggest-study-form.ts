import {
  attachmentExtensions,
  attachmentMessages,
  isAcceptedExtension,
  maximumAttachmentBytes,
  maximumAttachments,
  suggestStudyInput,
  type SuggestStudyInput,
} from '@esvd/schema/rules/studies';
import { z } from 'zod';

/**
 * The attachments as the browser holds them, checked with the shared rule's limits and messages before anything is
 * sent: one or two files, pdf, docx, odt, doc or txt, 10 MB in all. The server checks them again, by content too.
 */
const attachmentFiles = z
  .array(z.instanceof(File), { error: attachmentMessages.required })
  .min(1, attachmentMessages.required)
  .max(maximumAttachments, attachmentMessages.tooMany)
  .refine((files) => files.every((file) => isAcceptedExtension(file.name)), attachmentMessages.format)
  .refine(
    (files) => files.reduce((total, file) => total + file.size, 0) <= maximumAttachmentBytes,
    attachmentMessages.tooLarge,
  );

/** The Suggest a Study form (spec 000 §5): the shared rule, with files in place of their base64 content. */
export const suggestStudyForm = suggestStudyInput.omit({ attachment: true }).extend({ attachment: attachmentFiles });
export type SuggestStudyFormInput = z.input<typeof suggestStudyForm>;
export type SuggestStudyFormValues = z.output<typeof suggestStudyForm>;

/** An empty form; the study type's '' is the unmade choice, which the rule refuses with 'Study Type is required'. */
export const emptySuggestion: SuggestStudyFormInput = {
  title: '',
  description: '',
  studyType: '' as SuggestStudyFormInput['studyType'],
  attachment: [],
};

/** What the file picker offers: the accepted extensions. */
export const acceptedFiles = attachmentExtensions.map((extension) => `.${extension}`).join(',');

/** A file's bytes as base64, as the api takes attachments. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its characters as arguments, and a 10 MB file would overflow the stack.
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}

/** The checked form as the suggestStudy mutation's input (the names were checked with the form). */
export async function suggestionInput(values: SuggestStudyFormValues): Promise<SuggestStudyInput> {
  return {
    title: values.title,
    description: values.description,
    studyType: values.studyType,
    attachment: await Promise.all(
      values.attachment.map(async (file) => ({
        filename: file.name as SuggestStudyInput['attachment'][number]['filename'],
        contentType: file.type,
        content: await base64Of(file),
      })),
    ),
  };
}
