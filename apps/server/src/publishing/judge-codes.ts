import { judgeSampleCodes } from '@palate/engine';
import type { PublicationTable } from '../db/schema.ts';

type CodedPublication = Pick<PublicationTable, 'blinding_codes' | 'judge_codes_secret'>;

/**
 * The codes a judge of the publication is served, by code table key (the engine's
 * sampleCodeKey): the publication's own, the same for every judge, or under codes per
 * judge this judge's, drawn from the publication's secret and the judge's rank in the
 * design (the serving plan's row). Everything that shows, checks or exports a code asks here.
 */
export function judgeCodes(publication: CodedPublication, judgeRank: number): Record<string, string> {
  const table = JSON.parse(publication.blinding_codes) as Record<string, string>;
  if (publication.judge_codes_secret === null) return table;
  return judgeSampleCodes(Object.keys(table), publication.judge_codes_secret, judgeRank);
}

/**
 * judgeCodes for many rows of a few judges (the results, a serving plan): each judge's
 * table worked out once per call, not once per answer.
 */
export function judgeCodesOnce(): (publication: CodedPublication, judgeRank: number) => Record<string, string> {
  const tables = new Map<string, Record<string, string>>();
  return (publication, judgeRank) => {
    const key = `${judgeRank}\u0000${publication.judge_codes_secret ?? ''}\u0000${publication.blinding_codes}`;
    let table = tables.get(key);
    if (!table) {
      table = judgeCodes(publication, judgeRank);
      tables.set(key, table);
    }
    return table;
  };
}
