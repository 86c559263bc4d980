import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  cupsPicked,
  discriminationWords,
  localize,
  NO_PREFERENCE,
  type DiscriminationControl as DiscriminationDefinition,
} from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

interface DiscriminationProps extends ControlProps<DiscriminationDefinition> {
  /** The coded cups, left to right as served. */
  codes: readonly string[];
  /** Duo-trio: the reference cup. */
  reference: string | undefined;
}

/**
 * The methods where the judge picks cups by their codes: one (triangle, duo-trio, 2-AFC,
 * 3-AFC, the preferred of a paired preference, with "no preference" when offered) or several
 * (the two alike of a tetrad or 2-out-of-5, the three alike of a hexad).
 */
export function DiscriminationControl(props: DiscriminationProps) {
  const { control, codes, reference, answer, onChange, error, language } = props;
  const { t } = useTranslation();
  const errorId = useId();
  const common = {
    className: 'pl-control pl-discrimination',
    'data-control-id': control.id,
    isInvalid: error !== null,
    'aria-describedby': error === null ? undefined : errorId,
  };
  const header = (
    <>
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      {reference !== undefined && <p className="pl-reference">{t('session.reference', { code: reference })}</p>}
      <FieldError id={errorId} error={error} />
    </>
  );
  const cups = (Choice: typeof Radio | typeof Checkbox) => (
    <div className="pl-choice-list pl-cups">
      {codes.map((code) => (
        <Choice key={code} value={code} className="pl-choice pl-cup">
          <span className="pl-choice-text pl-cup-code">{code}</span>
        </Choice>
      ))}
      {discriminationWords(control).includes(NO_PREFERENCE) && (
        <Radio value={NO_PREFERENCE} className="pl-choice pl-cup pl-cup--none">
          <span className="pl-choice-text pl-cup-word">{t('session.noPreference')}</span>
        </Radio>
      )}
    </div>
  );
  return cupsPicked(control.method) === 1 ? (
    <RadioGroup
      {...common}
      orientation="horizontal"
      value={answer?.choices?.[0] ?? null}
      onChange={(code) => onChange({ choices: [code] })}
    >
      {header}
      {cups(Radio)}
    </RadioGroup>
  ) : (
    <CheckboxGroup
      {...common}
      value={answer?.choices ?? []}
      onChange={(selected) => onChange({ choices: codes.filter((code) => selected.includes(code)) })}
    >
      {header}
      {cups(Checkbox)}
    </CheckboxGroup>
  );
}
