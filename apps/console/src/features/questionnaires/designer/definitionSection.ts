import type { DraftChange, DraftDefinition } from '../designerDraft.ts';
import type { Faults } from './FaultNotes.tsx';

/** What each designer section of the questionnaire's own settings is given: the draft, how to change it, and its faults. */
export interface DefinitionSectionProps {
  definition: DraftDefinition;
  onChange: DraftChange;
  faults: Faults;
}
