import type { ComponentType } from 'react';
import type { Control } from '@palate/engine';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { AttributeTimelineEditor } from './AttributeTimelineEditor.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import { DiscriminationEditor } from './DiscriminationEditor.tsx';
import { InfoEditor } from './InfoEditor.tsx';
import { MultipleEditor } from './MultipleEditor.tsx';
import { NappingEditor } from './NappingEditor.tsx';
import { PictureEditor } from './PictureEditor.tsx';
import { RankEditor } from './RankEditor.tsx';
import { ScaleEditor } from './ScaleEditor.tsx';
import { SingleEditor } from './SingleEditor.tsx';
import { SortingEditor } from './SortingEditor.tsx';
import { TextEditor } from './TextEditor.tsx';
import { TimeIntensityEditor } from './TimeIntensityEditor.tsx';

/**
 * Each control kind's own fields, beside the shared ones (name, question, mandatory, moves)
 * that `ControlCard` draws: a new kind is its editor's file and one line here.
 */
export const CONTROL_EDITORS: Record<Control['kind'], ComponentType<ControlEditorProps>> = {
  info: InfoEditor,
  scale: ScaleEditor,
  text: TextEditor,
  comment: CommentEditor,
  single: SingleEditor,
  multiple: MultipleEditor,
  rank: RankEditor,
  napping: NappingEditor,
  sorting: SortingEditor,
  discrimination: DiscriminationEditor,
  picture: PictureEditor,
  tds: AttributeTimelineEditor,
  tcata: AttributeTimelineEditor,
  ti: TimeIntensityEditor,
};
