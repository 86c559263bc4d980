import { localize, type Language, type Questionnaire } from '@palate/engine';
import type { PublicationTable } from '../db/schema.ts';

/**
 * What judges see a publication as, wherever the judges' side names it (the list's
 * `pubName`, a booth's identification list, a download, the judge's own account page): the
 * leader's title for judges, else the questionnaire's title in the judge's language; never
 * the publication's name, which is the leader's own (often a client's or a project's).
 */
export function judgesTitleOf(
  publication: Pick<PublicationTable, 'judges_title'>,
  definition: Pick<Questionnaire, 'title'>,
  language: Language,
): string {
  return publication.judges_title ?? localize(definition.title, language);
}
