import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { SelectField } from './fields.tsx';

const FORMATS = ['free', 'number', 'integer', 'tags'] as const;

/** A typed answer: what it must read as. */
export function TextEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('questionnaires.designer.format')}
      value={typeof control.format === 'string' ? control.format : 'free'}
      options={FORMATS.map((format) => ({ value: format, label: t(`questionnaires.designer.formats.${format}`) }))}
      onChange={(format) => onChange((current) => ({ ...current, format }))}
    />
  );
}
