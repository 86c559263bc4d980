import type { Ref } from 'react';
import { Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

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

/** A labelled text input whose error is announced with it (react-aria wires the ids). */
export function TextField({ label, error, inputRef, type = 'text', ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} isInvalid={Boolean(error)} className="pl-field">
      <Label className="pl-field-label">{label}</Label>
      <Input ref={inputRef} className="pl-field-input" />
      {error && (
        <Text slot="errorMessage" className="pl-field-error">
          {error}
        </Text>
      )}
    </AriaTextField>
  );
}
