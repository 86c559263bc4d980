import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

/**
 * The counts of a same-different or A-not-A test: what was served (rows) against what the
 * judges answered (columns), then the share of each row that gave the `charted` answer
 * ("different", "A"), the two rates the test compares.
 */
export function TwoByTwoTable({
  caption,
  rows,
  columns,
  cells,
  charted,
  chartDescription,
}: {
  caption: string;
  rows: [string, string];
  columns: [string, string];
  cells: [[number, number], [number, number]];
  charted: 0 | 1;
  chartDescription: string;
}) {
  const shares = rows.map((row, index) => {
    const [first, second] = cells[index] ?? [0, 0];
    return { row, share: first + second === 0 ? 0 : (charted === 0 ? first : second) / (first + second) };
  });
  return (
    <>
      <NumbersTable caption={caption} className="pl-results-two-by-two">
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {cells[index]?.map((count, column) => (
                <td key={column}>{count}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      <PlotFigure
        description={chartDescription}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 110,
            marginLeft: 150,
            x: { domain: [0, 1], tickFormat: '%', label: null, grid: true },
            y: { label: null, domain: rows },
            marks: [Plot.barX(shares, { y: 'row', x: 'share', fill: 'var(--pl-console-accent)' }), Plot.ruleX([0])],
          })
        }
      />
    </>
  );
}
