import type { ReactNode } from 'react';

interface NumberFieldProps {
  label: string;
  /** The stored number; undefined shows `placeholder` (the format's default) in an empty field. */
  value: number | undefined;
  placeholder?: number;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /**
   * A valid number, or undefined when the leader empties an optional field (the format's
   * default then applies). A number the format would refuse is not taken.
   */
  onChange: (value: number | undefined) => void;
  optional?: boolean;
}

/** A number of the format, within its bounds. */
export function NumberField({
  label,
  value,
  placeholder,
  min,
  max,
  step,
  integer,
  onChange,
  optional,
}: NumberFieldProps) {
  return (
    <label className="pl-console-select-field">
      <span>{label}</span>
      <input
        type="number"
        min={min}
        max={max}
        step={step ?? (integer ? 1 : 'any')}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          if (text === '') {
            if (optional) onChange(undefined);
            return;
          }
          const number = Number(text);
          const valid =
            Number.isFinite(number) &&
            (min === undefined || number >= min) &&
            (max === undefined || number <= max) &&
            (!integer || Number.isInteger(number));
          if (valid) onChange(number);
        }}
      />
    </label>
  );
}

/** A native select with its label: one of the format's words, each with its text. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: ReactNode; disabled?: boolean }[];
  onChange: (value: Value) => void;
}) {
  return (
    <label className="pl-console-select-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
