import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { Condition, LocalizedText } from '@palate/engine';
import { fallbackWording } from '../../definitionTexts.ts';
import { NumberField, SelectField } from '../controls/fields.tsx';
import {
  choicesOf,
  comparisonOf,
  comparisonsFor,
  scalePoints,
  withComparison,
  withReadControl,
  type ComparisonChoice,
  type ReadableControl,
} from './conditionDraft.ts';

/** Beyond this, a question's text is cut in the list of questions (the list stays on the screen). */
const LONGEST_OPTION = 70;

interface ConditionPartFieldsProps {
  number: number;
  part: Condition;
  /** The controls the condition may read, in the questionnaire's order. */
  readable: ReadableControl[];
  onChange: (next: (part: Condition) => Condition) => void;
  onRemove: () => void;
}

/** One comparison of a condition: the question it reads, how, and against what. */
export function ConditionPartFields({ number, part, readable, onChange, onRemove }: ConditionPartFieldsProps) {
  const { t } = useTranslation();
  const read = readable.find(({ control }) => control.id === part.control)?.control;
  const comparison = comparisonOf(part);
  const fitting = comparisonsFor(read);
  // A comparison a file wrote on a control not offered here stays listed, so that nothing changes unseen.
  const comparisons = comparison === undefined || fitting.includes(comparison) ? fitting : [...fitting, comparison];
  const pages = [...new Set(readable.map((each) => each.page))];
  return (
    <li>
      <div className="pl-console-logic-part" role="group" aria-label={t('designerLogic.condition', { number })}>
        <label className="pl-console-select-field pl-console-logic-question">
          <span>{t('designerLogic.question')}</span>
          <select
            value={part.control ?? ''}
            onChange={(event) => {
              const chosen = readable.find(({ control }) => control.id === event.currentTarget.value);
              if (chosen) onChange((current) => withReadControl(current, chosen.control));
            }}
          >
            {pages.map((page) => (
              <optgroup
                key={page}
                label={t('questionnaires.designer.page', {
                  number: page + 1,
                  id: readable.find((each) => each.page === page)?.pageId ?? '',
                })}
              >
                {readable
                  .filter((each) => each.page === page)
                  .map(({ control }) => (
                    <option key={control.id} value={control.id}>
                      {t('designerLogic.questionOption', { label: shortText(control.label ?? ''), id: control.id })}
                    </option>
                  ))}
              </optgroup>
            ))}
            {read === undefined && (
              <optgroup label={t('designerLogic.unavailable')}>
                <option value={part.control ?? ''}>{part.control ?? ''}</option>
              </optgroup>
            )}
          </select>
        </label>
        <SelectField
          label={t('designerLogic.comparison')}
          value={comparison ?? 'answered'}
          options={comparisons.map((each) => ({ value: each, label: t(`designerLogic.comparisons.${each}`) }))}
          onChange={(choice: ComparisonChoice) => onChange((current) => withComparison(current, choice, read))}
        />
        <ComparedValue part={part} read={read} onChange={onChange} />
        <Button
          className="pl-console-button"
          aria-label={t('designerLogic.removeCondition', { number })}
          onPress={onRemove}
        >
          {t('questionnaires.designer.remove')}
        </Button>
      </div>
    </li>
  );
}

/** What the answer is compared with: a number (a category scale's points by their texts), or choices. */
function ComparedValue({
  part,
  read,
  onChange,
}: Pick<ConditionPartFieldsProps, 'part' | 'onChange'> & { read: ReadableControl['control'] | undefined }) {
  const { t } = useTranslation();
  const bound = part.atLeast !== undefined ? 'atLeast' : part.atMost !== undefined ? 'atMost' : undefined;
  if (bound !== undefined) {
    const value = part[bound] as number;
    const points = scalePoints(read);
    const setValue = (next: number) => onChange((current) => ({ ...current, [bound]: next }));
    if (points.length === 0) {
      return (
        <NumberField
          label={t('designerLogic.value')}
          value={value}
          onChange={(next) => {
            if (next !== undefined) setValue(next);
          }}
        />
      );
    }
    const listed = points.some((point) => point.value === value) ? points : [...points, { value, label: '' }];
    return (
      <SelectField
        label={t('designerLogic.value')}
        value={String(value)}
        options={listed.map((point) => ({
          value: String(point.value),
          label: point.label
            ? t('designerLogic.point', { value: point.value, label: shortText(point.label) })
            : point.value,
        }))}
        onChange={(next) => setValue(Number(next))}
      />
    );
  }
  const listKey = part.anyOf !== undefined ? 'anyOf' : part.noneOf !== undefined ? 'noneOf' : undefined;
  if (listKey === undefined) return null;
  const chosen = part[listKey] ?? [];
  const choices = choicesOf(read);
  // Ids a file named that the control lacks stay ticked, for the engine's fault to name them.
  const unknown = chosen.filter((id) => !choices.some((choice) => choice.id === id));
  return (
    <CheckboxGroup
      className="pl-console-logic-choices"
      value={chosen}
      onChange={(ids) => onChange((current) => ({ ...current, [listKey]: ids }))}
    >
      <Label>{t('designerLogic.answers')}</Label>
      {[
        ...choices.map((choice) => ({ id: choice.id, label: shortText(choice.label) })),
        ...unknown.map((id) => ({ id, label: id })),
      ].map((choice) => (
        <Checkbox key={choice.id} className="pl-console-checkbox" value={choice.id}>
          <span className="pl-console-checkbox-box" aria-hidden="true" />
          {choice.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** A text of the questionnaire in English (else the language it is written in), cut to fit a list. */
function shortText(text: unknown): string {
  const wording =
    typeof text === 'string' || (typeof text === 'object' && text !== null)
      ? fallbackWording(text as LocalizedText)
      : '';
  return wording.length > LONGEST_OPTION ? `${wording.slice(0, LONGEST_OPTION - 1).trimEnd()}…` : wording;
}
