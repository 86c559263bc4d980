import type { ControlEditorProps } from './ControlEditorProps.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';

/** A single choice: its answers. */
export function SingleEditor({ control, onChange }: ControlEditorProps) {
  return <ChoicesEditor control={control} field="choices" onChange={onChange} />;
}
