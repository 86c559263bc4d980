import { useTranslation } from 'react-i18next';
import type { Condition, LocalizedText } from '@palate/engine';
import { CheckboxField } from '../../../../lib/CheckboxField.tsx';
import { fallbackWording } from '../../definitionTexts.ts';
import { withField, withPage, type DraftChange, type DraftControl, type DraftDefinition } from '../../designerDraft.ts';
import { ConditionEditor } from './ConditionEditor.tsx';
import { OrderPerField } from './OrderPerField.tsx';
import { withFixed, withRandomOrder } from './conditionDraft.ts';
import './logic.css';

interface ControlLogicFieldsProps {
  definition: DraftDefinition;
  page: number;
  at: number;
  onChange: DraftChange;
}

type Choice = { id: string; label: LocalizedText; fixed?: boolean };

/**
 * What decides a control beyond its own fields: when it is shown (showIf), whether it keeps
 * its place on a page in random order (fixed), and, for a single or multiple choice, its
 * answers' random order with those kept in place ("none of these" last). Its faults are
 * shown with the control's.
 */
export function ControlLogicFields({ definition, page: pageIndex, at, onChange }: ControlLogicFieldsProps) {
  const { t } = useTranslation();
  const page = definition.pages[pageIndex];
  const control = page?.controls[at];
  if (page === undefined || control === undefined) return null;
  const update = (next: (control: DraftControl) => DraftControl) =>
    onChange((draft) =>
      withPage(draft, pageIndex, (current) => ({
        ...current,
        controls: current.controls.map((each, index) => (index === at ? next(each) : each)),
      })),
    );
  const choices = control.kind === 'single' || control.kind === 'multiple' ? (control.choices as Choice[]) : null;
  const randomChoices = control.order === 'random';
  return (
    <div className="pl-console-logic-control">
      {(page.order === 'random' || control.fixed !== undefined) && (
        <CheckboxField
          isSelected={control.fixed === true}
          onChange={(fixed) => update((current) => withFixed(current, fixed))}
          label={t('designerLogic.keepInPlace', { id: control.id })}
        />
      )}
      <ConditionEditor
        definition={definition}
        place={{ page: pageIndex, control: at, use: 'showIf' }}
        condition={control.showIf as Condition | undefined}
        onChange={(next) =>
          update((current) => withField(current, 'showIf', next(current.showIf as Condition | undefined)))
        }
        legend={t('designerLogic.controlShowIf')}
        buttonName={t('designerLogic.controlShowIfOf', { id: control.id })}
        help={t('designerLogic.controlShowIfHelp')}
      />
      {choices && (
        <div className="pl-console-logic-order">
          <div className="pl-console-designer-row">
            <CheckboxField
              isSelected={randomChoices}
              onChange={(selected) => update((current) => withRandomOrder(current, 'choices', selected))}
              label={t('designerLogic.randomChoices')}
            />
            {randomChoices && <OrderPerField holder={control} perSample={page.perSample === true} onChange={update} />}
          </div>
          {(randomChoices || choices.some((choice) => choice.fixed !== undefined)) && (
            <ul className="pl-console-logic-fixed">
              {choices.map((choice, index) => (
                <li key={index}>
                  <CheckboxField
                    isSelected={choice.fixed === true}
                    onChange={(fixed) =>
                      update((current) => ({
                        ...current,
                        choices: (current.choices as Choice[]).map((each, place) =>
                          place === index ? withFixed(each, fixed) : each,
                        ),
                      }))
                    }
                    label={t('designerLogic.keepChoiceInPlace', { label: fallbackWording(choice.label) || choice.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
