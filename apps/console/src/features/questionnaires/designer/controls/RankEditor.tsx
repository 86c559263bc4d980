import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import type { ControlEditorProps } from './ControlEditorProps.ts';

/** A ranking of the samples: whether the last may be left unranked. */
export function RankEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      isSelected={control.lastMayBeLeft === true}
      onChange={(lastMayBeLeft) => onChange((current) => ({ ...current, lastMayBeLeft }))}
      label={t('questionnaires.designer.lastMayBeLeft')}
    />
  );
}
