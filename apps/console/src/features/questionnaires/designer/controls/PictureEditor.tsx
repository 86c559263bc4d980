import type { ControlEditorProps } from './ControlEditorProps.ts';
import { PictureField } from './PictureField.tsx';

/** Marks on a picture: the picture judges mark. */
export function PictureEditor(props: ControlEditorProps) {
  return <PictureField {...props} />;
}
