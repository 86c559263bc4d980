import type { Db } from '../db/database.ts';
import { findMemberByLogin } from '../accounts/logins.repository.ts';
import type { Account } from '../accounts/members.repository.ts';
import { foldLogin } from '../accounts/login.service.ts';
import {
  judgeRecords,
  type JudgeFigures,
  type PublicationRecord,
  type TrainingFigures,
} from '../results/panel-record.service.ts';

/** The JSON of `palate panel-history` (a contract: issue 31, docs/analysis.md). */
export interface PanelHistory {
  judges: {
    login: string;
    name: string;
    publications: {
      publication: string;
      name: string;
      training: boolean;
      /** ISO 8601: when the judge finished, else their last answer. */
      answeredAt: string;
      attributes: Record<string, JudgeFigures>;
      discrimination: { control: string; correct: boolean }[];
      /** A training publication's scores that had a target; null for a study or when none had one. */
      targets: TrainingFigures | null;
      /** The judge's row of the publication's panel summary: the attributes where they fail, and why. */
      fails: PublicationRecord['fails'];
    }[];
  }[];
}

/** The records of the account's named judges, or of the one whose login is given. */
export async function panelHistory(db: Db, account: Account, login: string | undefined): Promise<PanelHistory> {
  let memberId: string | undefined;
  if (login !== undefined) {
    const member = await findMemberByLogin(db, account.id, foldLogin(login));
    if (member?.type !== 'j') throw new Error(`No judge "${login}" in account "${account.code}".`);
    memberId = member.id;
  }
  const records = await judgeRecords(db, account.id, memberId);
  return {
    judges: records.map((record) => ({
      login: record.login,
      name: record.name,
      publications: record.publications.map((publication) => ({
        publication: publication.publication,
        name: publication.name,
        training: publication.training,
        answeredAt: new Date(publication.answeredAt).toISOString(),
        attributes: Object.fromEntries(
          Object.entries(publication.attributes).map(([control, { judge }]) => [control, judge]),
        ),
        discrimination: publication.discrimination.map(({ control, correct }) => ({ control, correct })),
        targets: publication.targets,
        fails: publication.fails,
      })),
    })),
  };
}
