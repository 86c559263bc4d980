import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { discriminationWords, localize, type DiscriminationControl } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

interface DegreeOfDifferenceProps extends ControlProps<DiscriminationControl> {
  /** The two coded cups to taste, left to right as served. */
  codes: readonly string[];
}

/**
 * Degree of difference: the two cups by their codes, then how different they are as one
 * row of points, 1 "identical" to the last "very different", each end labelled.
 */
export function DegreeOfDifferenceControl(props: DegreeOfDifferenceProps) {
  const { control, codes, answer, onChange, error, language } = props;
  const { t } = useTranslation();
  const errorId = useId();
  const points = discriminationWords(control);
  const endLabel = (index: number) =>
    index === 0 ? t('session.identical') : index === points.length - 1 ? t('session.veryDifferent') : undefined;
  return (
    <RadioGroup
      className="pl-control pl-discrimination pl-degree-of-difference"
      data-control-id={control.id}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
      orientation="horizontal"
      value={answer?.choices?.[0] ?? null}
      onChange={(point) => onChange({ choices: [point] })}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <p className="pl-served-cups">
        {codes.map((code) => (
          <span key={code} className="pl-served-cup">
            {t('session.sample', { code })}
          </span>
        ))}
      </p>
      <FieldError id={errorId} error={error} />
      <div className="pl-choice-list pl-cups pl-difference-points">
        {points.map((point, index) => (
          <Radio key={point} value={point} className="pl-choice pl-cup">
            <span className="pl-choice-text pl-cup-word">
              {point}
              {/* The space keeps the point and its word apart in the radio's accessible name. */}
              {endLabel(index) !== undefined && (
                <>
                  {' '}
                  <span className="pl-difference-end">{endLabel(index)}</span>
                </>
              )}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
