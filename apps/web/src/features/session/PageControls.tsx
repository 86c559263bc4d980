import { cupsPicked, type Control } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import type { AnswerPayload, AnswerValues } from './answers.ts';
// The controls on React Aria load with their first screen (ariaControls.ts).
import {
  CommentBox,
  DegreeOfDifferenceControl,
  DiscriminationControl,
  DiscriminationWordsControl,
  LineScale,
  TemporalControl,
  TextAnswer,
  TwoAcControl,
} from './ariaControls.ts';
import { CategoryScale } from './CategoryScale.tsx';
import { MultipleChoice, SingleChoice } from './ChoiceControls.tsx';
import { InfoBlock } from './InfoBlock.tsx';
import { PictureControl } from './PictureControl.tsx';
import { NappingControl, SortingControl } from './rapid/lazyControls.ts';
import { RankControl } from './RankControl.tsx';
import type { RunSource } from './runSource.ts';

export interface PageControlsProps {
  /** The screen's controls, in its order, with their texts as the judge reads them. */
  controls: readonly Control[];
  /** The ids of those a condition shows now; every control when absent. */
  shown?: readonly string[] | undefined;
  page: Pick<PageView, 'served' | 'references'>;
  values: AnswerValues;
  onChange: (controlId: string, answer: AnswerPayload) => void;
  /** The translated validation message of a control, when its answer does not pass. */
  messageFor: (control: Control) => string | null;
  language: string;
  clock: RunSource['clock'];
}

/**
 * The controls of a screen, each by its kind. A control that a condition shows is there
 * from the start, hidden until it holds: its chunk loads with the screen, so that it
 * appears at once, and what the judge typed in it stays should it go and come back.
 */
export function PageControls({ controls, shown, ...props }: PageControlsProps) {
  return controls.map((control) =>
    control.showIf === undefined ? (
      <PageControl key={control.id} control={control} {...props} />
    ) : (
      <div key={control.id} hidden={shown !== undefined && !shown.includes(control.id)}>
        <PageControl control={control} {...props} />
      </div>
    ),
  );
}

function PageControl({
  control,
  page,
  values,
  onChange,
  messageFor,
  language,
  clock,
}: Omit<PageControlsProps, 'controls' | 'shown'> & { control: Control }) {
  if (control.kind === 'info') return <InfoBlock control={control} language={language} />;
  const props = {
    answer: values[control.id],
    onChange: (answer: AnswerPayload) => onChange(control.id, answer),
    error: messageFor(control),
    language,
  };
  const codes = page.served[control.id] ?? [];
  switch (control.kind) {
    case 'scale': {
      const Scale = control.style === 'category' ? CategoryScale : LineScale;
      return (
        <Scale
          control={control}
          value={props.answer?.value}
          onChange={(value) => props.onChange({ value })}
          error={props.error}
          language={language}
        />
      );
    }
    case 'text':
      return <TextAnswer control={control} {...props} />;
    case 'comment':
      return <CommentBox control={control} {...props} />;
    case 'single':
      return <SingleChoice control={control} {...props} />;
    case 'multiple':
      return <MultipleChoice control={control} {...props} />;
    case 'rank':
      return <RankControl control={control} codes={codes} {...props} />;
    case 'napping':
      return <NappingControl control={control} codes={codes} {...props} />;
    case 'sorting':
      return <SortingControl control={control} codes={codes} {...props} />;
    case 'picture':
      return <PictureControl control={control} {...props} />;
    case 'tds':
    case 'tcata':
    case 'ti':
      return (
        <TemporalControl
          control={control}
          order={page.served[control.id] ?? ('attributes' in control ? control.attributes.map((a) => a.id) : [])}
          clock={clock}
          {...props}
        />
      );
    case 'discrimination': {
      if (control.method === 'twoAc') return <TwoAcControl control={control} codes={codes} {...props} />;
      if (control.method === 'degreeOfDifference') {
        return <DegreeOfDifferenceControl control={control} codes={codes} {...props} />;
      }
      const Discrimination = cupsPicked(control.method) === 0 ? DiscriminationWordsControl : DiscriminationControl;
      return <Discrimination control={control} codes={codes} reference={page.references[control.id]} {...props} />;
    }
  }
}
