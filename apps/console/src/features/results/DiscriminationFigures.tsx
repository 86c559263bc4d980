import type { PublicationAnalysisView, QuestionAnalysisView } from '@palate/protocol';
import { ANotAResult } from './ANotAResult.tsx';
import { DegreeOfDifferenceResult } from './DegreeOfDifferenceResult.tsx';
import { DiscriminationResult } from './DiscriminationResult.tsx';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PreferenceResult } from './PreferenceResult.tsx';
import { SameDifferentResult } from './SameDifferentResult.tsx';
import { TwoAcResult } from './TwoAcResult.tsx';

type DiscriminationView =
  Extract<QuestionAnalysisView, { kind: 'discrimination' }> | PublicationAnalysisView['discriminationOverall'][number];

/** A discrimination or preference test's figures, by the method's own key: a question's, or the pooled questions'. */
export function DiscriminationFigures({
  figures,
  labels,
  format,
}: {
  figures: DiscriminationView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  if ('insufficient' in figures) return <NotEnough reason={figures.insufficient} />;
  if ('sameDifferent' in figures) return <SameDifferentResult counts={figures.sameDifferent} format={format} />;
  if ('aNotA' in figures) return <ANotAResult counts={figures.aNotA} format={format} />;
  if ('preference' in figures)
    return <PreferenceResult preference={figures.preference} labels={labels} format={format} />;
  if ('twoAc' in figures) return <TwoAcResult counts={figures.twoAc} labels={labels} format={format} />;
  if ('degreeOfDifference' in figures)
    return <DegreeOfDifferenceResult counts={figures.degreeOfDifference} format={format} />;
  return <DiscriminationResult test={figures} format={format} />;
}
