import { useTranslation } from 'react-i18next';
import type { Condition } from '@palate/engine';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { withField, withPage, type DraftChange, type DraftDefinition, type DraftPage } from '../../designerDraft.ts';
import { FaultNotes, faultsUnder, type Faults } from '../FaultNotes.tsx';
import { NumberField } from '../controls/fields.tsx';
import { ConditionEditor, type ConditionChange } from './ConditionEditor.tsx';
import { OrderPerField } from './OrderPerField.tsx';
import { withRandomOrder } from './conditionDraft.ts';
import './logic.css';

interface PageLogicFieldsProps {
  definition: DraftDefinition;
  index: number;
  onChange: DraftChange;
  /** The page's faults (the engine's, from the preview's check). */
  faults: Faults;
}

/**
 * What decides a page beyond its controls: whether it is shown (showIf), whether the run
 * ends after it (endIf, a screen-out), its controls' random order, and the least time a
 * judge stays on it (minimumSeconds).
 */
export function PageLogicFields({ definition, index, onChange, faults }: PageLogicFieldsProps) {
  const { t } = useTranslation();
  const page = definition.pages[index] as DraftPage;
  const update = (next: (page: DraftPage) => DraftPage) => onChange((draft) => withPage(draft, index, next));
  const conditionChange =
    (key: 'showIf' | 'endIf'): ConditionChange =>
    (next) =>
      update((current) => withField(current, key, next(current[key] as Condition | undefined)));
  const at = (key: string) => faultsUnder(faults, `pages[${index}].${key}`);
  const random = page.order === 'random';
  return (
    <fieldset className="pl-console-logic">
      <legend>{t('designerLogic.page')}</legend>
      <ConditionEditor
        definition={definition}
        place={{ page: index, control: null, use: 'showIf' }}
        condition={page.showIf as Condition | undefined}
        onChange={conditionChange('showIf')}
        legend={t('designerLogic.pageShowIf')}
        faults={at('showIf')}
      />
      <ConditionEditor
        definition={definition}
        place={{ page: index, control: null, use: 'endIf' }}
        condition={page.endIf as Condition | undefined}
        onChange={conditionChange('endIf')}
        legend={t('designerLogic.pageEndIf')}
        help={t('designerLogic.endIfHelp')}
        faults={at('endIf')}
      />
      <div className="pl-console-designer-row">
        <CheckboxField
          isSelected={random}
          onChange={(selected) => update((current) => withRandomOrder(current, 'controls', selected))}
          label={t('designerLogic.randomControls')}
        />
        {random && <OrderPerField holder={page} perSample={page.perSample === true} onChange={update} />}
      </div>
      {random && <p className="pl-console-note">{t('designerLogic.randomHelp')}</p>}
      <FaultNotes faults={[...at('order'), ...at('orderPer')]} />
      <NumberField
        label={t('designerLogic.minimumSeconds')}
        value={typeof page.minimumSeconds === 'number' ? page.minimumSeconds : undefined}
        min={1}
        max={3600}
        integer
        optional
        onChange={(seconds) => update((current) => withField(current, 'minimumSeconds', seconds))}
      />
      {page.minimumSeconds !== undefined && <p className="pl-console-note">{t('designerLogic.minimumSecondsHelp')}</p>}
      <FaultNotes faults={at('minimumSeconds')} />
    </fieldset>
  );
}
