import { useTranslation } from 'react-i18next';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { SelectField } from './fields.tsx';

/** RATA's intensity scales: 3 to 9 points (the format's bounds). */
const RATA_POINTS = [3, 4, 5, 6, 7, 8, 9] as const;
const NO_RATING = 'off';

/**
 * A multiple choice or CATA: its answers, their groups and limits; with `rate`, a RATA
 * (rate-all-that-apply): each checked term also gets an intensity from 1 to `rate`.
 */
export function MultipleEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  const rate = typeof control.rate === 'number' ? String(control.rate) : NO_RATING;
  return (
    <>
      <ChoicesEditor control={control} field="choices" onChange={onChange} />
      <SelectField
        label={t('questionnaires.designer.rataRate')}
        value={rate}
        options={[
          { value: NO_RATING, label: t('questionnaires.designer.rataOff') },
          ...RATA_POINTS.map((points) => ({
            value: String(points),
            label: t('questionnaires.designer.rataPoints', { points }),
          })),
        ]}
        onChange={(value) =>
          onChange((current) => withField(current, 'rate', value === NO_RATING ? undefined : Number(value)))
        }
      />
    </>
  );
}
