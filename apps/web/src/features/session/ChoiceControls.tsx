import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type Choice, type MultipleChoiceControl, type SingleChoiceControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { ChoiceGroup, ChoiceInput } from './NativeChoices.tsx';
import { RataIntensity, ratingsOfChecked } from './RataIntensity.tsx';

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

/**
 * Multiple choice and CATA: the attributes that apply, shown group by group when they have
 * classes. RATA (`rate`): each checked term also shows its intensity, and loses it when unchecked.
 */
export function MultipleChoice({ control, answer, onChange, error, language }: ControlProps<MultipleChoiceControl>) {
  const { t } = useTranslation();
  const name = useId();
  const groups = groupByClass(control.choices);
  const selected = answer?.choices ?? [];
  const ratings = answer?.ratings ?? {};
  const { rate } = control;
  // Kept in the order of the list, whatever the order of the taps.
  const toggle = (id: string, on: boolean) => {
    const choices = control.choices.map((c) => c.id).filter((other) => (other === id ? on : selected.includes(other)));
    onChange(rate === undefined ? { choices } : { choices, ratings: ratingsOfChecked(choices, ratings) });
  };
  return (
    <ChoiceGroup
      role="group"
      className="pl-control pl-multiple-choice"
      controlId={control.id}
      label={localize(control.label, language)}
      error={error}
    >
      {rate !== undefined && <p className="pl-control-help">{t('session.rata.help', { max: rate })}</p>}
      {groups.map(([className, choices]) => (
        <div
          key={className ?? ''}
          className={`pl-choice-list pl-choice-list--grid${rate === undefined ? '' : ' pl-choice-list--rata'}`}
          style={{ '--pl-choice-count': choices.length } as CSSProperties}
        >
          {choices.map((choice) => {
            const term = localize(choice.label, language);
            const box = (
              <ChoiceInput
                key={choice.id}
                type="checkbox"
                name={name}
                checked={selected.includes(choice.id)}
                onChange={(on) => toggle(choice.id, on)}
                className="pl-choice"
              >
                <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
                <span className="pl-choice-text">{term}</span>
              </ChoiceInput>
            );
            return rate === undefined ? (
              box
            ) : (
              <div key={choice.id} className="pl-rata-term">
                {box}
                {selected.includes(choice.id) && (
                  <RataIntensity
                    term={term}
                    rate={rate}
                    value={ratings[choice.id]}
                    onChange={(intensity) =>
                      onChange({ choices: selected, ratings: { ...ratings, [choice.id]: intensity } })
                    }
                  />
                )}
              </div>
            );
          })}
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
