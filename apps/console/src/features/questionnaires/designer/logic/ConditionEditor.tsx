import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import type { Condition } from '@palate/engine';
import type { DraftDefinition } from '../../designerDraft.ts';
import { FaultNotes, type Faults } from '../FaultNotes.tsx';
import {
  conditionForm,
  conditionOfForm,
  flowText,
  newPart,
  readableControls,
  type ConditionForm,
  type ConditionPlace,
} from './conditionDraft.ts';
import { ConditionPartFields } from './ConditionPartFields.tsx';
import './logic.css';

/** How the editor changes its condition: a function of the latest one; undefined leaves the key out. */
export type ConditionChange = (next: (condition: Condition | undefined) => Condition | undefined) => void;

interface ConditionEditorProps {
  definition: DraftDefinition;
  place: ConditionPlace;
  condition: Condition | undefined;
  onChange: ConditionChange;
  /** What the condition does, as its button and its group's legend say it. */
  legend: string;
  /** The button's name where several on a page would say the same (a control's). */
  buttonName?: string;
  help?: string;
  faults?: Faults;
}

/**
 * A condition (showIf, endIf) built without the format: each comparison chooses an earlier
 * question, a comparison that fits it and a value; several are joined by "all" or "any".
 * One level is enough here; a deeper condition from a file is kept and shown as written.
 * With no condition, a button starts one (none where no earlier question can be read).
 */
export function ConditionEditor(props: ConditionEditorProps) {
  const { definition, place, condition, onChange, legend, buttonName, help, faults = [] } = props;
  const { t } = useTranslation();
  const readable = readableControls(definition, place);
  const first = readable[0]?.control;

  const changeForm = (change: (form: ConditionForm) => ConditionForm) =>
    onChange((current) => {
      const form = current === undefined ? { join: 'all' as const, parts: [] } : conditionForm(current);
      return form === null ? current : conditionOfForm(change(form));
    });
  const addPart = () => {
    if (first !== undefined) changeForm((form) => ({ ...form, parts: [...form.parts, newPart(first)] }));
  };

  if (condition === undefined) {
    if (first === undefined) return null;
    return (
      <Button className="pl-console-button pl-console-logic-start" aria-label={buttonName} onPress={addPart}>
        {legend}
      </Button>
    );
  }
  const form = conditionForm(condition);
  return (
    <fieldset className="pl-console-logic-condition">
      <legend>{legend}</legend>
      {help && <p className="pl-console-note">{help}</p>}
      {form === null ? (
        <>
          <p className="pl-console-note">{t('designerLogic.nested', { condition: flowText(condition) })}</p>
          <Button className="pl-console-button" onPress={() => onChange(() => undefined)}>
            {t('designerLogic.removeNested')}
          </Button>
        </>
      ) : (
        <>
          {form.parts.length > 1 && (
            <RadioGroup
              className="pl-console-radios pl-console-logic-join"
              orientation="horizontal"
              value={form.join}
              onChange={(join) => changeForm((current) => ({ ...current, join: join as ConditionForm['join'] }))}
            >
              <Label>{t('designerLogic.join')}</Label>
              <Radio className="pl-console-radio" value="all">
                {t('designerLogic.joinAll')}
              </Radio>
              <Radio className="pl-console-radio" value="any">
                {t('designerLogic.joinAny')}
              </Radio>
            </RadioGroup>
          )}
          <ol className="pl-console-logic-parts">
            {form.parts.map((part, index) => (
              <ConditionPartFields
                key={index}
                number={index + 1}
                part={part}
                readable={readable}
                onChange={(next) =>
                  changeForm((current) => ({
                    ...current,
                    parts: current.parts.map((each, at) => (at === index ? next(each) : each)),
                  }))
                }
                onRemove={() =>
                  changeForm((current) => ({ ...current, parts: current.parts.filter((_, at) => at !== index) }))
                }
              />
            ))}
          </ol>
          <div className="pl-console-actions">
            <Button className="pl-console-button" isDisabled={first === undefined} onPress={addPart}>
              {t('designerLogic.addCondition')}
            </Button>
          </div>
        </>
      )}
      <FaultNotes faults={faults} />
    </fieldset>
  );
}
