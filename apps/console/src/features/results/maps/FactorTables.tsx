import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { NumbersTable } from '../NumbersTable.tsx';

/** The eigenvalues of a map (when it has them) and its points' coordinates: the figures behind the picture. */
export function FactorTables({
  eigenvalues,
  percentages,
  groups,
  format,
}: {
  eigenvalues: number[];
  percentages: number[];
  groups: { heading: string; rows: { name: string; coordinates: number[] }[] }[];
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const summary = useId();
  return (
    <div className="pl-maps-tables">
      {eigenvalues.length > 0 && (
        <NumbersTable caption={t('maps.eigenvalues')}>
          <thead>
            <tr>
              <th scope="col">{t('maps.dimensionColumn')}</th>
              <th scope="col">{t('maps.eigenvalue')}</th>
              <th scope="col">{t('maps.inertia')}</th>
            </tr>
          </thead>
          <tbody>
            {eigenvalues.map((value, k) => (
              <tr key={k}>
                <th scope="row">{k + 1}</th>
                <td>{format.fixed(value, 3)}</td>
                <td>{format.fixed(percentages[k] ?? 0, 1)}</td>
              </tr>
            ))}
          </tbody>
        </NumbersTable>
      )}
      <details className="pl-maps-details">
        <summary id={summary}>{t('maps.coordinates')}</summary>
        <TableScroll label={t('maps.coordinates')}>
          <table className="pl-console-table pl-results-numbers" aria-labelledby={summary}>
            {groups.map((group) => (
              <tbody key={group.heading}>
                <tr>
                  <th scope="col">{group.heading}</th>
                  <th scope="col">{t('maps.first')}</th>
                  <th scope="col">{t('maps.second')}</th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{format.fixed(row.coordinates[0] ?? 0, 3)}</td>
                    <td>{row.coordinates[1] === undefined ? '' : format.fixed(row.coordinates[1], 3)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </TableScroll>
      </details>
    </div>
  );
}
