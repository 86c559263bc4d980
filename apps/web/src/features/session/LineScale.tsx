import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { localize } from '@palate/engine';
import { lineStep } from './answers.ts';
import type { ScaleProps } from './CategoryScale.tsx';

/**
 * An unstructured line scale anchored at both ends. It shows no mark until the judge
 * touches the line or moves it from the keyboard: a mark placed in advance would pull
 * every judge's answer towards it.
 */
export function LineScale({ control, value, onChange, error, language }: ScaleProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const anchorsId = useId();
  const hintId = useId();
  const answered = value !== undefined;
  // Arrow keys from the middle move the mark either way on the first press, where from an
  // end the first press towards that end would change nothing.
  const middle = control.min + (control.max - control.min) / 2;
  const describedBy = [error === null ? null : errorId, control.anchors ? anchorsId : null, answered ? null : hintId];
  const valueText = control.anchors
    ? t(answered ? 'session.lineValue' : 'session.lineUnanswered', {
        value: value,
        min: localize(control.anchors.min, language),
        max: localize(control.anchors.max, language),
      })
    : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  // A screen reader hears the value with the line's anchors (and that it is not answered
  // yet rather than the middle it rests on). react-aria writes the bare number as the
  // input's aria-valuetext with no way to change it, so it is replaced after each render.
  useLayoutEffect(() => {
    if (valueText !== undefined) inputRef.current?.setAttribute('aria-valuetext', valueText);
  });

  return (
    <Slider
      className="pl-control pl-line-scale"
      data-control-id={control.id}
      data-answered={answered || undefined}
      minValue={control.min}
      maxValue={control.max}
      step={lineStep(control)}
      value={value ?? middle}
      onChange={onChange}
      // Also fires when a tap or key lands on the value already held, so that answering
      // exactly in the middle still counts as an answer.
      onChangeEnd={onChange}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      {/* Above the line, in view when the line takes the focus. */}
      {error !== null && (
        <p id={errorId} className="pl-field-error">
          {error}
        </p>
      )}
      <SliderTrack className="pl-line-track">
        <span className="pl-line-rule" aria-hidden="true" />
        <SliderThumb
          className="pl-line-thumb"
          isInvalid={error !== null}
          aria-describedby={describedBy.filter((id) => id !== null).join(' ')}
          inputRef={inputRef}
        />
      </SliderTrack>
      {control.anchors && (
        <p id={anchorsId} className="pl-line-anchors">
          <span className="pl-line-anchor">{localize(control.anchors.min, language)}</span>
          <span className="pl-line-anchor pl-line-anchor--max">{localize(control.anchors.max, language)}</span>
        </p>
      )}
      {!answered && (
        <p id={hintId} className="pl-visually-hidden">
          {t('session.lineNotAnswered')}
        </p>
      )}
    </Slider>
  );
}
