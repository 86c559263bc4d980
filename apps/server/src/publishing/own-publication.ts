import { CallError, ErrorCode } from '@palate/protocol';
import { findPublication, type PublicationRow } from './publications.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';

/** A publication of the caller's account, or 90422 as if there were none: another account's publications are not even named. */
export async function ownPublication(context: CallContext, id: string): Promise<PublicationRow> {
  const publication = await findPublication(context.db, id);
  if (!publication || publication.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such publication.');
  }
  return publication;
}
