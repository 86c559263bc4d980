import type { ControlEditorProps } from './ControlEditorProps.ts';
import { RangeFields } from './RangeFields.tsx';
import { TemporalTimingFields } from './TemporalTimingFields.tsx';

/** Time-intensity: its scale, and the recording's timing. */
export function TimeIntensityEditor({ control, onChange }: ControlEditorProps) {
  return (
    <>
      <RangeFields control={control} onChange={onChange} />
      <TemporalTimingFields control={control} onChange={onChange} />
    </>
  );
}
