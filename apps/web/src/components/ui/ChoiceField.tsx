import { useId } from 'react';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value | null;
  onChange: (value: Value) => void;
  options: readonly ChoiceOption<Value>[];
  /** Shown under the choices. */
  description?: string | undefined;
  /** Shown under the choices, and marks the field invalid. */
  error?: string | null | undefined;
  /** Side by side, wrapping (forms' short lists), or one under the other (names). */
  layout?: 'row' | 'column';
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/** One answer among a few, as large labelled choices: native radios, so arrows move between them. */
export function ChoiceField<Value extends string>({
  label,
  value,
  onChange,
  options,
  description,
  error,
  layout = 'row',
  isDisabled = false,
  isRequired = false,
  className,
}: ChoiceFieldProps<Value>) {
  const name = useId();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      role="radiogroup"
      className={className ? `pl-field ${className}` : 'pl-field'}
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-invalid={error ? true : undefined}
    >
      <span id={labelId} className="pl-field-label">
        {label}
      </span>
      <div className={layout === 'row' ? 'pl-choices' : 'pl-choice-list'}>
        {options.map((option) => (
          <label
            key={option.value}
            className="pl-choice"
            data-selected={value === option.value || undefined}
            data-disabled={isDisabled || undefined}
          >
            <input
              type="radio"
              className="pl-native-choice"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={isDisabled}
              onChange={() => onChange(option.value)}
            />
            <span className="pl-choice-mark" aria-hidden="true" />
            <span className="pl-choice-text">{option.label}</span>
          </label>
        ))}
      </div>
      {description && (
        <p id={descriptionId} className="pl-field-help">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
