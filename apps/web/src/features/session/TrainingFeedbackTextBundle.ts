import { defineTexts } from '../../i18n/bundle.ts';
import de from './trainingFeedbackTexts/de.ts';
import en from './trainingFeedbackTexts/en.ts';
import es from './trainingFeedbackTexts/es.ts';
import fr from './trainingFeedbackTexts/fr.ts';
import ja from './trainingFeedbackTexts/ja.ts';
import pt from './trainingFeedbackTexts/pt.ts';
import zh from './trainingFeedbackTexts/zh.ts';

/** Every language at once, for tests and tools; the feedback screen loads its judge's language only (TrainingFeedbackTexts.ts). */
export const trainingFeedbackTexts = defineTexts({ en, fr, ja, de, zh, es, pt });
