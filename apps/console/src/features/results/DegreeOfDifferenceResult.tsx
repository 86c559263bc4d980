import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import { chartColour } from '@palate/engine';
import type { DegreeOfDifferenceView } from '@palate/protocol';
import { NotEnough } from './NotEnough.tsx';
import { ALPHA, TestVerdict } from './TestVerdict.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

/**
 * A degree-of-difference test: the same and the different pairs' answers on each point of
 * the scale, the share of each kind of pair on each point, then d′, the one-sided
 * likelihood-root p and the boundaries τ between the points, as sensR's dod.
 */
export function DegreeOfDifferenceResult({ counts, format }: { counts: DegreeOfDifferenceView; format: NumberFormat }) {
  const { t } = useTranslation();
  const { same, different, estimates } = counts;
  const points = same.map((_, index) => index + 1);
  const pointName = (point: number) =>
    point === 1
      ? t('results.pointIdentical', { point })
      : point === points.length
        ? t('results.pointVeryDifferent', { point })
        : String(point);
  const rows = [
    { kind: t('results.samePairs'), counts: same },
    { kind: t('results.differentPairs'), counts: different },
  ];
  const shares = rows.flatMap((row) => {
    const total = row.counts.reduce((sum, count) => sum + count, 0);
    return row.counts.map((count, index) => ({
      kind: row.kind,
      point: index + 1,
      share: total === 0 ? 0 : count / total,
    }));
  });
  return (
    <>
      <NumbersTable caption={t('results.degreeOfDifferenceTable')} className="pl-results-degree-of-difference">
        <thead>
          <tr>
            <td />
            {points.map((point) => (
              <th scope="col" key={point}>
                {pointName(point)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{row.kind}</th>
              {row.counts.map((count, index) => (
                <td key={index}>{count}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      {'insufficient' in estimates ? (
        <NotEnough reason={estimates.insufficient} />
      ) : (
        <>
          <TestVerdict
            statement={t('results.pLikelihoodOneSided', { p: format.pStatement(estimates.pValue) })}
            differs={estimates.pValue < ALPHA}
          />
          <p>
            {t('results.dPrime', {
              d: format.statistic(estimates.dPrime),
              se: estimates.dPrimeSE === null ? '–' : format.statistic(estimates.dPrimeSE),
            })}
          </p>
          <p>{t('results.boundaries', { tau: estimates.tau.map((tau) => format.statistic(tau)).join(' · ') })}</p>
        </>
      )}
      <PlotFigure
        description={t('results.chartDegreeOfDifference')}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 200,
            x: { label: t('results.differencePoint'), ticks: points, tickFormat: (point: number) => String(point) },
            y: { label: null, domain: [0, 1], tickFormat: '%', grid: true },
            color: { legend: true, domain: rows.map((row) => row.kind), range: [chartColour(0), chartColour(1)] },
            marks: [
              Plot.line(shares, { x: 'point', y: 'share', stroke: 'kind', strokeWidth: 2 }),
              Plot.dot(shares, { x: 'point', y: 'share', fill: 'kind' }),
            ],
          })
        }
      />
    </>
  );
}
