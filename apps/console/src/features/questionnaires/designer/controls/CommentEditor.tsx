import type { ControlEditorProps } from './ControlEditorProps.ts';

/** A comment: nothing beyond the shared fields. */
export function CommentEditor(_props: ControlEditorProps) {
  return null;
}
