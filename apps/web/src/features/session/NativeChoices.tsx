import { useId, type CSSProperties, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

export interface ChoiceGroupProps {
  /** radiogroup for one answer, group for several. */
  role: 'radiogroup' | 'group';
  className: string;
  controlId?: string;
  label: ReactNode;
  labelClassName?: string;
  error?: string | null;
  style?: CSSProperties;
  children: ReactNode;
}

/** A labelled group of native choices, its validation message above them and announced with them. */
export function ChoiceGroup({
  role,
  className,
  controlId,
  label,
  labelClassName = 'pl-control-label',
  error = null,
  style,
  children,
}: ChoiceGroupProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div
      role={role}
      className={className}
      data-control-id={controlId}
      data-invalid={error !== null || undefined}
      aria-labelledby={labelId}
      aria-describedby={error === null ? undefined : errorId}
      style={style}
    >
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <FieldError id={errorId} error={error} />
      {children}
    </div>
  );
}

export interface ChoiceInputProps {
  type: 'radio' | 'checkbox';
  /** The radios of one group share a name, so that the arrow keys move among them. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  /** When the visible text alone would not say what the choice is. */
  ariaLabel?: string;
  children: ReactNode;
}

/** A large choice: a native input stretched invisibly over the whole label (styles.css, Choices). */
export function ChoiceInput({ type, name, checked, onChange, className, ariaLabel, children }: ChoiceInputProps) {
  return (
    <label className={className} data-selected={checked || undefined}>
      <input
        type={type}
        className="pl-native-choice"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={ariaLabel}
      />
      {children}
    </label>
  );
}
