import { useTranslation } from 'react-i18next';
import type { PublicationAnalysisView } from '@palate/protocol';

/**
 * Why the analysis measures liking on the scale the selector shows: chosen by the analysis
 * (the questionnaire's only hedonic scale, or its one scale named overall liking) until the
 * leader picks another; nothing to say once the leader has.
 */
export function LikingChoiceNote({ likingQuestion }: { likingQuestion: PublicationAnalysisView['likingQuestion'] }) {
  const { t } = useTranslation();
  if (likingQuestion === null || likingQuestion.chosenBecause === 'leader') return null;
  return (
    <p className="pl-console-note">
      {t(likingQuestion.chosenBecause === 'onlyHedonic' ? 'results.likingOnlyHedonic' : 'results.likingOverall')}
    </p>
  );
}
