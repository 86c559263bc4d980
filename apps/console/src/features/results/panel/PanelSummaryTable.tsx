import { useTranslation } from 'react-i18next';
import type { JudgeSummaryView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { NumbersTable } from '../NumbersTable.tsx';

/**
 * The panel summary at the head of the Panel section: each judge, the most failing first, with
 * the attributes where they fail and why (discrimination, repeatability, agreement, scaling).
 */
export function PanelSummaryTable({ summary, labels }: { summary: JudgeSummaryView[]; labels: QuestionnaireLabels }) {
  const { t } = useTranslation();
  const pages = new Set(summary.flatMap((judge) => judge.failures.map((failure) => failure.page)));
  const reason = {
    discrimination: t('panelResults.failDiscrimination'),
    repeatability: t('panelResults.failRepeatability'),
    agreement: t('panelResults.failAgreement'),
    scaling: t('panelResults.failScaling'),
  };
  return (
    <>
      <h3>{t('panelResults.summary')}</h3>
      <p className="pl-console-help">{t('panelResults.summaryHelp')}</p>
      <NumbersTable caption={t('panelResults.summary')}>
        <thead>
          <tr>
            <th scope="col">{t('panelResults.judge')}</th>
            <th scope="col">{t('panelResults.failingCount')}</th>
            <th scope="col">{t('panelResults.failingWhere')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.map(({ judge, failures }) => (
            <tr key={judge} className={failures.length > 0 ? 'pl-results-flagged' : undefined}>
              <th scope="row">{judge}</th>
              <td>{failures.length}</td>
              <td>
                {failures.length === 0
                  ? t('panelResults.noFailure')
                  : failures
                      .map(({ page, control, fails }) => {
                        const question = labels.question(page, control);
                        return t('panelResults.failure', {
                          attribute:
                            pages.size > 1
                              ? t('panelResults.attribute', { attribute: question, page: labels.pageName(page) })
                              : question,
                          reasons: fails.map((fail) => reason[fail]).join(t('panelResults.reasonSeparator')),
                        });
                      })
                      .join(t('panelResults.failureSeparator'))}
              </td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}
