import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { DEFAULT_REFERENCE_LABEL, type LocalizedText } from '@palate/engine';
import { changedText, wordingIn } from '../definitionTexts.ts';
import { withField } from '../designerDraft.ts';
import { FaultNotes } from './FaultNotes.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

/**
 * A difference-from-control test: the product also served labelled beside each blind
 * sample (`reference`), and its label (`referenceLabel`, "R" when empty). None by default.
 */
export function ReferenceSection({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  const reference = typeof definition.reference === 'string' ? definition.reference : '';
  const label = definition.referenceLabel as LocalizedText | undefined;
  return (
    <fieldset className="pl-console-designer-group pl-designer-reference">
      <legend>{t('questionnaires.designer.reference')}</legend>
      <p className="pl-console-help">{t('questionnaires.designer.referenceHelp')}</p>
      <label className="pl-console-select-field">
        <span>{t('questionnaires.designer.referenceProduct')}</span>
        <select
          value={reference}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            // No reference takes its label with it: a label without a reference is a fault.
            onChange((draft) =>
              chosen === ''
                ? withField(withField(draft, 'reference', undefined), 'referenceLabel', undefined)
                : withField(draft, 'reference', chosen),
            );
          }}
        >
          <option value="">{t('questionnaires.designer.noReference')}</option>
          {definition.products.map((product) => (
            <option key={product.id} value={product.id}>
              {`${product.id}: ${product.name}`}
            </option>
          ))}
        </select>
      </label>
      {reference !== '' && (
        <TextField
          className="pl-console-field"
          value={label === undefined ? '' : wordingIn(label, 'en')}
          onChange={(wording) =>
            onChange((draft) => {
              const current = (draft.referenceLabel as LocalizedText | undefined) ?? {};
              const changed = changedText(current, 'en', wording);
              // Emptied in every language: the default label again.
              const kept = typeof changed === 'string' || Object.keys(changed).length > 0 ? changed : undefined;
              return withField(draft, 'referenceLabel', kept);
            })
          }
        >
          <Label>{t('questionnaires.designer.referenceLabel')}</Label>
          <Input placeholder={DEFAULT_REFERENCE_LABEL} />
        </TextField>
      )}
      <FaultNotes faults={faults} />
    </fieldset>
  );
}
