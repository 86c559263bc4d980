import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField, SelectField } from './fields.tsx';

/** What TDS, TCATA and time-intensity share: the recording's length and how it starts. */
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
