import type { Language } from '@palate/engine';
import type { PublicationCommentView } from '@palate/protocol';
import { commentTexts } from './comment-texts.ts';
import {
  BODY,
  bodyCell as cell,
  contentSlide,
  headCell as head,
  type ReportContext,
  type TableOptions,
} from './report-deck.ts';

/**
 * The comments the leader picked on the results page, a slide per question (carried over to
 * further slides when they do not fit): product, the judge's words, and the judge's label.
 */
export function addCommentSlides(context: ReportContext, language: Language, picked: PublicationCommentView[]): void {
  const words = commentTexts(language);
  const questions = [...new Set(picked.map((comment) => `${comment.page}\u0000${comment.control}`))];
  for (const question of questions) {
    const [page, control] = question.split('\u0000') as [string, string];
    const comments = picked.filter((comment) => comment.page === page && comment.control === control);
    const slide = contentSlide(context, words.title(context.labels.question(page, control)));
    slide.addTable(
      [
        [head(words.product), head(words.comment), head(words.judge)],
        ...comments.map((comment) => [
          cell(context.labels.product(comment.product)),
          cell(comment.text),
          cell(comment.judge),
        ]),
      ],
      {
        x: BODY.x,
        y: BODY.y,
        w: BODY.w,
        colW: [2.6, 8.23, 1.5],
        fontFace: context.font,
        fontSize: 14,
        border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
        valign: 'top',
        autoPage: true,
        autoPageRepeatHeader: true,
        autoPageSlideStartY: BODY.y,
        newSlideStartY: BODY.y,
      } as TableOptions,
    );
  }
}
