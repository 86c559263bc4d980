import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import type { LocalizedText } from '@palate/engine';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { changedText, wordingIn } from '../../definitionTexts.ts';
import { categoryPoints, withCategoryPoints, withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField } from './fields.tsx';
import { RangeFields } from './RangeFields.tsx';

/**
 * A scale. A line scale has its range and an optional step; a category scale is a number of
 * labelled points from its lowest value by its step (its highest value follows), and may be
 * just-about-right when a point sits in the middle. Either may also ask, after the samples,
 * the judge's ideal level (the ideal profile method: only on a page per sample).
 */
export function ScaleEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  const step = typeof control.step === 'number' ? control.step : undefined;
  const stepField = (
    <NumberField
      label={t('questionnaires.designer.step')}
      value={step}
      placeholder={1}
      min={0.001}
      optional
      onChange={(value) =>
        onChange((current) => {
          const stepped = withField(current, 'step', value);
          return current.style === 'category' ? withCategoryPoints(stepped, categoryPoints(current)) : stepped;
        })
      }
    />
  );
  const idealField = (
    <CheckboxField
      isSelected={control.ideal === true}
      onChange={(ideal) => onChange((current) => withField(current, 'ideal', ideal ? true : undefined))}
      label={t('questionnaires.designer.ideal')}
    />
  );
  if (control.style !== 'category') {
    return (
      <>
        <RangeFields control={control} onChange={onChange} />
        {stepField}
        {idealField}
      </>
    );
  }
  const points = categoryPoints(control);
  const labels = Array.isArray(control.categories) ? (control.categories as LocalizedText[]) : [];
  return (
    <>
      <NumberField
        label={t('questionnaires.designer.min')}
        value={typeof control.min === 'number' ? control.min : undefined}
        onChange={(min) => onChange((current) => withCategoryPoints({ ...current, min }, categoryPoints(current)))}
      />
      {stepField}
      <NumberField
        label={t('questionnaires.designer.points')}
        value={points}
        min={2}
        max={21}
        integer
        onChange={(count) => onChange((current) => withCategoryPoints(current, count ?? points))}
      />
      <CheckboxField
        isSelected={control.justRight === true}
        isDisabled={points % 2 === 0}
        onChange={(justRight) => onChange((current) => withField(current, 'justRight', justRight ? true : undefined))}
        label={t('questionnaires.designer.justRight')}
      />
      {idealField}
      <fieldset className="pl-console-designer-choices">
        <legend>{t('questionnaires.designer.categories')}</legend>
        <ul className="pl-console-designer-list pl-console-designer-points">
          {labels.map((label, at) => (
            <li key={at}>
              <TextField
                className="pl-console-field"
                value={wordingIn(label, 'en')}
                onChange={(wording) =>
                  onChange((current) => ({
                    ...current,
                    categories: (current.categories as LocalizedText[]).map((each, i) =>
                      i === at ? changedText(each, 'en', wording) : each,
                    ),
                  }))
                }
              >
                <Label>{t('questionnaires.designer.categoryLabel', { number: at + 1 })}</Label>
                <Input />
              </TextField>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
