import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { localize, NO_DIFFERENCE, type DiscriminationControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

interface TwoAcProps extends ControlProps<DiscriminationControl> {
  /** The two coded cups, left to right as served. */
  codes: readonly string[];
}

/**
 * 2-AC: which of the two cups is more of the test's attribute, or "no difference" between
 * them, as three large radio buttons in the order the judge reads them: the first cup, no
 * difference, the second cup.
 */
export function TwoAcControl(props: TwoAcProps) {
  const { control, codes, answer, onChange, error, language } = props;
  const { t } = useTranslation();
  const errorId = useId();
  const attribute = control.attribute === undefined ? '' : localize(control.attribute, language);
  const [first, second] = codes;
  const answers = [first, NO_DIFFERENCE, second].filter((value) => value !== undefined);
  return (
    <RadioGroup
      className="pl-control pl-discrimination pl-two-ac"
      data-control-id={control.id}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
      orientation="horizontal"
      value={answer?.choices?.[0] ?? null}
      onChange={(value) => onChange({ choices: [value] })}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <FieldError id={errorId} error={error} />
      <div className="pl-choice-list pl-cups">
        {answers.map((value) => (
          <Radio key={value} value={value} className="pl-choice pl-cup">
            <span className="pl-choice-text pl-cup-word">
              {value === NO_DIFFERENCE ? t('session.noDifference') : t('session.moreOf', { code: value, attribute })}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
