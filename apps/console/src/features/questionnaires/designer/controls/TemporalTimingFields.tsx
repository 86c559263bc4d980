import { useTranslation } from 'react-i18next';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField, SelectField } from './fields.tsx';

/**
 * What TDS, TCATA and time-intensity share: the recording's longest and shortest lengths,
 * the countdown before the clock, what happens at the time limit, and how it starts.
 */
export function TemporalTimingFields({ control, onChange }: Pick<ControlEditorProps, 'control' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t('questionnaires.designer.duration')}
        value={typeof control.duration === 'number' ? control.duration : 60}
        min={0.001}
        max={600}
        onChange={(duration) => onChange((current) => ({ ...current, duration }))}
      />
      <NumberField
        label={t('questionnaires.designer.minDuration')}
        value={typeof control.minDuration === 'number' ? control.minDuration : undefined}
        min={0}
        max={600}
        optional
        onChange={(minDuration) => onChange((current) => withField(current, 'minDuration', minDuration))}
      />
      <NumberField
        label={t('questionnaires.designer.startDelay')}
        value={typeof control.startDelay === 'number' ? control.startDelay : undefined}
        placeholder={0}
        min={0}
        max={30}
        optional
        onChange={(startDelay) => onChange((current) => withField(current, 'startDelay', startDelay))}
      />
      <SelectField
        label={t('questionnaires.designer.atTimeLimit')}
        value={control.atTimeLimit === 'next' ? 'next' : 'stop'}
        options={[
          { value: 'stop', label: t('questionnaires.designer.atTimeLimitStop') },
          { value: 'next', label: t('questionnaires.designer.atTimeLimitNext') },
        ]}
        onChange={(atTimeLimit) => onChange((current) => ({ ...current, atTimeLimit }))}
      />
      <SelectField
        label={t('questionnaires.designer.start')}
        value={control.start === 'synchronised' ? 'synchronised' : 'judge'}
        options={[
          { value: 'judge', label: t('questionnaires.designer.startJudge') },
          { value: 'synchronised', label: t('questionnaires.designer.startSynchronised') },
        ]}
        onChange={(start) => onChange((current) => ({ ...current, start }))}
      />
    </>
  );
}
