import { Label, Radio, RadioGroup, Text } from 'react-aria-components';

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

/** One answer among a few, as large labelled choices; react-aria wires the label, description and error. */
export function ChoiceField<Value extends string>({
  label,
  value,
  onChange,
  options,
  description,
  error,
  layout = 'row',
  className,
  ...props
}: ChoiceFieldProps<Value>) {
  return (
    <RadioGroup
      {...props}
      className={className ? `pl-field ${className}` : 'pl-field'}
      value={value}
      // React Aria hands back a string, which can only be one of the options' values.
      onChange={(chosen) => onChange(chosen as Value)}
      isInvalid={Boolean(error)}
    >
      <Label className="pl-field-label">{label}</Label>
      <div className={layout === 'row' ? 'pl-choices' : 'pl-choice-list'}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="pl-choice">
            <span className="pl-choice-mark" aria-hidden="true" />
            <span className="pl-choice-text">{option.label}</span>
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className="pl-field-help">
          {description}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className="pl-field-error">
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
