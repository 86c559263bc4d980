import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField, SelectField } from './fields.tsx';
import { RangeFields } from './RangeFields.tsx';
import { TemporalTimingFields } from './TemporalTimingFields.tsx';

/** Time-intensity: its scale, its direction on the screen, its readings per second, and the recording's timing. */
export function TimeIntensityEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      <RangeFields control={control} onChange={onChange} />
      <SelectField
        label={t('questionnaires.designer.orientation')}
        value={control.orientation === 'horizontal' ? 'horizontal' : 'vertical'}
        options={[
          { value: 'vertical', label: t('questionnaires.designer.orientationVertical') },
          { value: 'horizontal', label: t('questionnaires.designer.orientationHorizontal') },
        ]}
        onChange={(orientation) => onChange((current) => ({ ...current, orientation }))}
      />
      <NumberField
        label={t('questionnaires.designer.rate')}
        value={typeof control.rate === 'number' ? control.rate : 10}
        min={1}
        max={20}
        integer
        onChange={(rate) => onChange((current) => ({ ...current, rate }))}
      />
      <TemporalTimingFields control={control} onChange={onChange} />
    </>
  );
}
