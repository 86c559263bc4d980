import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { DIFFERENT, IS_A, localize, NOT_A, SAME, type DiscriminationControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

interface DiscriminationWordsProps extends ControlProps<DiscriminationControl> {
  /** The coded cups to taste, left to right as served. */
  codes: readonly string[];
  /** A-not-A: the familiarisation sample, A, tasted first. */
  reference: string | undefined;
}

/** The words each method's judge answers with, in the order shown: the first answer of the pair first. */
const WORDS = {
  sameDifferent: [SAME, DIFFERENT],
  aNotA: [IS_A, NOT_A],
} as const;

/** The judge's text of each word. */
const WORD_TEXT = {
  [SAME]: 'session.same',
  [DIFFERENT]: 'session.different',
  [IS_A]: 'session.isA',
  [NOT_A]: 'session.notA',
} as const;

/**
 * Same-different (the two cups: the same product or not?) and A-not-A (after the
 * familiarisation sample: is this cup A?): the cups by their codes, then the two answers as
 * large radio buttons.
 */
export function DiscriminationWordsControl(props: DiscriminationWordsProps) {
  const { control, codes, reference, answer, onChange, error, language } = props;
  const { t } = useTranslation();
  const errorId = useId();
  const words = control.method === 'aNotA' ? WORDS.aNotA : WORDS.sameDifferent;
  return (
    <RadioGroup
      className="pl-control pl-discrimination"
      data-control-id={control.id}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
      orientation="horizontal"
      value={answer?.choices?.[0] ?? null}
      onChange={(word) => onChange({ choices: [word] })}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      {reference !== undefined && <p className="pl-reference">{t('session.familiarisation', { code: reference })}</p>}
      <p className="pl-served-cups">
        {codes.map((code) => (
          <span key={code} className="pl-served-cup">
            {t('session.sample', { code })}
          </span>
        ))}
      </p>
      <FieldError id={errorId} error={error} />
      <div className="pl-choice-list pl-cups">
        {words.map((word) => (
          <Radio key={word} value={word} className="pl-choice pl-cup">
            <span className="pl-choice-text pl-cup-word">{t(WORD_TEXT[word])}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
