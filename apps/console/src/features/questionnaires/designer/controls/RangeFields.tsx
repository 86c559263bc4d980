import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField } from './fields.tsx';

/** A line scale's or time-intensity's lowest and highest values. */
export function RangeFields({ control, onChange }: Pick<ControlEditorProps, 'control' | 'onChange'>) {
  const { t } = useTranslation();
  return (['min', 'max'] as const).map((bound) => (
    <NumberField
      key={bound}
      label={t(`questionnaires.designer.${bound}`)}
      value={typeof control[bound] === 'number' ? control[bound] : undefined}
      onChange={(value) => onChange((current) => ({ ...current, [bound]: value }))}
    />
  ));
}
