import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { withField } from '../designerDraft.ts';
import { FaultNotes } from './FaultNotes.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

/**
 * The product sets: subsets of the products, each served in a sitting of its own (a
 * publication serves one). None by default: every judge tastes every product.
 */
export function ProductSetsSection({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  const sets = Array.isArray(definition.sets) ? (definition.sets as string[][]) : [];
  // The last set removed takes the key with it: a definition without sets serves every product.
  const setSets = (next: (sets: string[][]) => string[][]) =>
    onChange((draft) => {
      const changed = next(Array.isArray(draft.sets) ? (draft.sets as string[][]) : []);
      return withField(draft, 'sets', changed.length === 0 ? undefined : changed);
    });
  const setMember = (setIndex: number, productId: string, included: boolean) =>
    setSets((list) =>
      list.map((set, at) =>
        at !== setIndex ? set : included ? [...set, productId] : set.filter((id) => id !== productId),
      ),
    );
  return (
    <fieldset className="pl-console-designer-group">
      <legend>{t('questionnaires.designer.sets')}</legend>
      <p className="pl-console-help">{t('questionnaires.designer.setsHelp')}</p>
      {sets.map((set, setIndex) => (
        <fieldset key={setIndex} className="pl-console-designer-choices">
          <legend>{t('questionnaires.designer.set', { number: setIndex + 1 })}</legend>
          <div className="pl-console-designer-row">
            {definition.products.map((product) => (
              <CheckboxField
                key={product.id}
                isSelected={set.includes(product.id)}
                onChange={(included) => setMember(setIndex, product.id, included)}
                label={`${product.id}: ${product.name}`}
              />
            ))}
          </div>
          <Button
            className="pl-console-button"
            onPress={() => setSets((list) => list.filter((_, at) => at !== setIndex))}
          >
            {t('questionnaires.designer.removeSet', { number: setIndex + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        className="pl-console-button"
        onPress={() => setSets((list) => [...list, definition.products.slice(0, 1).map((product) => product.id)])}
      >
        {t('questionnaires.designer.addSet')}
      </Button>
      <FaultNotes faults={faults} />
    </fieldset>
  );
}
