import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Input, Label, NumberField } from 'react-aria-components';
import { downloadText } from '../../lib/download.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { incompleteBlocksText } from '../../lib/incompleteBlocksText.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { planRows, servingPlanCsv } from './servingPlanCsv.ts';

/**
 * What the kitchen prepares from: each judge's cups in serving order, per repetition,
 * printable (the print stylesheet keeps the plan and the cup labels only) and as CSV.
 * With an incomplete block design, the design in words and each row's block.
 */
export function ServingPlanScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [judges, setJudges] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const { data: plan, failure } = useLeaderCall(
    'pub/servingPlan',
    { id, ...(shown === null ? {} : { judges: shown }) },
    onSignedOut,
  );

  const rows = plan ? planRows(plan.cups) : [];
  const hasTrays = plan?.cups.some((cup) => cup.tray !== null) === true;
  const hasBlocks = plan?.incompleteBlocks != null;
  const plannedRows = rows.length > 0 ? Math.max(...rows.map((row) => row.row)) : NaN;
  return (
    <div className="pl-console-stack pl-console-plan">
      <p className="pl-console-noprint">
        <Link className="pl-console-link" to="/publications">
          {t('publications.back')}
        </Link>
      </p>
      <section className="pl-console-card" aria-labelledby="pl-plan-title">
        <h1 id="pl-plan-title">{t('publications.planOf', { name: plan?.name ?? '' })}</h1>
        <p className="pl-console-help">{t('publications.planHelp')}</p>
        <FailureNote failure={failure} />
        {plan?.incompleteBlocks && <p className="pl-console-note">{incompleteBlocksText(t, plan.incompleteBlocks)}</p>}
        {plan?.startedOnly && <p className="pl-console-note">{t('publications.startedOnly')}</p>}
        {plan?.codesPerJudge && <p className="pl-console-note">{t('publications.planCodesPerJudge')}</p>}
        <div className="pl-console-actions pl-console-noprint">
          {plan && !plan.startedOnly && (
            <form
              className="pl-console-inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                setShown(judges);
              }}
            >
              <NumberField
                className="pl-console-field"
                minValue={1}
                maxValue={500}
                value={judges ?? plannedRows}
                onChange={setJudges}
              >
                <Label>{t('publications.judgesShown')}</Label>
                <Input />
              </NumberField>
              <Button type="submit" className="pl-console-button">
                {t('publications.show')}
              </Button>
            </form>
          )}
          <Button
            className="pl-console-button"
            isDisabled={!plan}
            onPress={() => plan && downloadText(`${plan.name}-serving-plan.csv`, servingPlanCsv(plan.cups), 'text/csv')}
          >
            {t('publications.csv')}
          </Button>
          <Button className="pl-console-button pl-console-button--primary" onPress={() => window.print()}>
            {t('publications.print')}
          </Button>
        </div>
        {plan && (
          <TableScroll label={t('publications.plan')}>
            <table className="pl-console-table pl-console-plan-table">
              <thead>
                <tr>
                  <th scope="col">{t('publications.row')}</th>
                  {hasTrays && <th scope="col">{t('publications.tray')}</th>}
                  <th scope="col">{t('publications.repetition')}</th>
                  {hasBlocks && <th scope="col">{t('publications.block')}</th>}
                  <th scope="col">{t('publications.cups')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.row}:${row.repetition}`}>
                    <th scope="row">{row.row}</th>
                    {hasTrays && <td>{row.tray}</td>}
                    <td>{row.repetition}</td>
                    {hasBlocks && <td>{row.block}</td>}
                    <td>
                      <ol className="pl-console-cups">
                        {row.cups.map((cup) => (
                          <li key={cup.place}>
                            <strong className="pl-console-code">{cup.code}</strong> {cup.productName}
                            {cup.labelledReference && ` (${t('publications.labelledReference')})`}
                          </li>
                        ))}
                      </ol>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      {plan && (
        <section className="pl-console-card pl-console-labels-section" aria-labelledby="pl-labels-title">
          <h2 id="pl-labels-title">{t('publications.labels')}</h2>
          <p className="pl-console-help pl-console-noprint">{t('publications.labelsHelp')}</p>
          <ul className="pl-console-labels">
            {plan.cups.map((cup) => (
              <li key={`${cup.row}:${cup.repetition}:${cup.place}`} className="pl-console-label">
                <span className="pl-console-label-code">{cup.code}</span>
                <span className="pl-console-label-detail">
                  {cup.tray === null ? `${t('publications.row')} ${cup.row}` : `${t('publications.tray')} ${cup.tray}`}
                  {' · '}
                  {`${t('publications.repetition')} ${cup.repetition} · `}
                  {cup.block !== null && `${t('publications.block')} ${cup.block} · `}
                  {cup.place}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
