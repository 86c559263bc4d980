import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PanelJudgeView } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { numberFormat } from '../../lib/numbers.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { comparePanelJudges, type PanelColumn, type Sorting } from './panelSorting.ts';

const COLUMNS = [
  { column: 'name', text: 'panel.judge' },
  { column: 'publications', text: 'panel.publications' },
  { column: 'lastAnswered', text: 'panel.lastAnswered' },
  { column: 'medianPValue', text: 'panel.medianP' },
  { column: 'repeatability', text: 'panel.repeatability' },
  { column: 'agreement', text: 'panel.agreement' },
  { column: 'correctShare', text: 'panel.correctShare' },
] as const satisfies readonly { column: PanelColumn; text: string }[];

/**
 * The account's named judges with their figures over their records (member/panel/list),
 * sortable by each column to pick the judges for a study; a judge's name opens their record.
 */
export function PanelScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure } = useLeaderCall('member/panel/list', {}, onSignedOut);
  const [sorting, setSorting] = useState<Sorting>({ column: 'name', descending: false });
  const format = numberFormat(i18n.language);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const judges = [...(data?.judges ?? [])].sort(comparePanelJudges(sorting, i18n.language));
  const figure = (value: number | null, shown: (value: number) => string) =>
    value === null ? t('panel.none') : shown(value);
  const cells = (judge: PanelJudgeView) => [
    judge.publications,
    judge.lastAnswered === null ? t('panel.never') : dates.format(judge.lastAnswered),
    figure(judge.medianPValue, format.p),
    figure(judge.repeatability, format.statistic),
    figure(judge.agreement, format.statistic),
    figure(judge.correctShare, (share) => t('panel.percent', { value: format.percent(share) })),
  ];
  return (
    <section className="pl-console-card pl-panel" aria-labelledby="pl-panel-title">
      <h1 id="pl-panel-title">{t('panel.title')}</h1>
      <p className="pl-console-help">{t('panel.help')}</p>
      <FailureNote failure={failure} />
      {data?.judges.length === 0 && <p>{t('panel.empty')}</p>}
      {judges.length > 0 && (
        <TableScroll label={t('panel.title')}>
          <table className="pl-console-table pl-results-numbers">
            <thead>
              <tr>
                {COLUMNS.map(({ column, text }) => {
                  const sorted = sorting.column === column;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={sorted ? (sorting.descending ? 'descending' : 'ascending') : undefined}
                    >
                      <button
                        type="button"
                        className="pl-panel-sort"
                        aria-label={t('panel.sortBy', { column: t(text) })}
                        onClick={() => setSorting({ column, descending: sorted && !sorting.descending })}
                      >
                        {t(text)}
                        <span aria-hidden="true">{sorted ? (sorting.descending ? ' ▼' : ' ▲') : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {judges.map((judge) => (
                <tr key={judge.id}>
                  <th scope="row">
                    <Link className="pl-console-link" to={`/panel/${encodeURIComponent(judge.id)}`}>
                      {judge.name}
                    </Link>
                    <span className="pl-console-note">{judge.login}</span>
                  </th>
                  {cells(judge).map((cell, index) => (
                    <td key={COLUMNS[index + 1]?.column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p className="pl-console-note">{t('panel.figuresNote')}</p>
    </section>
  );
}
