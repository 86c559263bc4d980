import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Input, Label, SearchField } from 'react-aria-components';
import { LANGUAGES, type Language, type Questionnaire } from '@palate/engine';
import type { PublicationCommentView } from '@palate/protocol';
import { callAsLeader } from '../../../lib/api.ts';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';
import type { QuestionnaireLabels } from '../labels.ts';
import { frequentWords } from './wordFrequencies.ts';
import './comments.css';

/** The section's id, which a question answered in words links to. */
export const COMMENTS_SECTION = 'pl-comments';

/** How many of a product's most frequent words are shown. */
const WORDS_SHOWN = 8;

/** The languages the questionnaire is written in (their stop words), or all when its title does not say. */
function languagesOf(questionnaire: Questionnaire): readonly Language[] {
  const title = questionnaire.title;
  if (typeof title !== 'object') return LANGUAGES;
  const written = LANGUAGES.filter((language) => language in title);
  return written.length > 0 ? written : LANGUAGES;
}

/** Lower case and one form of each character, so that a search finds "Süß" as "süß" and full-width letters as half-width. */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * The judges' answers in words (pub/comments): per question and product, each with the
 * judge's label, the product's most frequent words with the number of comments holding each
 * (choosing one searches for it), a search over
 * them all, and a box per comment that puts it on the report's slide of comments.
 */
export function CommentsSection({
  publication,
  questionnaire,
  labels,
  onSignedOut,
}: {
  publication: string;
  questionnaire: Questionnaire;
  labels: QuestionnaireLabels;
  onSignedOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail } = useLeaderCall('pub/comments', { id: publication }, onSignedOut);
  const [search, setSearch] = useState('');
  // A leader's picks shown at once, before the server's answer.
  const [picks, setPicks] = useState<Record<string, boolean>>({});
  const comments = useMemo(
    () => (data?.comments ?? []).map((comment) => ({ ...comment, selected: picks[comment.id] ?? comment.selected })),
    [data, picks],
  );
  const languages = languagesOf(questionnaire);
  const questions = useMemo(() => groupByQuestion(comments), [comments]);
  if (!data && !failure) return null;
  const query = folded(search.trim());
  const shown = (comment: PublicationCommentView) =>
    query === '' || folded(comment.text).includes(query) || folded(comment.judge).includes(query);
  const anyShown = comments.some(shown);
  const repeated = comments.some((comment) => comment.repetition > 1);
  const picked = comments.filter((comment) => comment.selected).length;

  const pick = (comment: PublicationCommentView, selected: boolean) => {
    setPicks((current) => ({ ...current, [comment.id]: selected }));
    callAsLeader('pub/comments/select', { id: publication, comment: comment.id, selected }, i18n.language).catch(
      (error: unknown) => {
        setPicks((current) => ({ ...current, [comment.id]: !selected }));
        fail(error);
      },
    );
  };

  return (
    <section className="pl-console-card pl-results-question" id={COMMENTS_SECTION} aria-labelledby="pl-comments-title">
      <h2 id="pl-comments-title">{t('comments.title')}</h2>
      <p className="pl-console-help">{t('comments.help')}</p>
      <FailureNote failure={failure} />
      {comments.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <>
          <SearchField className="pl-console-field pl-comments-search" value={search} onChange={setSearch}>
            <Label>{t('comments.search')}</Label>
            <Input />
          </SearchField>
          <p className="pl-console-note" aria-live="polite">
            {t('comments.picked', { count: picked })}
          </p>
          {!anyShown && <p>{t('comments.noMatch', { search: search.trim() })}</p>}
        </>
      )}
      {questions.map(({ page, control, products }) => (
        <div key={`${page}/${control}`} className="pl-comments-question">
          <h3>{labels.question(page, control)}</h3>
          {products.map(({ product, comments: ofProduct }) => {
            const visible = ofProduct.filter(shown);
            const words = frequentWords(
              ofProduct.map((comment) => comment.text),
              { languages, limit: WORDS_SHOWN },
            );
            const heading = `pl-comments-${page}-${control}-${product}`;
            return (
              <section key={product} className="pl-comments-product" aria-labelledby={heading}>
                <h4 id={heading}>
                  {labels.product(product)}{' '}
                  <span className="pl-console-note">{t('comments.count', { count: ofProduct.length })}</span>
                </h4>
                {words.length > 0 && (
                  <div className="pl-comments-words">
                    <span id={`${heading}-words`}>{t('comments.frequentWords')}</span>
                    <ul aria-labelledby={`${heading}-words`}>
                      {words.map(({ word, count }) => (
                        <li key={word}>
                          <button type="button" className="pl-comments-word" onClick={() => setSearch(word)}>
                            {word} <span>{count}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {visible.length > 0 && (
                  <TableScroll label={`${labels.question(page, control)}: ${labels.product(product)}`}>
                    <table className="pl-console-table pl-comments-table">
                      <thead>
                        <tr>
                          <th scope="col">{t('comments.judge')}</th>
                          {repeated && <th scope="col">{t('comments.repetition')}</th>}
                          <th scope="col">{t('comments.comment')}</th>
                          <th scope="col">{t('comments.inReport')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {visible.map((comment) => (
                          <tr key={comment.id}>
                            <th scope="row">{comment.judge}</th>
                            {repeated && <td>{comment.repetition}</td>}
                            <td className="pl-comments-text">{comment.text}</td>
                            <td>
                              <Checkbox
                                className="pl-console-checkbox"
                                isSelected={comment.selected}
                                onChange={(selected) => pick(comment, selected)}
                                aria-label={t('comments.pick', { judge: comment.judge })}
                              >
                                <span className="pl-console-checkbox-box" aria-hidden="true" />
                              </Checkbox>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                )}
              </section>
            );
          })}
        </div>
      ))}
    </section>
  );
}

interface QuestionComments {
  page: string;
  control: string;
  products: { product: string; comments: PublicationCommentView[] }[];
}

/** The comments by question, then product, in the order the server gives them (the questionnaire's). */
function groupByQuestion(comments: PublicationCommentView[]): QuestionComments[] {
  const questions: QuestionComments[] = [];
  for (const comment of comments) {
    let question = questions.find((q) => q.page === comment.page && q.control === comment.control);
    if (!question) {
      question = { page: comment.page, control: comment.control, products: [] };
      questions.push(question);
    }
    let group = question.products.find((p) => p.product === comment.product);
    if (!group) {
      group = { product: comment.product, comments: [] };
      question.products.push(group);
    }
    group.comments.push(comment);
  }
  return questions;
}
