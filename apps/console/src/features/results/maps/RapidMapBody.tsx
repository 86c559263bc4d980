import { useTranslation } from 'react-i18next';
import type { MapAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { Biplot } from './Biplot.tsx';
import { FactorTables } from './FactorTables.tsx';
import { JudgeSheet } from './JudgeSheet.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

type Figures<M> = Exclude<M, { insufficient: string }>;
export type NappingMapView = Figures<Extract<MapAnalysisView, { method: 'mfa'; control: string }>>;
export type SortingMapView = Figures<Extract<MapAnalysisView, { method: 'mca' }>>;

/**
 * A napping's MFA or a sorting's MCA: the products placed with their labels, the
 * eigenvalues and coordinates; a napping adds its words (supplementary) and each judge's
 * own sheet on demand, a sorting its co-occurrence table.
 */
export function RapidMapBody({
  map,
  title,
  labels,
  format,
}: {
  map: NappingMapView | SortingMapView;
  title: string;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const products = Object.entries(map.products).map(([id, [x = 0, y = 0]]) => ({
    x,
    y,
    label: labels.product(id),
    colour: labels.colour(id),
  }));
  const left = map.sheetsLeftOut;
  // A napping's words, supplementary: arrows towards the products they were said of.
  const words = map.method === 'mfa' ? Object.entries(map.wordCoordinates) : [];
  return (
    <>
      {left > 0 && <p className="pl-console-note">{t('maps.sheetsLeftOut', { count: left })}</p>}
      <Biplot
        products={products}
        descriptors={words.map(([word, [x = 0, y = 0]]) => ({ x, y, label: word }))}
        descriptorsAs="arrows"
        percentages={map.percentages}
        description={t('maps.mapAlt', { title })}
      />
      <FactorTables
        eigenvalues={map.eigenvalues}
        percentages={map.percentages}
        format={format}
        groups={[
          {
            heading: t('maps.product'),
            rows: Object.entries(map.products).map(([id, coordinates]) => ({ name: labels.product(id), coordinates })),
          },
          ...(words.length > 0
            ? [{ heading: t('maps.word'), rows: words.map(([name, coordinates]) => ({ name, coordinates })) }]
            : []),
        ]}
      />
      {map.method === 'mfa' ? (
        <JudgeSheet sheets={map.sheets} size={map.sheet} labels={labels} format={format} />
      ) : (
        <CoOccurrenceTable coOccurrence={map.coOccurrence} sheets={map.sheets} labels={labels} />
      )}
    </>
  );
}

function CoOccurrenceTable({
  coOccurrence,
  sheets,
  labels,
}: {
  coOccurrence: SortingMapView['coOccurrence'];
  sheets: number;
  labels: QuestionnaireLabels;
}) {
  const { t } = useTranslation();
  const caption = t('maps.coOccurrence', { count: sheets });
  return (
    <NumbersTable caption={caption}>
      <thead>
        <tr>
          <td />
          {coOccurrence.products.map((product) => (
            <th key={product} scope="col">
              {labels.product(product)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {coOccurrence.products.map((product, i) => (
          <tr key={product}>
            <th scope="row">{labels.product(product)}</th>
            {(coOccurrence.counts[i] ?? []).map((count, k) => (
              <td key={k}>{count}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}
