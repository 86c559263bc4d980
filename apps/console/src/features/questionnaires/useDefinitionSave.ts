import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';

export type ImportReply = CallResponse<'quest/import'>;

/**
 * Stores an editor's definition (quest/import): a new questionnaire, or the next version of
 * `versionOf`. The reply (the stored id, or the faults) stays for the screen to show; a
 * refusal goes to `fail`, and the save then gives null.
 */
export function useDefinitionSave(fail: (error: unknown) => void) {
  const { i18n } = useTranslation();
  const [reply, setReply] = useState<ImportReply | null>(null);
  const [pending, setPending] = useState(false);
  const save = async (text: string, versionOf: string | null): Promise<ImportReply | null> => {
    setPending(true);
    try {
      const result = await callAsLeader(
        'quest/import',
        { text, checkOnly: false, ...(versionOf === null ? {} : { versionOf }) },
        i18n.language,
      );
      setReply(result);
      return result;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setPending(false);
    }
  };
  return { reply, pending, save };
}
