import { useId, type CSSProperties } from 'react';
import { localize, type ScaleControl } from '@palate/engine';
import { categoryPoints } from './answers.ts';
import { ChoiceGroup, ChoiceInput } from './NativeChoices.tsx';

export interface ScaleProps {
  control: ScaleControl;
  value: number | undefined;
  onChange: (value: number) => void;
  /** The translated validation message, when the answer does not pass. */
  error: string | null;
  language: string;
}

/** A structured scale such as the 9-point hedonic: one labelled choice per point. */
export function CategoryScale({ control, value, onChange, error, language }: ScaleProps) {
  const name = useId();
  const points = categoryPoints(control);
  return (
    <ChoiceGroup
      role="radiogroup"
      className="pl-control pl-category-scale"
      controlId={control.id}
      label={localize(control.label, language)}
      // Above the choices, where the judge is looking when the first one takes the focus.
      error={error}
      style={{ '--pl-category-count': points.length } as CSSProperties}
    >
      <div className="pl-choice-list pl-category-options">
        {points.map((point, index) => {
          const label = control.categories?.[index];
          // The centre of a JAR scale, "just about right", is marked so it stands out from the rest.
          const isJustRight = control.justRight === true && index === (points.length - 1) / 2;
          return (
            <ChoiceInput
              key={point}
              type="radio"
              name={name}
              checked={value === point}
              onChange={() => onChange(point)}
              className={isJustRight ? 'pl-choice pl-category pl-category--just-right' : 'pl-choice pl-category'}
            >
              <span className="pl-choice-mark" aria-hidden="true" />
              <span className="pl-choice-text pl-category-text">
                {label === undefined ? String(point) : localize(label, language)}
              </span>
            </ChoiceInput>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
