import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { MapAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { numberFormat, type NumberFormat } from '../../../lib/numbers.ts';
import { NotEnough } from '../NotEnough.tsx';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

type Drivers = Extract<MapAnalysisView, { method: 'externalPreference' }>['drivers'];
interface Row {
  attribute: string;
  coefficient: number;
  vip: number;
  important: boolean;
}

/** Wold's rule of thumb: an attribute with a VIP of 1 or more matters more than the average one. */
const IMPORTANT_VIP = 1;
/** Coefficients are liking points per point of an attribute: small numbers, read to three decimals. */
const COEFFICIENT_DECIMALS = 3;
const MARGIN_LEFT = 120;
const MARGIN_RIGHT = 20;
/** Pixels kept past the longest bar's end for its VIP ("VIP 1.23"). */
const VIP_ROOM = 56;
const IMPORTANT_COLOUR = '#1f5f99';
const OTHER_COLOUR = '#b9cde0';

/**
 * The drivers of liking beside the external preference map: each attribute's PLS coefficient
 * as a bar (left when more of the attribute lowers liking, right when it raises it), sorted
 * from the most positive, with its VIP written beside the bar and the important ones (VIP ≥ 1)
 * in the darker colour; the figures in a table.
 */
export function DriversOfLiking({
  drivers,
  page,
  labels,
  format,
}: {
  drivers: Drivers;
  page: string;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(
    (): Row[] =>
      'insufficient' in drivers
        ? []
        : Object.entries(drivers.coefficients)
            .map(([attribute, coefficient]) => {
              const vip = drivers.vip[attribute] ?? 0;
              return { attribute: labels.question(page, attribute), coefficient, vip, important: vip >= IMPORTANT_VIP };
            })
            .sort((a, b) => b.coefficient - a.coefficient),
    [drivers, labels, page],
  );
  const important = t('maps.driversImportant');
  const other = t('maps.driversOther');
  const draw = useCallback(
    (width: number) => {
      // Symmetric about 0, with room for the VIP written past each bar's end, however narrow the chart.
      // The attributes' names take at most a quarter of a phone's width, leaving the bars room.
      const marginLeft = Math.min(MARGIN_LEFT, Math.round(width / 4));
      const half = (width - marginLeft - MARGIN_RIGHT) / 2;
      const longest = Math.max(...rows.map((row) => Math.abs(row.coefficient)), Number.EPSILON);
      const reach = (longest * half) / Math.max(half - VIP_ROOM, half / 3);
      // Formatted here rather than by the `format` prop, which is made anew on every render of the page.
      const vip = numberFormat(i18n.language).statistic;
      const vipText = (row: Row) => t('maps.driversVipLabel', { vip: vip(row.vip) });
      return Plot.plot({
        // One class only: Plot refuses a list of them.
        className: 'pl-results-plot',
        width,
        marginLeft,
        marginRight: MARGIN_RIGHT,
        height: 70 + 32 * rows.length,
        x: { domain: [-reach, reach], label: t('maps.driversCoefficient'), grid: true },
        y: { label: null, domain: rows.map((row) => row.attribute) },
        color: { legend: true, domain: [important, other], range: [IMPORTANT_COLOUR, OTHER_COLOUR] },
        marks: [
          Plot.barX(rows, {
            x: 'coefficient',
            y: 'attribute',
            fill: (row: Row) => (row.important ? important : other),
          }),
          Plot.ruleX([0]),
          // The VIP past each bar's end: to the left of a bar that goes left.
          Plot.text(
            rows.filter((row) => row.coefficient >= 0),
            { x: 'coefficient', y: 'attribute', text: vipText, textAnchor: 'start', dx: 4 },
          ),
          Plot.text(
            rows.filter((row) => row.coefficient < 0),
            { x: 'coefficient', y: 'attribute', text: vipText, textAnchor: 'end', dx: -4 },
          ),
        ],
      });
    },
    [rows, important, other, i18n.language, t],
  );
  return (
    <div className="pl-drivers">
      <h4>{t('maps.drivers')}</h4>
      <p className="pl-console-help">{t('maps.driversHelp')}</p>
      {'insufficient' in drivers ? (
        <NotEnough reason={drivers.insufficient} />
      ) : (
        <>
          <p className="pl-console-note pl-drivers-fit">
            {t('maps.driversFit', {
              count: drivers.components,
              percent: format.percent(drivers.explainedLiking.at(-1) ?? 0),
            })}
          </p>
          {drivers.excluded.length > 0 && (
            <p className="pl-console-note pl-drivers-excluded">
              {t('maps.driversExcluded', {
                attributes: drivers.excluded.map((attribute) => labels.question(page, attribute)).join(', '),
              })}
            </p>
          )}
          <PlotFigure draw={draw} description={t('maps.driversChart')} />
          <p className="pl-console-help pl-drivers-rule">{t('maps.driversRule')}</p>
          <NumbersTable caption={t('maps.drivers')} className="pl-drivers-table">
            <thead>
              <tr>
                <th scope="col">{t('maps.attribute')}</th>
                <th scope="col">{t('maps.driversCoefficient')}</th>
                <th scope="col">{t('maps.driversVip')}</th>
                <th scope="col">{t('maps.driversImportance')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.attribute}>
                  <th scope="row">{row.attribute}</th>
                  <td>{format.fixed(row.coefficient, COEFFICIENT_DECIMALS)}</td>
                  <td>{format.statistic(row.vip)}</td>
                  <td>{row.important ? important : other}</td>
                </tr>
              ))}
            </tbody>
          </NumbersTable>
        </>
      )}
    </div>
  );
}
