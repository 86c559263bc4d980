import { useTranslation } from 'react-i18next';
import type { MapAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { NotEnough } from '../NotEnough.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { DriversOfLiking } from './DriversOfLiking.tsx';
import { FactorMapBody } from './FactorMapBody.tsx';
import { PreferenceBody } from './PreferenceBody.tsx';
import { RapidMapBody } from './RapidMapBody.tsx';
import { SegmentsBody } from './SegmentsBody.tsx';

/**
 * The publication's maps (the analysis' `maps`): product maps, CATA maps, preference maps
 * (the external one with the drivers of liking), consumer segments, MFA, and the napping and sorting maps, each a card with its chart and its figures; and the choice of
 * the profile publication that the external preference map puts the liking on.
 */
export function MapsSection({
  maps,
  labels,
  profileLabels,
  format,
  likingChosen,
  profiles,
  sensory,
  onSensory,
  onDownloadSegments,
  busy,
}: {
  maps: MapAnalysisView[];
  labels: QuestionnaireLabels;
  /** The linked profile publication's names (its attributes), once they have come. */
  profileLabels: QuestionnaireLabels | undefined;
  format: NumberFormat;
  likingChosen: boolean;
  profiles: { id: string; name: string }[];
  sensory: string | undefined;
  onSensory: (id: string | undefined) => void;
  onDownloadSegments: (segments: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (maps.length === 0 && !likingChosen) return null;
  const questionOf = (control: string) => labels.question(labels.pageOf(control), control);
  // The linked profile's pages are named by its own questionnaire, once it has come.
  const labelsOf = (publication: string) => (publication === sensory ? (profileLabels ?? labels) : labels);
  const heading = (map: MapAnalysisView): [string, string] => {
    switch (map.method) {
      case 'pca':
        return [t('maps.pca', { page: labels.pageName(map.page) }), t('maps.pcaHelp')];
      case 'ca':
        return [t('maps.ca', { question: labels.question(map.page, map.control) }), t('maps.caHelp')];
      case 'internalPreference':
        return [t('maps.internalPreference', { question: questionOf(map.control) }), t('maps.internalHelp')];
      case 'clusters':
        return [t('maps.clusters', { question: questionOf(map.control) }), t('maps.clustersHelp')];
      case 'externalPreference':
        return [t('maps.externalPreference', { question: questionOf(map.control) }), t('maps.externalHelp')];
      case 'mca':
        return [t('maps.sorting', { question: labels.question(map.page, map.control) }), t('maps.sortingHelp')];
      case 'mfa': {
        if ('control' in map)
          return [t('maps.napping', { question: labels.question(map.page, map.control) }), t('maps.nappingHelp')];
        const groups =
          'groups' in map
            ? map.groups
                .map((g) => (g.kind === 'liking' ? questionOf(g.name) : labelsOf(g.publication).pageName(g.name)))
                .join(', ')
            : '';
        return [t('maps.mfa'), t('maps.mfaHelp', { groups })];
      }
    }
  };
  return (
    <section className="pl-console-card pl-maps" aria-labelledby="pl-maps-title">
      <h2 id="pl-maps-title">{t('maps.title')}</h2>
      <p className="pl-console-help">{t('maps.help')}</p>
      {likingChosen ? (
        <label className="pl-console-select-field">
          <span>{t('maps.profileLink')}</span>
          <select
            value={sensory ?? ''}
            onChange={(event) => onSensory(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
          >
            <option value="">{t('maps.noProfile')}</option>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="pl-console-note">{t('maps.chooseLiking')}</p>
      )}
      {maps.map((map, index) => {
        const id = `pl-map-${index}`;
        const [title, help] = heading(map);
        return (
          <section key={id} className="pl-maps-map" aria-labelledby={id}>
            <h3 id={id}>{title}</h3>
            <p className="pl-console-help">{help}</p>
            {'judgesLeftOut' in map && map.judgesLeftOut > 0 && (
              <p className="pl-console-note">{t('maps.leftOut', { count: map.judgesLeftOut })}</p>
            )}
            {map.method === 'clusters' && 'insufficient' in map ? (
              <p className="pl-results-insufficient">{t('maps.noSegments', { count: map.minimumSize })}</p>
            ) : 'insufficient' in map ? (
              <NotEnough reason={map.insufficient} />
            ) : map.method === 'clusters' ? (
              <SegmentsBody map={map} labels={labels} format={format} onDownload={onDownloadSegments} busy={busy} />
            ) : map.method === 'externalPreference' ? (
              <PreferenceBody map={map} labels={labels} format={format} />
            ) : map.method === 'mca' || (map.method === 'mfa' && 'control' in map) ? (
              <RapidMapBody map={map} title={title} labels={labels} format={format} />
            ) : (
              <>
                {map.method === 'ca' && map.termsLeftOut.length > 0 && (
                  <p className="pl-console-note">
                    {t('maps.termsLeftOut', {
                      terms: map.termsLeftOut.map((term) => labels.choice(map.page, map.control, term)).join(', '),
                    })}
                  </p>
                )}
                <FactorMapBody map={map} title={title} labels={labels} labelsOf={labelsOf} format={format} />
              </>
            )}
            {/* The drivers come from the linked profile's means, with or without a map to draw. */}
            {map.method === 'externalPreference' && (
              <DriversOfLiking
                drivers={map.drivers}
                page={map.page}
                labels={labelsOf(map.sensoryPublication)}
                format={format}
              />
            )}
          </section>
        );
      })}
    </section>
  );
}
