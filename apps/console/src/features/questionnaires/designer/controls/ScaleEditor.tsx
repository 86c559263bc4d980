import type { ControlEditorProps } from './ControlEditorProps.ts';
import { RangeFields } from './RangeFields.tsx';

/** A scale: a line scale's range. */
export function ScaleEditor({ control, onChange }: ControlEditorProps) {
  return control.style === 'line' ? <RangeFields control={control} onChange={onChange} /> : null;
}
