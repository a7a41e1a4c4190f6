import {
  attachmentMessages,
  maximumAttachmentBytes,
  suggestStudyInput,
  type SuggestStudyInput,
} from '@esvd/schema/rules/studies';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import { User } from '../accounts/index.ts';
import { checkedMediaType } from './attachment-content.ts';
import { SuggestedStudy, SuggestedStudyAttachment, SuggestedStudyType } from './study.entity.ts';

export const suggestionThanks = 'Thank you for suggesting this study.';

export interface SuggestedStudyView {
  id: number;
  title: string;
  description: string;
  studyType: string;
  createdOn: Date;
  suggestedBy: string | null;
  email: string | null;
  attachments: { id: number; filename: string; contentType: string; size: number }[];
}

export interface AttachmentDownload {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Decodes the attachments and checks them again by their bytes (the browser's checks can be skipped); each gets the
 * media type of its checked content, the one declared is dropped.
 */
function decodedAttachments(input: SuggestStudyInput) {
  const files = input.attachment.map(({ filename, content }) => ({
    filename,
    content: Buffer.from(content, 'base64'),
  }));
  if (files.reduce((total, file) => total + file.content.length, 0) > maximumAttachmentBytes) {
    throw badRequest(attachmentMessages.tooLarge);
  }
  return files.map((file) => {
    const contentType = checkedMediaType(file.filename, file.content);
    if (!contentType) throw badRequest(attachmentMessages.content(file.filename));
    return { ...file, contentType };
  });
}

/** Suggest a Study (spec 000 §4, §5): users propose studies with one or two documents; admins read them. */
export class SuggestedStudiesService {
  async suggest(context: Context, input: unknown): Promise<{ id: number; message: string }> {
    const values = parseInput(suggestStudyInput, input);
    const files = decodedAttachments(values);
    const userId = signedInUserId(context.principal);
    const suggestion = await context.em.transactional(async (em) => {
      const created = em.create(SuggestedStudy, {
        title: values.title,
        description: values.description,
        studyType: values.studyType as SuggestedStudyType,
        suggestedBy: userId === null ? null : em.getReference(User, userId),
      });
      for (const file of files) {
        em.create(SuggestedStudyAttachment, {
          suggestedStudy: created,
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
          content: file.content,
        });
      }
      await em.flush();
      return created;
    });
    return { id: suggestion.id, message: suggestionThanks };
  }

  /** Newest first, with the attachments' names and sizes (not their content). */
  async list(context: Context): Promise<SuggestedStudyView[]> {
    const suggestions = await context.em.find(
      SuggestedStudy,
      {},
      { orderBy: { createdOn: 'desc', id: 'desc' }, populate: ['suggestedBy', 'attachments'] },
    );
    return suggestions.map((suggestion) => ({
      id: suggestion.id,
      title: suggestion.title,
      description: suggestion.description,
      studyType: suggestion.studyType,
      createdOn: suggestion.createdOn,
      suggestedBy: suggestion.suggestedBy?.displayName ?? null,
      email: suggestion.suggestedBy?.email ?? null,
      attachments: suggestion.attachments.getItems().map(({ id, filename, contentType, size }) => ({
        id,
        filename,
        contentType,
        size,
      })),
    }));
  }

  /** The file with the type its bytes show again, so that no stored declaration is ever served. */
  async attachment(context: Context, id: number): Promise<AttachmentDownload> {
    const attachment = await context.em.findOne(SuggestedStudyAttachment, id, { populate: ['content'] });
    if (!attachment) throw notFound(`There is no attachment ${id}.`);
    const { filename, content } = attachment;
    return { filename, content, contentType: checkedMediaType(filename, content) ?? 'application/octet-stream' };
  }
}
