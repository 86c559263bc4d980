import { stringify } from 'yaml';
import { CallError, ErrorCode, type DefinitionFaultView, type QuestionnaireSummary } from '@palate/protocol';
import { questionnaire } from '@palate/engine';
import { findQuestionnaire, listQuestionnaires } from '../repositories/publications.repository.ts';
import { recordAudit } from './audit.service.ts';
import { requireCaller, type CallContext } from './context.ts';
import { parseDefinitionFile } from './definition-file.ts';
import { importDefinition } from './publishing.service.ts';

/** quest/list: the questionnaires of the leader's account, newest first. */
export async function listAccountQuestionnaires(context: CallContext): Promise<QuestionnaireSummary[]> {
  const caller = requireCaller(context);
  const rows = await listQuestionnaires(context.db, caller.member.account_id);
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
    };
  });
}

export interface ImportOutcome {
  id: string | null;
  name: string | null;
  faults: DefinitionFaultView[];
  warnings: DefinitionFaultView[];
}

/** quest/import: a definition file checked as `palate check` does, and stored for the account when it has no fault. */
export async function importQuestionnaire(
  context: CallContext,
  request: { text: string; checkOnly?: boolean | undefined },
): Promise<ImportOutcome> {
  const caller = requireCaller(context);
  const checked = parseDefinitionFile(request.text);
  if (!checked.ok) return { id: null, name: null, faults: checked.faults, warnings: [] };
  const { definition, warnings } = checked;
  const id = request.checkOnly
    ? null
    : await importDefinition(context.db, definition, context.now, caller.member.account_id);
  if (id !== null) await recordAudit(context, 'questionnaire.import', definition.name, { id });
  return { id, name: definition.name, faults: [], warnings };
}

/** quest/export: a stored definition as YAML, which quest/import and `palate check` read back as it is. */
export async function exportQuestionnaire(context: CallContext, id: string): Promise<{ name: string; text: string }> {
  const caller = requireCaller(context);
  const row = await findQuestionnaire(context.db, id);
  if (!row || row.account_id !== caller.member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such questionnaire.');
  }
  return { name: row.name, text: stringify(JSON.parse(row.definition), { lineWidth: 0 }) };
}
