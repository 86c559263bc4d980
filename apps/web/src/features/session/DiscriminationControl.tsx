import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { cupsPicked, localize, type DiscriminationControl as DiscriminationDefinition } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

interface DiscriminationProps extends ControlProps<DiscriminationDefinition> {
  /** The coded cups, left to right as served. */
  codes: readonly string[];
  /** Duo-trio: the reference cup. */
  reference: string | undefined;
}

/** Triangle, duo-trio, 2-AFC (one cup picked) and tetrad (the two alike): the cups by their codes. */
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
