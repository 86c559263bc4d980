import type { AnswerableControl, TemporalRecording } from '@palate/engine';

export interface LongResult {
  publication: string;
  /** The definition's page id (not a CSV column: attributes are unique within a page only). */
  page: string;
  judge: string;
  repetition: number;
  sampleCode: string;
  product: string;
  /**
   * The sample's place in the judge's serving order within the repetition (1, 2, …), so
   * that position and carry-over effects can be studied; null for an answer about no one
   * sample (a page not per sample, a discrimination test's set of cups).
   */
  position: number | null;
  attribute: string;
  value: number | null;
  text: string | null;
  /** A napping's place of the sample: across from the sheet's left edge, up from its bottom edge. */
  x?: number;
  y?: number;
  /** A sorting's group of the sample, 1 for the judge's first. */
  group?: number;
  /** A napping's words for the sample, a sorting's for its group. */
  words?: string[];
  /** A RATA term's intensity: 1 to the control's rate when checked, 0 when not. */
  intensity?: number;
  /** The kind of control answered, for exports that treat kinds apart (not a CSV column). */
  kind: AnswerableControl['kind'] | null;
  /** A temporal control's recording, for the temporal analysis and exports (not a CSV column). */
  recording?: TemporalRecording;
  /** False on a row of a control that conditions hid from the judge: no answer was asked, none is missing. */
  shown?: boolean;
  /** The control's place on its screen as presented to the judge (1 for the first), and the choice's among its choices. */
  controlPosition?: number | null;
  choicePosition?: number | null;
  /** How the judge's run stands: screened out (a full quota cell or a page's endIf), never counted as incomplete. */
  runStatus?: RunStatus;
}

export type RunStatus = 'finished' | 'inProgress' | 'screenedOut';
