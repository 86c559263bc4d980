import { stringify } from 'yaml';
import { CallError, ErrorCode, type DefinitionFaultView, type QuestionnaireSummary } from '@palate/protocol';
import { questionnaire } from '@palate/engine';
import {
  findQuestionnaire,
  listQuestionnaires,
  nextVersion,
  setFamilyArchived,
  type QuestionnaireRow,
} from './publications.repository.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { parseDefinitionFile } from './definition-file.ts';
import { importDefinition } from './publishing.service.ts';

/** quest/list: the latest version of each questionnaire of the leader's account, newest first; listed or archived. */
export async function listAccountQuestionnaires(
  context: CallContext,
  archived = false,
): Promise<QuestionnaireSummary[]> {
  const caller = requireCaller(context);
  const rows = await listQuestionnaires(context.db, caller.member.account_id, archived);
  return rows.map((row) => {
    const definition = questionnaire.parse(JSON.parse(row.definition));
    return {
      id: row.id,
      name: row.name,
      pages: definition.pages.length,
      controls: definition.pages.reduce((sum, page) => sum + page.controls.length, 0),
      products: definition.products.length,
      created: row.created_at,
      publications: row.publications,
      version: row.version,
      archived: row.archived_at !== null,
    };
  });
}

/** A questionnaire of the caller's account, or 90422. */
export async function ownQuestionnaire(context: CallContext, id: string): Promise<QuestionnaireRow> {
  const row = await findQuestionnaire(context.db, id);
  if (!row || row.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such questionnaire.');
  }
  return row;
}

export interface ImportOutcome {
  id: string | null;
  name: string | null;
  faults: DefinitionFaultView[];
  warnings: DefinitionFaultView[];
}

/**
 * quest/import: a definition file checked as `palate check` does, and stored for the account
 * when it has no fault: a questionnaire of its own, or the next version of `versionOf`'s.
 */
export async function importQuestionnaire(
  context: CallContext,
  request: { text: string; checkOnly?: boolean | undefined; versionOf?: string | undefined },
): Promise<ImportOutcome> {
  const caller = requireCaller(context);
  const earlier = request.versionOf === undefined ? undefined : await ownQuestionnaire(context, request.versionOf);
  const checked = parseDefinitionFile(request.text);
  if (!checked.ok) return { id: null, name: null, faults: checked.faults, warnings: [] };
  const { definition, warnings } = checked;
  if (request.checkOnly) return { id: null, name: definition.name, faults: [], warnings };
  const family = earlier && { id: earlier.family_id, version: await nextVersion(context.db, earlier.family_id) };
  const id = await importDefinition(context.db, definition, context.now, caller.member.account_id, family);
  await recordAudit(
    context,
    family ? 'questionnaire.version' : 'questionnaire.import',
    definition.name,
    family ? { id, version: family.version } : { id },
  );
  return { id, name: definition.name, faults: [], warnings };
}

/** quest/duplicate: the definition stored again as a questionnaire of its own, named `<name>-copy`. */
export async function duplicateQuestionnaire(context: CallContext, id: string): Promise<string> {
  const original = await ownQuestionnaire(context, id);
  const definition = questionnaire.parse(JSON.parse(original.definition));
  const copy = { ...definition, name: `${definition.name.slice(0, 59)}-copy` };
  const copyId = await importDefinition(context.db, copy, context.now, original.account_id);
  await recordAudit(context, 'questionnaire.duplicate', copy.name, { id: copyId, from: original.id });
  return copyId;
}

/** quest/archive: every version of the questionnaire off the list, or back on it. */
export async function archiveQuestionnaire(context: CallContext, id: string, archived: boolean): Promise<void> {
  const row = await ownQuestionnaire(context, id);
  await setFamilyArchived(context.db, row.family_id, archived ? context.now : null);
  await recordAudit(context, archived ? 'questionnaire.archive' : 'questionnaire.restore', row.name, { id });
}

/** quest/export: a stored definition as YAML, which quest/import and `palate check` read back as it is. */
export async function exportQuestionnaire(context: CallContext, id: string): Promise<{ name: string; text: string }> {
  const row = await ownQuestionnaire(context, id);
  return { name: row.name, text: stringify(JSON.parse(row.definition), { lineWidth: 0 }) };
}
