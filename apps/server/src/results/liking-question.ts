import {
  categoryCount,
  HEDONIC_9_POINT,
  LANGUAGES,
  localize,
  type LocalizedText,
  type Questionnaire,
  type ScaleControl,
} from '@palate/engine';

/**
 * Why the analysis measures liking on a scale: the leader named it; it is the questionnaire's
 * only 9-point hedonic scale asked per sample; or, among several, the only one named as the
 * overall liking.
 */
export type LikingChoice = 'leader' | 'onlyHedonic' | 'overallLiking';

/** The scale JAR penalties, the preference maps and the consumer segments are measured on. */
export interface LikingQuestion {
  control: string;
  chosenBecause: LikingChoice;
}

/**
 * The liking question of an analysis: the leader's (`named`, when given), else the one the
 * questionnaire makes plain, so that a consumer test's penalties, preference map and
 * segments show without a choice. Null when the questionnaire leaves it open: no hedonic
 * scale, or several and none named as the overall liking.
 */
export function likingQuestionOf(definition: Questionnaire, named?: string): LikingQuestion | null {
  if (named !== undefined) return { control: named, chosenBecause: 'leader' };
  const candidates = definition.pages
    .filter((page) => page.perSample)
    .flatMap((page) => page.controls)
    .filter((control): control is ScaleControl => control.kind === 'scale' && !control.justRight && !control.ideal);
  const hedonic = candidates.filter(isNinePointHedonic);
  if (hedonic.length === 1) return { control: (hedonic[0] as ScaleControl).id, chosenBecause: 'onlyHedonic' };
  const overall = candidates.filter(isNamedOverallLiking);
  if (overall.length === 1) return { control: (overall[0] as ScaleControl).id, chosenBecause: 'overallLiking' };
  return null;
}

/** Every text a localized text gives, in whichever languages it is written. */
function textsOf(text: LocalizedText): string[] {
  return typeof text === 'string' ? [text] : Object.values(text).filter((t): t is string => t !== undefined);
}

const normalised = (text: string) => text.trim().toLowerCase();

/** The standard 9-point hedonic scale (standard-scales.ts), its categories in any of the seven languages. */
function isNinePointHedonic(scale: ScaleControl): boolean {
  const categories = scale.categories;
  if (scale.style !== 'category' || categoryCount(scale) !== 9 || categories?.length !== 9) return false;
  return categories.every((category, index) =>
    textsOf(category).some((text) =>
      LANGUAGES.some((language) => normalised(text) === normalised(HEDONIC_9_POINT[language][index] ?? '')),
    ),
  );
}

/** A scale called `liking`, or whose id or English label says both "overall" and "like" (overall_liking). */
function isNamedOverallLiking(scale: ScaleControl): boolean {
  if (scale.id.toLowerCase().replace(/[^a-z]/g, '') === 'liking') return true;
  return [scale.id, localize(scale.label, 'en')].some((name) => /overall/i.test(name) && /lik/i.test(name));
}
