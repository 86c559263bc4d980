import { useId, type CSSProperties } from 'react';
import { localize, type Choice, type MultipleChoiceControl, type SingleChoiceControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { ChoiceGroup, ChoiceInput } from './NativeChoices.tsx';

/** One answer among several, as large choices. */
export function SingleChoice({ control, answer, onChange, error, language }: ControlProps<SingleChoiceControl>) {
  const name = useId();
  const chosen = answer?.choices?.[0];
  return (
    <ChoiceGroup
      role="radiogroup"
      className="pl-control pl-single-choice"
      controlId={control.id}
      label={localize(control.label, language)}
      error={error}
    >
      <div className="pl-choice-list">
        {control.choices.map((choice) => (
          <ChoiceInput
            key={choice.id}
            type="radio"
            name={name}
            checked={chosen === choice.id}
            onChange={() => onChange({ choices: [choice.id] })}
            className="pl-choice"
          >
            <span className="pl-choice-mark" aria-hidden="true" />
            <span className="pl-choice-text">{localize(choice.label, language)}</span>
          </ChoiceInput>
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** Multiple choice and CATA: the attributes that apply, shown group by group when they have classes. */
export function MultipleChoice({ control, answer, onChange, error, language }: ControlProps<MultipleChoiceControl>) {
  const name = useId();
  const groups = groupByClass(control.choices);
  const selected = answer?.choices ?? [];
  // Kept in the order of the list, whatever the order of the taps.
  const toggle = (id: string, on: boolean) =>
    onChange({
      choices: control.choices.map((c) => c.id).filter((other) => (other === id ? on : selected.includes(other))),
    });
  return (
    <ChoiceGroup
      role="group"
      className="pl-control pl-multiple-choice"
      controlId={control.id}
      label={localize(control.label, language)}
      error={error}
    >
      {groups.map(([className, choices]) => (
        <div
          key={className ?? ''}
          className="pl-choice-list pl-choice-list--grid"
          style={{ '--pl-choice-count': choices.length } as CSSProperties}
        >
          {choices.map((choice) => (
            <ChoiceInput
              key={choice.id}
              type="checkbox"
              name={name}
              checked={selected.includes(choice.id)}
              onChange={(on) => toggle(choice.id, on)}
              className="pl-choice"
            >
              <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
              <span className="pl-choice-text">{localize(choice.label, language)}</span>
            </ChoiceInput>
          ))}
        </div>
      ))}
    </ChoiceGroup>
  );
}

function groupByClass(choices: readonly Choice[]): [string | undefined, Choice[]][] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const choice of choices) groups.set(choice.class, [...(groups.get(choice.class) ?? []), choice]);
  return [...groups];
}
