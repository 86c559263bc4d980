import { appTexts } from './appTexts.ts';
import { accountTexts } from '../features/account/texts.ts';
import { linkTexts } from '../features/links/texts.ts';
import { loginTexts } from '../features/login/texts.ts';
import { previewTexts } from '../features/preview/texts.ts';
import { questionnaireTexts } from '../features/questionnaires/texts.ts';
import { sessionTexts } from '../features/session/texts.ts';
import { shellTexts } from '../features/shell/texts.ts';
import { terminalTexts } from '../features/terminals/texts.ts';
import { judgeRecordTexts } from '../features/account/records/texts.ts';
import { consentTexts } from '../features/consent/texts.ts';
import { bookingTexts } from '../features/booking/texts.ts';
import { trainingFeedbackTexts } from '../features/session/TrainingFeedbackTextBundle.ts';

/** Every bundle of texts in every language, for the translations test; the app loads i18n/languages/<lang>.ts. */
export const TEXT_BUNDLES = {
  app: appTexts,
  account: accountTexts,
  links: linkTexts,
  login: loginTexts,
  preview: previewTexts,
  questionnaires: questionnaireTexts,
  session: sessionTexts,
  shell: shellTexts,
  terminals: terminalTexts,
  judgeRecords: judgeRecordTexts,
  consent: consentTexts,
  booking: bookingTexts,
  trainingFeedback: trainingFeedbackTexts,
} as const;
