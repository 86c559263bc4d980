import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionnaireLabels } from '../labels.ts';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { placeLabels, type Frame } from './mapLayout.ts';
import { mapLabels } from './mapLabels.ts';
import { NumbersTable } from '../NumbersTable.tsx';

interface Sheet {
  judge: string;
  repetition: number;
  positions: Record<string, [number, number]>;
}

const MARGIN = 28;

/**
 * One judge's napping sheet on demand: a select of the sheets (judge, and repetition when
 * there are several), and the chosen one drawn at the definition's proportions, x from the
 * left edge and y from the bottom as the judge placed them, with its positions in a table.
 */
export function JudgeSheet({
  sheets,
  size,
  labels,
  format,
}: {
  sheets: Sheet[];
  size: { width: number; height: number };
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const repeated = sheets.some((sheet) => sheet.repetition > 1);
  const nameOf = (sheet: Sheet) =>
    repeated ? t('maps.sheetOf', { judge: sheet.judge, repetition: sheet.repetition }) : sheet.judge;
  const sheet = sheets.find((each) => nameOf(each) === chosen);
  const points = useMemo(
    () =>
      Object.entries(sheet?.positions ?? {}).map(([product, [x, y]]) => ({
        x,
        y,
        label: labels.product(product),
        colour: labels.colour(product),
      })),
    [sheet, labels],
  );
  const draw = useCallback(
    (width: number) => {
      const inner = width - 2 * MARGIN;
      const frame: Frame = {
        x: [0, size.width],
        y: [0, size.height],
        width,
        height: Math.round((inner * size.height) / size.width) + 2 * MARGIN,
        margin: MARGIN,
      };
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: frame.height,
        margin: MARGIN,
        x: { domain: frame.x, label: null },
        y: { domain: frame.y, label: null },
        marks: [
          Plot.frame({ stroke: '#5f6368' }),
          Plot.dot(points, { x: 'x', y: 'y', fill: 'colour', r: 7 }),
          mapLabels(placeLabels(points, frame)),
        ],
      });
    },
    [points, size.width, size.height],
  );
  return (
    <div className="pl-maps-sheet">
      <div className="pl-maps-options">
        <label className="pl-console-select-field">
          <span>{t('maps.judgeSheet')}</span>
          <select value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">{t('maps.noSheet')}</option>
            {sheets.map((each) => (
              <option key={nameOf(each)} value={nameOf(each)}>
                {nameOf(each)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {sheet && (
        <>
          <PlotFigure
            draw={draw}
            description={t('maps.sheetAlt', { judge: nameOf(sheet), width: size.width, height: size.height })}
          />
          <NumbersTable caption={t('maps.sheetTable', { judge: nameOf(sheet) })}>
            <thead>
              <tr>
                <th scope="col">{t('maps.product')}</th>
                <th scope="col">x</th>
                <th scope="col">y</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{format.fixed(point.x, 1)}</td>
                  <td>{format.fixed(point.y, 1)}</td>
                </tr>
              ))}
            </tbody>
          </NumbersTable>
        </>
      )}
    </div>
  );
}
