import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';

/** Free sorting: whether one group of every sample is allowed, and whether judges describe each group in words. */
export function SortingEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField
        isSelected={control.singleGroup === true}
        onChange={(singleGroup) =>
          onChange((current) => withField(current, 'singleGroup', singleGroup ? true : undefined))
        }
        label={t('questionnaires.designer.singleGroup')}
      />
      <CheckboxField
        isSelected={control.words === true}
        onChange={(words) => onChange((current) => withField(current, 'words', words ? true : undefined))}
        label={t('questionnaires.designer.sortingWords')}
      />
    </>
  );
}
