import type { Insufficient } from './insufficient.ts';

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
 * share of consumers in the level.
 */
export function jarPenalty(answers: JarAnswer[], centre: number): JarPenalty | Insufficient {
  if (answers.length === 0) return { insufficient: 'no answers' };
  const below = answers.filter((a) => a.jar < centre);
  const at = answers.filter((a) => a.jar === centre);
  const above = answers.filter((a) => a.jar > centre);
  const justRightLiking = meanLiking(at);
  const level = (group: JarAnswer[], isJustRight: boolean): JarLevel => {
    const proportion = group.length / answers.length;
    const liking = meanLiking(group);
    const meanDrop = isJustRight || liking === null || justRightLiking === null ? null : justRightLiking - liking;
    return { proportion, meanDrop, weightedPenalty: meanDrop === null ? null : meanDrop * proportion };
  };
  return { tooLittle: level(below, false), justRight: level(at, true), tooMuch: level(above, false) };
}

function meanLiking(group: JarAnswer[]): number | null {
  const likings = group.map((a) => a.liking).filter((liking) => liking !== null);
  return likings.length === 0 ? null : likings.reduce((s, v) => s + v, 0) / likings.length;
}
