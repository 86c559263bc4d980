import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

interface RataIntensityProps {
  /** The term checked, as the judge reads it. */
  term: string;
  /** The highest intensity (the control's `rate`). */
  rate: number;
  value: number | undefined;
  onChange: (intensity: number) => void;
}

/**
 * RATA: the intensity of one checked term, from 1 to `rate`, as a row of native radio
 * buttons (large targets, one tab stop, arrows move along the row) named by its legend.
 */
export function RataIntensity({ term, rate, value, onChange }: RataIntensityProps) {
  const { t } = useTranslation();
  const name = useId();
  const points = Array.from({ length: rate }, (_, index) => index + 1);
  return (
    <fieldset className="pl-rata" style={{ '--pl-rata-count': rate } as CSSProperties}>
      <legend className="pl-rata-legend">{t('session.rata.intensity', { term })}</legend>
      <div className="pl-rata-points">
        {points.map((point) => (
          <label key={point} className="pl-rata-point">
            <input type="radio" name={name} value={point} checked={value === point} onChange={() => onChange(point)} />
            <span>{point}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The intensities kept when the checked terms change: an unchecked term loses its own. */
export function ratingsOfChecked(
  choices: readonly string[],
  ratings: Readonly<Record<string, number>> | undefined,
): Record<string, number> {
  return Object.fromEntries(Object.entries(ratings ?? {}).filter(([term]) => choices.includes(term)));
}
