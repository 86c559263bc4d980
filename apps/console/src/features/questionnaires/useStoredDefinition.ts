import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'yaml';
import { callAsLeader } from '../../lib/api.ts';

export interface StoredDefinition {
  name: string;
  definition: unknown;
}

/**
 * Reads a stored questionnaire version once per id (quest/export, as YAML) for an editor;
 * none while `id` is null (a questionnaire not stored yet). A change of the leader's
 * language does not read it again, which would lose the edits; nor does a new `fail`.
 */
export function useStoredDefinition(
  id: string | null,
  onLoaded: (stored: StoredDefinition) => void,
  fail: (error: unknown) => void,
): void {
  const { i18n } = useTranslation();
  const read = useEffectEvent((questionnaireId: string) =>
    callAsLeader('quest/export', { id: questionnaireId }, i18n.language),
  );
  const deliver = useEffectEvent(onLoaded);
  const failed = useEffectEvent(fail);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    read(id).then(
      (file) => current && deliver({ name: file.name, definition: parse(file.text) as unknown }),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [id]);
}
