import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';

export interface ProgressBarProps {
  label: string;
  value: number;
  maxValue: number;
}

/** A labelled bar; the label carries the numbers, so the percentage is not read out twice. */
export function ProgressBar({ label, value, maxValue }: ProgressBarProps) {
  return (
    <AriaProgressBar
      className="pl-progress"
      value={value}
      minValue={0}
      maxValue={Math.max(maxValue, 1)}
      valueLabel={label}
    >
      {({ percentage }) => (
        <>
          <Label className="pl-progress-label">{label}</Label>
          <div className="pl-progress-track">
            <div className="pl-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
