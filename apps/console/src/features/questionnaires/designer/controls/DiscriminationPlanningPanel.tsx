import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planTest, type ForcedChoiceMethod, type PlanInput } from '../../../../lib/testPlanning.ts';
import { NumberField, SelectField } from './fields.tsx';

type Settings = Omit<PlanInput, 'method'>;

/**
 * How many judges the test needs for the leader's pd, α and power (difference or
 * similarity), or the power of the judges planned: sensR's discrimSS and discrimPwr through
 * @palate/stats, as on the calculator page. A help to the leader, not part of the definition.
 */
export function DiscriminationPlanningPanel({ method }: { method: ForcedChoiceMethod }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [settings, setSettings] = useState<Settings>({
    test: 'difference',
    pd: 0.3,
    pd0: 0.4,
    alpha: 0.05,
    solveFor: 'sampleSize',
    power: 0.8,
    n: 30,
  });
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K] | undefined) => {
      if (value !== undefined) setSettings((current) => ({ ...current, [key]: value }));
    };
  // Small differences take the exact search over many judges: the fields answer first, the figure follows.
  const planned = useDeferredValue({ ...settings, method });
  const outcome = planTest(planned);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const proportion = { min: 0, max: 0.99, step: 0.05 };
  return (
    <section className="pl-console-designer-planning" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('questionnaires.designer.planning.title')}</h3>
      <SelectField
        label={t('questionnaires.designer.planning.test')}
        value={settings.test}
        options={[
          { value: 'difference', label: t('questionnaires.designer.planning.difference') },
          { value: 'similarity', label: t('questionnaires.designer.planning.similarity') },
        ]}
        onChange={set('test')}
      />
      <NumberField
        label={t('questionnaires.designer.planning.pd')}
        value={settings.pd}
        {...proportion}
        onChange={set('pd')}
      />
      {settings.test === 'similarity' && (
        <NumberField
          label={t('questionnaires.designer.planning.pd0')}
          value={settings.pd0}
          {...proportion}
          onChange={set('pd0')}
        />
      )}
      <NumberField
        label={t('questionnaires.designer.planning.alpha')}
        value={settings.alpha}
        min={0}
        max={0.5}
        step={0.01}
        onChange={set('alpha')}
      />
      <SelectField
        label={t('questionnaires.designer.planning.solveFor')}
        value={settings.solveFor}
        options={[
          { value: 'sampleSize', label: t('questionnaires.designer.planning.solveSampleSize') },
          { value: 'power', label: t('questionnaires.designer.planning.solvePower') },
        ]}
        onChange={set('solveFor')}
      />
      {settings.solveFor === 'sampleSize' ? (
        <NumberField
          label={t('questionnaires.designer.planning.power')}
          value={settings.power}
          {...proportion}
          onChange={set('power')}
        />
      ) : (
        <NumberField
          label={t('questionnaires.designer.planning.judges')}
          value={settings.n}
          min={1}
          integer
          onChange={set('n')}
        />
      )}
      <p className="pl-console-designer-planning-result" role="status">
        {'refused' in outcome ? (
          <>
            {t('questionnaires.designer.planning.refused')}{' '}
            <span lang="en" className="pl-console-note">
              ({outcome.refused})
            </span>
          </>
        ) : 'sampleSize' in outcome.figures ? (
          t('questionnaires.designer.planning.sampleSize', { n: outcome.figures.sampleSize })
        ) : (
          t('questionnaires.designer.planning.powerIs', { power: percent.format(outcome.figures.power) })
        )}
      </p>
    </section>
  );
}
