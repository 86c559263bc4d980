import { useTranslation } from 'react-i18next';
import type { QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { NotEnough } from '../NotEnough.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { NumbersTable } from '../NumbersTable.tsx';

type DunnettFigures = NonNullable<Extract<QuestionAnalysisView, { kind: 'scale' }>['dunnett']>;

/**
 * A difference-from-control scale: each product against the blind copy of the reference,
 * Dunnett's comparisons (difference adjusted for the judges, its standard error, t and the
 * single-step adjusted p), in the questionnaire's order of products.
 */
export function DunnettTable({
  dunnett,
  labels,
  format,
  span,
  products,
}: {
  dunnett: DunnettFigures;
  /** The products in the questionnaire's order, in which the comparisons are listed. */
  products: string[];
  labels: QuestionnaireLabels;
  format: NumberFormat;
  /** The scale's range, which sets how many decimals a difference on it takes. */
  span: number;
}) {
  const { t } = useTranslation();
  if ('insufficient' in dunnett) return <NotEnough reason={dunnett.insufficient} />;
  const caption = t('quality.dunnett', { control: labels.product(dunnett.control) });
  return (
    <>
      <NumbersTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('results.product')}</th>
            <th scope="col">{t('quality.estimate')}</th>
            <th scope="col">{t('quality.se')}</th>
            <th scope="col">{t('quality.t')}</th>
            <th scope="col">{t('results.pValue')}</th>
          </tr>
        </thead>
        <tbody>
          {products.flatMap((product) => {
            const comparison = dunnett.comparisons[product];
            return comparison === undefined
              ? []
              : [
                  <tr key={product}>
                    <th scope="row">{labels.product(product)}</th>
                    <td>{format.onScale(comparison.estimate, span)}</td>
                    <td>{format.onScale(comparison.se, span)}</td>
                    <td>{format.statistic(comparison.t)}</td>
                    <td>{format.p(comparison.pValue)}</td>
                  </tr>,
                ];
          })}
        </tbody>
      </NumbersTable>
      <p className="pl-console-help">{t('quality.dunnettHelp')}</p>
    </>
  );
}
