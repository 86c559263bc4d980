import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { localize, type Choice, type MultipleChoiceControl, type SingleChoiceControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';
import { RataIntensity, ratingsOfChecked } from './RataIntensity.tsx';

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

/**
 * Multiple choice and CATA: the attributes that apply, shown group by group when they have
 * classes. RATA (`rate`): each checked term also shows its intensity, and loses it when unchecked.
 */
export function MultipleChoice({ control, answer, onChange, error, language }: ControlProps<MultipleChoiceControl>) {
  const { t } = useTranslation();
  const errorId = useId();
  const groups = groupByClass(control.choices);
  const checked = answer?.choices ?? [];
  const ratings = answer?.ratings ?? {};
  const { rate } = control;
  return (
    <CheckboxGroup
      className="pl-control pl-multiple-choice"
      data-control-id={control.id}
      value={checked}
      // Kept in the order of the list, whatever the order of the taps.
      onChange={(selected) => {
        const choices = control.choices.map((c) => c.id).filter((id) => selected.includes(id));
        onChange(rate === undefined ? { choices } : { choices, ratings: ratingsOfChecked(choices, ratings) });
      }}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      {rate !== undefined && <p className="pl-control-help">{t('session.rata.help', { max: rate })}</p>}
      <FieldError id={errorId} error={error} />
      {groups.map(([className, choices]) => (
        <div
          key={className ?? ''}
          className={`pl-choice-list pl-choice-list--grid${rate === undefined ? '' : ' pl-choice-list--rata'}`}
          style={{ '--pl-choice-count': choices.length } as CSSProperties}
        >
          {choices.map((choice) => {
            const term = localize(choice.label, language);
            const box = (
              <Checkbox key={choice.id} value={choice.id} className="pl-choice">
                <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
                <span className="pl-choice-text">{term}</span>
              </Checkbox>
            );
            return rate === undefined ? (
              box
            ) : (
              <div key={choice.id} className="pl-rata-term">
                {box}
                {checked.includes(choice.id) && (
                  <RataIntensity
                    term={term}
                    rate={rate}
                    value={ratings[choice.id]}
                    onChange={(intensity) =>
                      onChange({ choices: checked, ratings: { ...ratings, [choice.id]: intensity } })
                    }
                  />
                )}
              </div>
            );
          })}
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
