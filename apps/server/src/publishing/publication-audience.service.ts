import { screeningPageOf, type Questionnaire } from '@palate/engine';
import type { ProfileFieldView, ProfileFilter, Quota } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { setPublicationQuotas, type PublicationRow } from './publications.repository.ts';
import { insertQuotaCells } from './quotas.repository.ts';
import { type CellPlace } from '../panel/audience.ts';
import { meetsFilter } from '../panel/audience.ts';
import { profileByKey } from '../panel/judge-profiles.service.ts';
import { refusedRequest } from '../shared/refusal.ts';

/** A publication's restriction and quotas, as the leader gave them. */
export interface Audience {
  filter: ProfileFilter;
  quotas: Quota[];
}

/** The stored audience of a publication: no filter and no quotas for one published without. */
export function audienceOf(publication: PublicationRow): Audience {
  return {
    filter: profileFilterOf(publication),
    quotas: publication.quotas === null ? [] : (JSON.parse(publication.quotas) as Quota[]),
  };
}

/** The stored profile filter of a publication: empty for one open to every judge. */
export function profileFilterOf(publication: PublicationRow): ProfileFilter {
  return publication.profile_filter === null ? [] : (JSON.parse(publication.profile_filter) as ProfileFilter);
}

function assertConditionFits(field: ProfileFieldView, condition: { values?: string[] | undefined }, where: string) {
  const ranged = condition.values === undefined;
  if (ranged && field.kind !== 'number') throw refusedRequest(`${where}: "${field.key}" is not a number field.`);
  if (!ranged && (field.kind === 'choice' || field.kind === 'choices')) {
    const unknown = condition.values?.find((value) => !field.options.includes(value));
    if (unknown !== undefined) throw refusedRequest(`${where}: "${field.key}" has no value "${unknown}".`);
  }
}

/**
 * Refuses (90422) an audience that names a profile field the leader does not see, a value
 * its field does not offer, a range on a field that is not a number, or a control that is
 * not on the questionnaire's screening page.
 */
export function checkAudience(audience: Audience, fields: ProfileFieldView[], definition: Questionnaire): void {
  const fieldNamed = fieldFinder(fields);
  checkFilter(audience.filter, fields);
  const screening = screeningPageOf(definition);
  audience.quotas.forEach((quota, index) => {
    const where = `Quota ${index + 1}`;
    if (quota.field !== undefined) {
      const field = fieldNamed(quota.field, where);
      for (const cell of quota.cells) assertConditionFits(field, cell, where);
      return;
    }
    if (!screening) throw refusedRequest(`${where}: the questionnaire has no screening page.`);
    if (!screening.controls.some((control) => control.id === quota.control && control.kind !== 'info')) {
      throw refusedRequest(`${where}: the screening page has no question "${quota.control ?? ''}".`);
    }
  });
}

/** Refuses (90422) a filter that names a profile field the leader does not see, or a condition its field cannot meet. */
export function checkFilter(filter: ProfileFilter, fields: ProfileFieldView[]): void {
  const fieldNamed = fieldFinder(fields);
  for (const condition of filter) assertConditionFits(fieldNamed(condition.field, 'Filter'), condition, 'Filter');
}

function fieldFinder(fields: ProfileFieldView[]): (key: string, where: string) => ProfileFieldView {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (key, where) => {
    const field = byKey.get(key);
    if (!field) throw refusedRequest(`${where}: there is no profile field "${key}".`);
    return field;
  };
}

/** Every cell of the quotas, by its places, with its limit: as quota_cell keeps them. */
export function cellLimits(quotas: Quota[]): (CellPlace & { quota: number })[] {
  return quotas.flatMap((quota, quotaIndex) =>
    quota.cells.map((cell, cellIndex) => ({ quotaIndex, cellIndex, quota: cell.quota })),
  );
}

/**
 * Stores a new publication's quotas: their cells first, empty, then the quotas themselves,
 * so that no judge is ever screened against a cell not there yet.
 */
export async function storeQuotas(db: Db, publicationId: string, quotas: Quota[]): Promise<void> {
  if (quotas.length === 0) return;
  await insertQuotaCells(db, publicationId, cellLimits(quotas));
  await setPublicationQuotas(db, publicationId, JSON.stringify(quotas));
}

/** Whether a judge is one a publication is meant for: any judge without a filter, else one whose profile meets it. */
export async function isInAudience(db: Db, member: MemberRow, publication: PublicationRow): Promise<boolean> {
  if (publication.profile_filter === null) return true;
  if (member.login === null) return false;
  return meetsFilter(profileFilterOf(publication), await profileByKey(db, member));
}
