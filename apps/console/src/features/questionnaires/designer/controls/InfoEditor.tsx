import type { ControlEditorProps } from './ControlEditorProps.ts';
import { PictureField } from './PictureField.tsx';

/** An information text: its picture, if any (its text is the shared question field). */
export function InfoEditor(props: ControlEditorProps) {
  return <PictureField {...props} />;
}
