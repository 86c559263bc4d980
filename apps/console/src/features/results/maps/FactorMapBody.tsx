import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapAnalysisView } from '@palate/protocol';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import type { QuestionnaireLabels } from '../labels.ts';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { Biplot, type MapPoint } from './Biplot.tsx';
import { FactorTables } from './FactorTables.tsx';

type Figures<M> = Exclude<M, { insufficient: string }>;
/** The napping's MFA has a body of its own (RapidMapBody). */
type FactorMapView = Figures<
  Exclude<
    Extract<MapAnalysisView, { method: 'pca' | 'ca' | 'internalPreference' | 'mfa' }>,
    { method: 'mfa'; control: string }
  >
>;

const toPoints = (
  coordinates: Record<string, number[]>,
  name: (id: string) => string,
  colour?: (id: string) => string,
) =>
  Object.entries(coordinates).map(([id, [x = 0, y = 0]]): MapPoint => ({
    x,
    y,
    label: name(id),
    ...(colour ? { colour: colour(id) } : {}),
  }));

/**
 * A factor map (product map, CATA map, internal preference map, MFA): the biplot with its
 * caption, the confidence ellipses on demand, and its figures in tables.
 */
export function FactorMapBody({
  map,
  title,
  labels,
  labelsOf,
  format,
}: {
  map: FactorMapView;
  title: string;
  labels: QuestionnaireLabels;
  /** The names of a publication's questionnaire: an MFA's groups may be the linked profile's pages. */
  labelsOf: (publication: string) => QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const [ellipses, setEllipses] = useState(false);
  const products = toPoints(map.products, labels.product, labels.colour);
  const descriptors =
    map.method === 'pca'
      ? toPoints(map.variables, (id) => labels.question(map.page, id))
      : map.method === 'ca'
        ? toPoints(map.terms, (id) => labels.choice(map.page, map.control, id))
        : map.method === 'internalPreference'
          ? toPoints(map.judges, (id) => id)
          : toPoints(map.variables, (id) => {
              const [page = '', control = ''] = id.split('.');
              const group = map.groups.find((candidate) => candidate.kind === 'page' && candidate.name === page);
              return (group ? labelsOf(group.publication) : labels).question(page, control);
            });
  const heading = {
    pca: t('maps.attribute'),
    ca: t('maps.term'),
    internalPreference: t('maps.consumer'),
    mfa: t('maps.attribute'),
  }[map.method];
  const outlines =
    map.method === 'pca' && ellipses
      ? Object.entries(map.ellipses.byProduct).map(([product, points]) => ({
          product,
          colour: labels.colour(product),
          points,
        }))
      : undefined;
  return (
    <>
      {map.method === 'pca' && (
        <div className="pl-maps-options">
          <CheckboxField isSelected={ellipses} onChange={setEllipses} label={t('maps.showEllipses')} />
          {ellipses && (
            <p className="pl-console-help">{t('maps.ellipsesNote', { resamplings: map.ellipses.resamplings })}</p>
          )}
        </div>
      )}
      <Biplot
        products={products}
        descriptors={descriptors}
        descriptorsAs={map.method === 'ca' ? 'points' : 'arrows'}
        outlines={outlines}
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
            rows: products.map((p, i) => ({ name: p.label, coordinates: Object.values(map.products)[i] ?? [] })),
          },
          {
            heading,
            rows: descriptors.map((d, i) => ({
              name: d.label,
              coordinates:
                Object.values(
                  map.method === 'ca' ? map.terms : map.method === 'internalPreference' ? map.judges : map.variables,
                )[i] ?? [],
            })),
          },
        ]}
      />
    </>
  );
}
