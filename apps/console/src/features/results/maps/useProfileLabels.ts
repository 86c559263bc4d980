import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'yaml';
import { questionnaire } from '@palate/engine';
import { questionnaireLabels, type QuestionnaireLabels } from '../labels.ts';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';

/**
 * The names, in the leader's language, of what the linked profile publication's questionnaire
 * holds (its attributes, which the external preference map's drivers of liking are): the
 * consumer test's own questionnaire does not have them. `questionnaireId` is the exact version
 * the profile was published from, which quest/export gives. Until it has come, or should it
 * not come, there are none, and the attributes go by their ids as before.
 */
export function useProfileLabels(
  questionnaireId: string | undefined,
  onSignedOut: () => void,
): QuestionnaireLabels | undefined {
  const { t, i18n } = useTranslation();
  const { data } = useLeaderCall(
    'quest/export',
    questionnaireId === undefined ? null : { id: questionnaireId },
    onSignedOut,
  );
  const labels = useMemo(() => {
    if (!data) return undefined;
    const definition = questionnaire.safeParse(parse(data.text));
    return definition.success
      ? questionnaireLabels(definition.data, i18n.language, t('results.allSamples'))
      : undefined;
  }, [data, i18n.language, t]);
  // The last profile's answer stays with the call once no profile is linked: not to be read then.
  return questionnaireId === undefined ? undefined : labels;
}
