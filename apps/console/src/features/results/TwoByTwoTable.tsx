import { TableScroll } from '../../lib/TableScroll.tsx';

/** The counts of a same-different or A-not-A test: what was served (rows) against what the judges answered (columns). */
export function TwoByTwoTable({
  caption,
  rows,
  columns,
  cells,
}: {
  caption: string;
  rows: [string, string];
  columns: [string, string];
  cells: [[number, number], [number, number]];
}) {
  return (
    <TableScroll label={caption}>
      <table className="pl-console-table pl-results-numbers">
        <caption>{caption}</caption>
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
      </table>
    </TableScroll>
  );
}
