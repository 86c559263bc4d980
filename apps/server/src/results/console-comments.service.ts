import type { PublicationCommentView } from '@palate/protocol';
import { ownPublication } from '../publishing/own-publication.ts';
import type { CallContext } from '../shared/context.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { publicationComments, setCommentSelected, UnknownCommentError } from './comments.service.ts';

/** pub/comments: the answers in words of a publication of the caller's account. */
export async function consoleComments(context: CallContext, id: string): Promise<PublicationCommentView[]> {
  const publication = await ownPublication(context, id);
  return publicationComments(context.db, publication.id);
}

/** pub/comments/select: a comment picked for the publication's report, or dropped. */
export async function consoleSelectComment(
  context: CallContext,
  id: string,
  comment: string,
  selected: boolean,
): Promise<void> {
  const publication = await ownPublication(context, id);
  try {
    await setCommentSelected(context.db, publication.id, comment, selected, context.now);
  } catch (error) {
    if (error instanceof UnknownCommentError) throw refusedRequest(error.message);
    throw error;
  }
}
