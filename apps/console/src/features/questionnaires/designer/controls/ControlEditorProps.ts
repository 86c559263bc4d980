import type { DraftControl } from '../../designerDraft.ts';

/** What each kind's editor is given: the control, and what its fields may refer to. */
export interface ControlEditorProps {
  control: DraftControl;
  /** The questionnaire's product ids, for the products a test compares. */
  products: string[];
  /** The account's uploaded pictures. */
  pictures: string[];
  onChange: (next: (control: DraftControl) => DraftControl) => void;
}
