import type { AnswerableControl } from '@palate/engine';
import type { PublicationCommentView } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import { toAnswer } from '../judging/run.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { excludedJudges } from './analysis-exclusions.repository.ts';
import {
  commentRows,
  dropComment,
  pickComment,
  selectedComments,
  type CommentPick,
  type CommentRow,
} from './comments.repository.ts';

/** A pick that names no comment of the publication. */
export class UnknownCommentError extends Error {}

/** The questions answered in words: comments, and text questions answered freely or with tags. */
function inWords(control: AnswerableControl | { kind: 'info' }): boolean {
  return (
    control.kind === 'comment' || (control.kind === 'text' && (control.format === 'free' || control.format === 'tags'))
  );
}

/** A screen's key is the page id, then `@product` on a per-sample page and `#repetition` after the first. */
function pageOf(pageKey: string): string {
  return pageKey.split(/[@#]/)[0] as string;
}

/** A comment's id: the run's rank, the screen's key and the question, which together name one answer. */
function commentId(row: Pick<CommentRow, 'judge_rank' | 'page_key' | 'control_id'>): string {
  return JSON.stringify([row.judge_rank, row.page_key, row.control_id]);
}

function parseCommentId(publicationId: string, id: string): CommentPick | undefined {
  try {
    const [judgeRank, pageKey, controlId] = JSON.parse(id) as unknown[];
    if (typeof judgeRank !== 'number' || typeof pageKey !== 'string' || typeof controlId !== 'string') return undefined;
    return { publicationId, judgeRank, pageKey, controlId };
  } catch {
    return undefined;
  }
}

/**
 * A publication's answers in words, but those of judges left out for good: in the
 * questionnaire's order of questions, then its products, then the judges' order and repetitions.
 */
export async function publicationComments(db: Db, publicationId: string): Promise<PublicationCommentView[]> {
  const publication = await findPublication(db, publicationId);
  if (!publication) return [];
  const definition = await loadDefinition(db, publication.questionnaire_id);
  const questions = definition.pages.flatMap((page) =>
    page.controls.filter(inWords).map((control) => ({ page: page.id, control: control as AnswerableControl })),
  );
  const rows = await commentRows(
    db,
    publicationId,
    questions.map((question) => question.control.id),
  );
  const leftOut = new Set(await excludedJudges(db, publicationId));
  const picked = new Set((await selectedComments(db, publicationId)).map(commentId));
  const productOrder = (product: string) => definition.products.findIndex((p) => p.id === product);
  return questions.flatMap(({ page, control }) =>
    rows
      .filter((row) => row.control_id === control.id && pageOf(row.page_key) === page)
      .map((row) => ({ row, judge: judgeLabel(row), text: textOf(control, row) }))
      .filter(({ judge, text }) => text !== '' && !leftOut.has(judge))
      .sort((a, b) => productOrder(a.row.product_id ?? '') - productOrder(b.row.product_id ?? ''))
      .map(({ row, judge, text }) => ({
        id: commentId(row),
        page,
        control: control.id,
        judge,
        product: row.product_id ?? '',
        repetition: row.repetition,
        text,
        selected: picked.has(commentId(row)),
      })),
  );
}

/** The answer's words: its text, or its tags joined by the question's separator. */
function textOf(control: AnswerableControl, row: CommentRow): string {
  if (control.kind === 'text' && control.format === 'tags') {
    const answer = toAnswer({ ...row, judge_session_id: '', post_id: '', saved_at: 0, value: null });
    return (answer.tags ?? []).join(control.separator).trim();
  }
  return (row.text ?? '').trim();
}

/** Picks a comment of the publication for its report, or drops it; a pick that names none is refused. */
export async function setCommentSelected(
  db: Db,
  publicationId: string,
  id: string,
  selected: boolean,
  now: number,
): Promise<void> {
  const pick = parseCommentId(publicationId, id);
  const known = pick && (await publicationComments(db, publicationId)).some((comment) => comment.id === id);
  if (!pick || !known) throw new UnknownCommentError('There is no such comment in this publication.');
  if (selected) await pickComment(db, pick, now);
  else await dropComment(db, pick);
}
