import { useTranslation } from 'react-i18next';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField } from './fields.tsx';

/** A comment: its longest length (the format's default, 2,000 characters, when left empty). */
export function CommentEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('questionnaires.designer.maxLength')}
      value={typeof control.maxLength === 'number' ? control.maxLength : undefined}
      placeholder={2000}
      min={1}
      max={10_000}
      integer
      optional
      onChange={(maxLength) => onChange((current) => withField(current, 'maxLength', maxLength))}
    />
  );
}
