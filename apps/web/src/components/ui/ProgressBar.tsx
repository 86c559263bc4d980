import { useId } from 'react';

export interface ProgressBarProps {
  label: string;
  value: number;
  maxValue: number;
}

/** A labelled bar; the label carries the numbers, so the percentage is not read out twice. */
export function ProgressBar({ label, value, maxValue }: ProgressBarProps) {
  const labelId = useId();
  const max = Math.max(maxValue, 1);
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      className="pl-progress"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={label}
    >
      <span id={labelId} className="pl-progress-label">
        {label}
      </span>
      <div className="pl-progress-track">
        <div className="pl-progress-fill" style={{ width: `${(clamped / max) * 100}%` }} />
      </div>
    </div>
  );
}
