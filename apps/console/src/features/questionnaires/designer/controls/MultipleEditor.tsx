import type { ControlEditorProps } from './ControlEditorProps.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';

/** A multiple choice or CATA: its answers, their groups and limits. */
export function MultipleEditor({ control, onChange }: ControlEditorProps) {
  return <ChoicesEditor control={control} field="choices" onChange={onChange} />;
}
