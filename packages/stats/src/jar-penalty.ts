import type { Insufficient } from './insufficient.ts';
import { twoSampleT, type TwoSampleT } from './two-sample-t.ts';

export interface JarAnswer {
  /** The JAR category chosen. */
  jar: number;
  /** The same consumer's overall liking of the same sample. */
  liking: number | null;
}

export interface JarLevel {
  /** Share of answers in this level, 0…1. */
  proportion: number;
  /** Mean liking of the level minus that at "just about right"; null at JAR itself or without liking. */
  meanDrop: number | null;
  /** meanDrop × proportion: the weighted penalty of the penalty plot. */
  weightedPenalty: number | null;
  /**
   * Whether the drop is more than chance: Student's two-sample t-test of the "just about
   * right" group's liking against this level's (its difference is the drop); null where the
   * drop is. Always given by jarPenalty; optional so that a level written by hand needs none.
   */
  test?: TwoSampleT | Insufficient | null;
}

export interface JarPenalty {
  tooLittle: JarLevel;
  justRight: JarLevel;
  tooMuch: JarLevel;
}

/**
 * The three levels of a just-about-right scale (below, at and above its centre) and the
 * penalty analysis (Rothman & Parker, ASTM MNL63): for too little and too much, the
 * mean drop in liking from the "just about right" group and that drop weighted by the
 * share of consumers in the level, and the drop's test (XLSTAT's penalty analysis compares
 * the two groups' means with a t-test: R's t.test(liking[JAR], liking[level], var.equal = TRUE)).
 */
export function jarPenalty(answers: JarAnswer[], centre: number): JarPenalty | Insufficient {
  if (answers.length === 0) return { insufficient: 'no answers' };
  const below = answers.filter((a) => a.jar < centre);
  const at = answers.filter((a) => a.jar === centre);
  const above = answers.filter((a) => a.jar > centre);
  const justRightLikings = likings(at);
  const justRightLiking = mean(justRightLikings);
  const level = (group: JarAnswer[], isJustRight: boolean): JarLevel => {
    const proportion = group.length / answers.length;
    const own = likings(group);
    const liking = mean(own);
    const meanDrop = isJustRight || liking === null || justRightLiking === null ? null : justRightLiking - liking;
    return {
      proportion,
      meanDrop,
      weightedPenalty: meanDrop === null ? null : meanDrop * proportion,
      test: meanDrop === null ? null : twoSampleT(justRightLikings, own),
    };
  };
  return { tooLittle: level(below, false), justRight: level(at, true), tooMuch: level(above, false) };
}

function likings(group: JarAnswer[]): number[] {
  return group.map((a) => a.liking).filter((liking) => liking !== null);
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
}
