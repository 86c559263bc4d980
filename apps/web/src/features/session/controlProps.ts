import type { AnswerPayload } from './answers.ts';

/** What every answerable control of a screen receives from the session screen. */
export interface ControlProps<TControl> {
  control: TControl;
  answer: AnswerPayload | undefined;
  onChange: (answer: AnswerPayload) => void;
  /** The translated validation message, when the answer does not pass. */
  error: string | null;
  language: string;
}
