import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type RankControl as RankDefinition } from '@palate/engine';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';
import { ChoiceGroup, ChoiceInput } from './NativeChoices.tsx';

interface RankProps extends ControlProps<RankDefinition> {
  /** The samples to rank, by blinding code, in the judge's serving order. */
  codes: readonly string[];
}

/**
 * Ranking: for each sample (by its code) one row of places 1…n. A grid of large choices
 * rather than drag and drop, so that it works the same with a finger, a mouse and the keys.
 */
export function RankControl({ control, codes, answer, onChange, error, language }: RankProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const labelId = useId();
  const ranks = answer?.ranks ?? {};
  const places = codes.map((_, index) => index + 1);
  const name = useId();
  return (
    <div
      className="pl-control pl-rank"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error === null ? undefined : errorId}
      data-control-id={control.id}
      data-invalid={error !== null || undefined}
      style={{ '--pl-rank-count': codes.length } as CSSProperties}
    >
      <span id={labelId} className="pl-control-label">
        {localize(control.label, language)}
      </span>
      <FieldError id={errorId} error={error} />
      {codes.map((code) => {
        const place = ranks[code];
        return (
          <ChoiceGroup key={code} role="radiogroup" className="pl-rank-row" label={code} labelClassName="pl-rank-code">
            <div className="pl-rank-places">
              {places.map((p) => (
                <ChoiceInput
                  key={p}
                  type="radio"
                  name={`${name}-${code}`}
                  checked={place === p}
                  onChange={() => onChange({ ranks: { ...ranks, [code]: p } })}
                  className="pl-choice pl-rank-place"
                  ariaLabel={`${t('session.rankPlace')} ${p}`}
                >
                  <span className="pl-choice-text">{p}</span>
                </ChoiceInput>
              ))}
            </div>
          </ChoiceGroup>
        );
      })}
    </div>
  );
}
