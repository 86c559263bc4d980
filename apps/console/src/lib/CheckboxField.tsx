import { Checkbox } from 'react-aria-components';

/** A checkbox with its label, a large target, drawn by the console's stylesheet. */
export function CheckboxField({
  isSelected,
  onChange,
  label,
  isDisabled = false,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  label: string;
  isDisabled?: boolean;
}) {
  return (
    <Checkbox className="pl-console-checkbox" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="pl-console-checkbox-box" aria-hidden="true" />
      {label}
    </Checkbox>
  );
}
