import { useId, type CSSProperties } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { localize, type Choice, type MultipleChoiceControl, type SingleChoiceControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

/** One answer among several, as large choices. */
export function SingleChoice({ control, answer, onChange, error, language }: ControlProps<SingleChoiceControl>) {
  const errorId = useId();
  return (
    <RadioGroup
      className="pl-control pl-single-choice"
      data-control-id={control.id}
      value={answer?.choices?.[0] ?? null}
      onChange={(selected) => onChange({ choices: [selected] })}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <FieldError id={errorId} error={error} />
      <div className="pl-choice-list">
        {control.choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className="pl-choice">
            <span className="pl-choice-mark" aria-hidden="true" />
            <span className="pl-choice-text">{localize(choice.label, language)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** Multiple choice and CATA: the attributes that apply, shown group by group when they have classes. */
export function MultipleChoice({ control, answer, onChange, error, language }: ControlProps<MultipleChoiceControl>) {
  const errorId = useId();
  const groups = groupByClass(control.choices);
  return (
    <CheckboxGroup
      className="pl-control pl-multiple-choice"
      data-control-id={control.id}
      value={answer?.choices ?? []}
      // Kept in the order of the list, whatever the order of the taps.
      onChange={(selected) =>
        onChange({ choices: control.choices.map((c) => c.id).filter((id) => selected.includes(id)) })
      }
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <FieldError id={errorId} error={error} />
      {groups.map(([className, choices]) => (
        <div
          key={className ?? ''}
          className="pl-choice-list pl-choice-list--grid"
          style={{ '--pl-choice-count': choices.length } as CSSProperties}
        >
          {choices.map((choice) => (
            <Checkbox key={choice.id} value={choice.id} className="pl-choice">
              <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
              <span className="pl-choice-text">{localize(choice.label, language)}</span>
            </Checkbox>
          ))}
        </div>
      ))}
    </CheckboxGroup>
  );
}

function groupByClass(choices: readonly Choice[]): [string | undefined, Choice[]][] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const choice of choices) groups.set(choice.class, [...(groups.get(choice.class) ?? []), choice]);
  return [...groups];
}
