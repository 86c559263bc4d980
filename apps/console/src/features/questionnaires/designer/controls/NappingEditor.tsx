import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField } from './fields.tsx';

/** The format's sheet, when the leader gives no size: 60 × 40 (Pagès's tablecloth). */
const DEFAULT_SIZE = { width: 60, height: 40 } as const;

/** Projective mapping (napping): the sheet's width and height, and whether judges add words to each sample. */
export function NappingEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['width', 'height'] as const).map((side) => (
        <NumberField
          key={side}
          label={t(`questionnaires.designer.sheet.${side}`)}
          value={typeof control[side] === 'number' ? control[side] : undefined}
          placeholder={DEFAULT_SIZE[side]}
          min={0.001}
          optional
          onChange={(value) => onChange((current) => withField(current, side, value))}
        />
      ))}
      <CheckboxField
        isSelected={control.words === true}
        onChange={(words) => onChange((current) => withField(current, 'words', words ? true : undefined))}
        label={t('questionnaires.designer.nappingWords')}
      />
    </>
  );
}
