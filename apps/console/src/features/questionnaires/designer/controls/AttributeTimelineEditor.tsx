import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { SelectField } from './fields.tsx';
import { TemporalTimingFields } from './TemporalTimingFields.tsx';

/** TDS and TCATA, which the format writes alike: the attributes, their order, and the recording's timing. */
export function AttributeTimelineEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      {Array.isArray(control.attributes) && <ChoicesEditor control={control} field="attributes" onChange={onChange} />}
      <SelectField
        label={t('questionnaires.designer.order')}
        value={control.order === 'fixed' ? 'fixed' : 'random'}
        options={[
          { value: 'random', label: t('questionnaires.designer.orderRandom') },
          { value: 'fixed', label: t('questionnaires.designer.orderFixed') },
        ]}
        onChange={(order) => onChange((current) => ({ ...current, order }))}
      />
      <TemporalTimingFields control={control} onChange={onChange} />
    </>
  );
}
