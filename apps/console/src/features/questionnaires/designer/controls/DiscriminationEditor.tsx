import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { SelectField } from './fields.tsx';

/** A discrimination test: the two products compared and, for 2-AFC, the one expected to be stronger. */
export function DiscriminationEditor({ control, products, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  if (!Array.isArray(control.products)) return null;
  const compared = control.products as string[];
  const productOptions = (ids: string[]) => ids.map((id) => ({ value: id, label: id }));
  return (
    <>
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
              return { ...current, products: pair, ...(current.method === 'twoAfc' ? { stronger: pair[0] } : {}) };
            })
          }
        />
      ))}
      {control.method === 'twoAfc' && (
        <SelectField
          label={t('questionnaires.designer.stronger')}
          value={typeof control.stronger === 'string' ? control.stronger : ''}
          options={productOptions(compared)}
          onChange={(stronger) => onChange((current) => ({ ...current, stronger }))}
        />
      )}
    </>
  );
}
