import type { Language } from '@palate/engine';
import type { Db } from '../../db/database.ts';
import { excludedJudges } from '../analysis-exclusions.repository.ts';
import { findImage } from '../../accounts/images.repository.ts';
import { findAccount } from '../../accounts/members.repository.ts';
import { findPublication } from '../../publishing/publications.repository.ts';
import { answerPeriod } from '../report.repository.ts';
import { settingsOf } from '../../accounts/account-settings.ts';
import { AnalysisRequestError, analysePublication, type AnalysisOptions } from '../publication-analysis.service.ts';
import { loadDefinition } from '../../publishing/definitions.ts';
import { addAppendixSlides } from './appendix-slides.ts';
import { addCommentSlides } from './comment-slides.ts';
import { publicationComments } from '../comments.service.ts';
import { addDriversSlide } from './drivers-slide.ts';
import { addMapSlides } from './map-slides.ts';
import { addMethodSlide, addTitleSlide } from './opening-slides.ts';
import { addPanelSlides } from './panel-slides.ts';
import { addPooledDiscriminationSlide, addQuestionSlides } from './question-slides.ts';
import { newDeck, type Branding } from './report-deck.ts';
import { reportLabels } from './report-labels.ts';
import { reportFormat } from './report-sentences.ts';
import { reportTexts } from './report-texts.ts';
import { addShelfLifeSlide } from './shelf-life-slide.ts';

/** Logo types PowerPoint shows (a WebP upload is left off rather than break the deck). */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The account's colour and logo, from its settings (set on the console's account screen). */
async function brandingOf(db: Db, accountId: string): Promise<Branding> {
  const settings = settingsOf((await findAccount(db, accountId)) ?? null);
  const image = settings.reportLogo === null ? undefined : await findImage(db, settings.reportLogo);
  const ownLogo = image && image.account_id === accountId && LOGO_TYPES.has(image.content_type);
  return {
    colour: settings.reportColour.replace(/^#/, '').toUpperCase(),
    ...(ownLogo ? { logo: `${image.content_type};base64,${image.data}` } : {}),
  };
}

/** Training sessions are in the judges' records but kept out of reports (issue 31). */
async function refuseTraining(db: Db, publicationId: string): Promise<void> {
  const publication = await findPublication(db, publicationId);
  if (publication?.training === 1) {
    throw new AnalysisRequestError(
      `"${publication.name}" is a training session, kept out of reports; mark it as a study to report it.`,
    );
  }
}

/** The questionnaire of the profile linked to a consumer test, whose attributes the drivers of liking are. */
async function linkedQuestionnaire(db: Db, publicationId: string) {
  const publication = await findPublication(db, publicationId);
  return publication ? loadDefinition(db, publication.questionnaire_id) : undefined;
}

/**
 * The report of a publication as a PowerPoint deck (docs/reports.md): a title slide, the
 * method, a slide or more per analysed question with its chart and conclusion, a shelf-life
 * study's rejection curves, the maps, the
 * comments the leader picked, and an appendix of tables and, for a profile with repetitions,
 * the panel's diagnostics, in the leader's language and the lab's colours.
 */
export async function publicationReport(
  db: Db,
  publicationId: string,
  options: AnalysisOptions,
  language: Language,
  now: number,
): Promise<Buffer> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new AnalysisRequestError(`No publication "${publicationId}".`);
  await refuseTraining(db, publicationId);
  if (options.sensoryPublication !== undefined) await refuseTraining(db, options.sensoryPublication);
  const analysis = await analysePublication(db, publicationId, options);
  const questionnaire = await loadDefinition(db, publication.questionnaire_id);
  const texts = reportTexts(language);
  const labels = reportLabels(questionnaire, language, texts.allSamples);
  const branding = await brandingOf(db, publication.account_id);
  const { pptx, font } = newDeck(language, branding, labels.title);
  const context = { pptx, texts, format: reportFormat(language), labels, font, branding };
  const forGood = await excludedJudges(db, publicationId);
  const facts = {
    publicationName: publication.name,
    answered: await answerPeriod(db, publicationId),
    judges: analysis.judges,
    repetitions: publication.repetitions,
    samplesPerJudge: publication.samples_per_judge,
    repetitionShown: analysis.repetition,
    setShown: analysis.set,
    leftOutForGood: forGood,
    leftOutHere: analysis.excludedJudges.filter((judge) => !forGood.includes(judge)),
  };
  addTitleSlide(context, facts, now);
  addMethodSlide(context, questionnaire, facts);
  for (const question of analysis.questions) addQuestionSlides(context, question);
  for (const pooled of analysis.discriminationOverall) addPooledDiscriminationSlide(context, pooled);
  if (analysis.shelfLife) {
    const storageTimes = questionnaire.products.flatMap((product) => product.storageTime ?? []);
    addShelfLifeSlide(context, analysis.shelfLife, storageTimes);
  }
  for (const map of analysis.maps) {
    addMapSlides(context, map);
    if (map.method === 'externalPreference') {
      // The drivers are the linked profile's attributes: named by its own questionnaire.
      const profile = await linkedQuestionnaire(db, map.sensoryPublication);
      const profileLabels = profile && reportLabels(profile, language, texts.allSamples);
      addDriversSlide(context, map, (control) => profileLabels?.question(map.page, control) ?? control);
    }
  }
  const picked = (await publicationComments(db, publicationId)).filter(
    (comment) => comment.selected && !analysis.excludedJudges.includes(comment.judge),
  );
  addCommentSlides(context, language, picked);
  addAppendixSlides(
    context,
    analysis.questions,
    questionnaire.products.map((product) => product.id),
  );
  addPanelSlides(context, analysis.panelDiagnostics, analysis.questions);
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
