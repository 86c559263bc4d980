import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { DEFAULT_DIFFERENCE_POINTS, DISCRIMINATION_METHODS, type DiscriminationMethod } from '@palate/engine';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { changedText, wordingIn } from '../../definitionTexts.ts';
import { isForcedChoice } from '../../../../lib/testPlanning.ts';
import { namesStronger, withDiscriminationMethod, withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { DiscriminationPlanningPanel } from './DiscriminationPlanningPanel.tsx';
import { NumberField, SelectField } from './fields.tsx';

/**
 * A discrimination or preference test: its method, the two products compared, the one
 * expected to be stronger (2-AFC, 3-AFC), "no preference" (paired preference), the attribute
 * compared (2-AC, in English here, translated on the texts screen), the scale's points
 * (degree of difference); and, for the
 * forced-choice methods, the planning of its number of judges.
 */
export function DiscriminationEditor({ control, products, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  if (!Array.isArray(control.products)) return null;
  const compared = control.products as string[];
  const productOptions = (ids: string[]) => ids.map((id) => ({ value: id, label: id }));
  return (
    <>
      <SelectField
        label={t('questionnaires.designer.method')}
        value={String(control.method)}
        options={DISCRIMINATION_METHODS.map((method) => ({
          value: method,
          label: t(`questionnaires.designer.kinds.${method}`),
        }))}
        onChange={(method) => onChange((current) => withDiscriminationMethod(current, method as DiscriminationMethod))}
      />
      {[0, 1].map((slot) => (
        <SelectField
          key={slot}
          label={t('questionnaires.designer.compared', { number: slot + 1 })}
          value={compared[slot] ?? ''}
          options={productOptions(products)}
          onChange={(chosen) =>
            onChange((current) => {
              const pair = [...(current.products as string[])];
              pair[slot] = chosen;
              // The stronger product stays one of the two compared.
              return withDiscriminationMethod({ ...current, products: pair }, current.method as DiscriminationMethod);
            })
          }
        />
      ))}
      {namesStronger(control.method) && (
        <SelectField
          label={t('questionnaires.designer.stronger')}
          value={typeof control.stronger === 'string' ? control.stronger : ''}
          options={productOptions(compared)}
          onChange={(stronger) => onChange((current) => ({ ...current, stronger }))}
        />
      )}
      {control.method === 'pairedPreference' && (
        <CheckboxField
          isSelected={control.noPreference === true}
          onChange={(offered) => onChange((current) => withField(current, 'noPreference', offered || undefined))}
          label={t('questionnaires.designer.noPreference')}
        />
      )}
      {control.method === 'twoAc' && (
        <TextField
          className="pl-console-field"
          value={control.attribute === undefined ? '' : wordingIn(control.attribute as never, 'en')}
          onChange={(wording) =>
            onChange((current) => ({
              ...current,
              attribute: changedText((current.attribute as never) ?? '', 'en', wording),
            }))
          }
        >
          <Label>{t('questionnaires.designer.attribute')}</Label>
          <Input />
        </TextField>
      )}
      {control.method === 'degreeOfDifference' && (
        <NumberField
          label={t('questionnaires.designer.differencePoints')}
          value={typeof control.points === 'number' ? control.points : undefined}
          placeholder={DEFAULT_DIFFERENCE_POINTS}
          min={2}
          max={10}
          integer
          optional
          onChange={(points) => onChange((current) => withField(current, 'points', points))}
        />
      )}
      {isForcedChoice(control.method) && <DiscriminationPlanningPanel method={control.method} />}
    </>
  );
}
