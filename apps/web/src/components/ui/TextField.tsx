import { useId, type Ref } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, and marks it invalid. */
  error?: string | null | undefined;
  type?: 'text' | 'password';
  autoComplete?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/** A labelled text input whose error is announced with it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  inputRef,
  type = 'text',
  isReadOnly,
  isDisabled,
  isRequired,
  ...props
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  return (
    <div className="pl-field" data-invalid={invalid || undefined}>
      <label className="pl-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        ref={inputRef}
        className="pl-field-input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={isReadOnly}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p id={errorId} className="pl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
