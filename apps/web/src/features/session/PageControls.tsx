import { cupsPicked, type Control } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import type { AnswerPayload, AnswerValues } from './answers.ts';
// The controls on React Aria load with their first screen (ariaControls.ts).
import {
  CommentBox,
  DiscriminationControl,
  DiscriminationWordsControl,
  LineScale,
  TemporalControl,
  TextAnswer,
} from './ariaControls.ts';
import { CategoryScale } from './CategoryScale.tsx';
import { MultipleChoice, SingleChoice } from './ChoiceControls.tsx';
import { InfoBlock } from './InfoBlock.tsx';
import { PictureControl } from './PictureControl.tsx';
import { NappingControl, SortingControl } from './rapid/lazyControls.ts';
import { RankControl } from './RankControl.tsx';
import type { RunSource } from './runSource.ts';

export interface PageControlsProps {
  /** The controls on show, in the screen's order, with their texts as the judge reads them. */
  controls: readonly Control[];
  page: Pick<PageView, 'served' | 'references'>;
  values: AnswerValues;
  onChange: (controlId: string, answer: AnswerPayload) => void;
  /** The translated validation message of a control, when its answer does not pass. */
  messageFor: (control: Control) => string | null;
  language: string;
  clock: RunSource['clock'];
}

/** The controls of a screen, each by its kind. */
export function PageControls({ controls, page, values, onChange, messageFor, language, clock }: PageControlsProps) {
  return controls.map((control) => {
    if (control.kind === 'info') return <InfoBlock key={control.id} control={control} language={language} />;
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
            key={control.id}
            control={control}
            value={props.answer?.value}
            onChange={(value) => props.onChange({ value })}
            error={props.error}
            language={language}
          />
        );
      }
      case 'text':
        return <TextAnswer key={control.id} control={control} {...props} />;
      case 'comment':
        return <CommentBox key={control.id} control={control} {...props} />;
      case 'single':
        return <SingleChoice key={control.id} control={control} {...props} />;
      case 'multiple':
        return <MultipleChoice key={control.id} control={control} {...props} />;
      case 'rank':
        return <RankControl key={control.id} control={control} codes={codes} {...props} />;
      case 'napping':
        return <NappingControl key={control.id} control={control} codes={codes} {...props} />;
      case 'sorting':
        return <SortingControl key={control.id} control={control} codes={codes} {...props} />;
      case 'picture':
        return <PictureControl key={control.id} control={control} {...props} />;
      case 'tds':
      case 'tcata':
      case 'ti':
        return (
          <TemporalControl
            key={control.id}
            control={control}
            order={page.served[control.id] ?? ('attributes' in control ? control.attributes.map((a) => a.id) : [])}
            clock={clock}
            {...props}
          />
        );
      case 'discrimination': {
        const Discrimination = cupsPicked(control.method) === 0 ? DiscriminationWordsControl : DiscriminationControl;
        return (
          <Discrimination
            key={control.id}
            control={control}
            codes={codes}
            reference={page.references[control.id]}
            {...props}
          />
        );
      }
    }
  });
}
