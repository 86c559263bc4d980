import { questionnaire, type Questionnaire } from '@palate/engine';
import type { Db } from '../db/database.ts';
import { findQuestionnaire } from './publications.repository.ts';

/**
 * Parsed definitions by questionnaire id. A stored definition never changes (a new
 * version is a new row), so this cache cannot go stale across server processes; it
 * keeps schema parsing off the judges' hot path.
 */
const parsed = new Map<string, Questionnaire>();
const MAX_CACHED = 500;

export async function loadDefinition(db: Db, questionnaireId: string): Promise<Questionnaire> {
  const cached = parsed.get(questionnaireId);
  if (cached) return cached;
  const row = await findQuestionnaire(db, questionnaireId);
  if (!row) throw new Error(`questionnaire ${questionnaireId} is missing`);
  const definition = questionnaire.parse(JSON.parse(row.definition));
  const oldest = parsed.keys().next();
  if (parsed.size >= MAX_CACHED && !oldest.done) parsed.delete(oldest.value);
  parsed.set(questionnaireId, definition);
  return definition;
}
