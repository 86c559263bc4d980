import type { JudgeRecordView } from '@palate/protocol';

export const MEASURES = ['pValue', 'repeatability', 'agreement'] as const;
export type Measure = (typeof MEASURES)[number];

interface Pair {
  judge: number | null;
  panel: number | null;
}

/** One publication's figures on an attribute: the judge's beside the panel's median. */
export interface AttributePoint {
  publication: string;
  name: string;
  answered: number;
  F: number | null;
  pValue: Pair;
  repeatability: Pair;
  agreement: Pair;
}

/** Each attribute (control id) of a record with its figures publication by publication, oldest first. */
export function attributeSeries(record: JudgeRecordView): { attribute: string; points: AttributePoint[] }[] {
  const series = new Map<string, AttributePoint[]>();
  for (const publication of record.publications) {
    for (const figures of publication.attributes) {
      const points = series.get(figures.control) ?? [];
      points.push({
        publication: publication.id,
        name: publication.name,
        answered: publication.answered,
        F: figures.discrimination?.F ?? null,
        pValue: { judge: figures.discrimination?.pValue ?? null, panel: figures.panel.pValue },
        repeatability: { judge: figures.repeatability, panel: figures.panel.repeatability },
        agreement: { judge: figures.agreement, panel: figures.panel.agreement },
      });
      series.set(figures.control, points);
    }
  }
  return [...series].map(([attribute, points]) => ({
    attribute,
    points: points.sort((a, b) => a.answered - b.answered),
  }));
}

/** The publications with discrimination tests, oldest first, with the share the judge got right. */
export function discriminationByPublication(record: JudgeRecordView) {
  return record.publications
    .filter((publication) => publication.discrimination.length > 0)
    .sort((a, b) => a.answered - b.answered)
    .map((publication) => ({
      publication: publication.id,
      name: publication.name,
      answered: publication.answered,
      tests: publication.discrimination,
      share: publication.discrimination.filter((test) => test.correct).length / publication.discrimination.length,
    }));
}

/**
 * The training sessions in which the judge's scores had targets, oldest first: how many were
 * on target, and their mean distance to the targets' centres (a share of the scale).
 */
export function trainingSessions(record: JudgeRecordView) {
  return record.publications
    .flatMap((publication) =>
      publication.training && publication.targets !== null ? [{ ...publication, targets: publication.targets }] : [],
    )
    .sort((a, b) => a.answered - b.answered)
    .map(({ id, name, answered, targets }) => ({
      publication: id,
      name,
      answered,
      rated: targets.rated,
      onTarget: targets.onTarget,
      onTargetShare: targets.onTarget / targets.rated,
      meanDistance: targets.meanDistance,
    }));
}

/**
 * The publications with panel figures (a profile with repetitions, where the panel summary
 * looks for failures), oldest first: the attributes where the judge fails and why, and how
 * many. A publication without figures says nothing either way, so it is left out.
 */
export function shortfalls(record: JudgeRecordView) {
  return record.publications
    .filter((publication) => publication.attributes.length > 0)
    .sort((a, b) => a.answered - b.answered)
    .map(({ id, name, answered, fails }) => ({ publication: id, name, answered, failed: fails.length, fails }));
}

/**
 * The latest session's count of failed attributes against the first's: fewer, more or as
 * many; null with fewer than two sessions to compare.
 */
export function shortfallTrend(sessions: readonly { failed: number }[]) {
  const first = sessions[0];
  const latest = sessions.at(-1);
  if (!first || !latest || sessions.length < 2) return null;
  const direction = latest.failed < first.failed ? 'fewer' : latest.failed > first.failed ? 'more' : 'same';
  return { first: first.failed, latest: latest.failed, direction } as const;
}
