import { useId, type CSSProperties } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { localize, type ScaleControl } from '@palate/engine';
import { categoryPoints } from './answers.ts';

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
  const errorId = useId();
  const points = categoryPoints(control);
  return (
    <RadioGroup
      className="pl-control pl-category-scale"
      data-control-id={control.id}
      value={value === undefined ? null : String(value)}
      onChange={(selected) => onChange(Number(selected))}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
      style={{ '--pl-category-count': points.length } as CSSProperties}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      {/* Above the choices, where the judge is looking when the first one takes the focus. */}
      {error !== null && (
        <p id={errorId} className="pl-field-error">
          {error}
        </p>
      )}
      <div className="pl-choice-list pl-category-options">
        {points.map((point, index) => {
          const label = control.categories?.[index];
          // The centre of a JAR scale, "just about right", is marked so it stands out from the rest.
          const isJustRight = control.justRight === true && index === (points.length - 1) / 2;
          return (
            <Radio
              key={point}
              value={String(point)}
              className={isJustRight ? 'pl-choice pl-category pl-category--just-right' : 'pl-choice pl-category'}
            >
              <span className="pl-choice-mark" aria-hidden="true" />
              <span className="pl-choice-text pl-category-text">
                {label === undefined ? String(point) : localize(label, language)}
              </span>
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
