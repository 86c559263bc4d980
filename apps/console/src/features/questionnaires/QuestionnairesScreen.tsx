import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger, Label, TextArea, TextField } from 'react-aria-components';
import { Link } from 'react-router';
import type { CallResponse, QuestionnaireSummary } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { downloadText } from '../../lib/download.ts';

type ImportReply = CallResponse<'quest/import'>;

/**
 * The account's questionnaires, and a definition file imported as `palate check` and
 * `palate import` would: faults by line and column, nothing stored while there are any.
 */
export function QuestionnairesScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('quest/list', {}, onSignedOut);
  const quests = data?.quests;
  const [text, setText] = useState('');
  const [reply, setReply] = useState<{ checkOnly: boolean; result: ImportReply } | null>(null);
  const [pending, setPending] = useState<'check' | 'import' | null>(null);

  const send = async (checkOnly: boolean) => {
    setPending(checkOnly ? 'check' : 'import');
    try {
      const result = await callAsLeader('quest/import', { text, checkOnly }, i18n.language);
      setReply({ checkOnly, result });
      if (result.id !== null) reload();
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  const exportYaml = async (quest: QuestionnaireSummary) => {
    try {
      const file = await callAsLeader('quest/export', { id: quest.id }, i18n.language);
      downloadText(`${file.name}.yaml`, file.text, 'application/yaml');
    } catch (error) {
      fail(error);
    }
  };

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="pl-console-stack">
      <section className="pl-console-card" aria-labelledby="pl-quests-title">
        <h1 id="pl-quests-title">{t('questionnaires.title')}</h1>
        <FailureNote failure={failure} />
        {quests?.length === 0 && <p>{t('questionnaires.empty')}</p>}
        {quests && quests.length > 0 && (
          <TableScroll label={t('questionnaires.title')}>
            <table className="pl-console-table">
              <thead>
                <tr>
                  <th scope="col">{t('questionnaires.name')}</th>
                  <th scope="col">{t('questionnaires.pages')}</th>
                  <th scope="col">{t('questionnaires.products')}</th>
                  <th scope="col">{t('questionnaires.publications')}</th>
                  <th scope="col">{t('questionnaires.created')}</th>
                  <th scope="col">{t('questionnaires.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {quests.map((quest) => (
                  <tr key={quest.id}>
                    <th scope="row" id={`pl-quest-${quest.id}`}>
                      {quest.name}
                    </th>
                    <td>{quest.pages}</td>
                    <td>{quest.products}</td>
                    <td>{quest.publications}</td>
                    <td>{dates.format(quest.created)}</td>
                    <td className="pl-console-cell-links">
                      <Link
                        className="pl-console-link"
                        to={`/questionnaires/${encodeURIComponent(quest.id)}/publish`}
                        aria-describedby={`pl-quest-${quest.id}`}
                      >
                        {t('questionnaires.publish')}
                      </Link>
                      <Button
                        className="pl-console-button"
                        aria-describedby={`pl-quest-${quest.id}`}
                        onPress={() => void exportYaml(quest)}
                      >
                        {t('questionnaires.export')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="pl-console-card" aria-labelledby="pl-import-title">
        <h2 id="pl-import-title">{t('questionnaires.importTitle')}</h2>
        <p className="pl-console-help">{t('questionnaires.importHelp')}</p>
        <FileTrigger
          acceptedFileTypes={['.yaml', '.yml', '.json', 'application/yaml', 'application/json', 'text/yaml']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void file.text().then(setText);
          }}
        >
          <Button className="pl-console-button">{t('questionnaires.chooseFile')}</Button>
        </FileTrigger>
        <TextField className="pl-console-field" value={text} onChange={setText}>
          <Label>{t('questionnaires.text')}</Label>
          <TextArea className="pl-console-definition" rows={14} spellCheck={false} />
        </TextField>
        <div className="pl-console-actions">
          <Button
            className="pl-console-button"
            isDisabled={text.trim() === '' || pending !== null}
            aria-busy={pending === 'check' || undefined}
            onPress={() => void send(true)}
          >
            {t('questionnaires.check')}
          </Button>
          <Button
            className="pl-console-button pl-console-button--primary"
            isDisabled={text.trim() === '' || pending !== null}
            aria-busy={pending === 'import' || undefined}
            onPress={() => void send(false)}
          >
            {t('questionnaires.importButton')}
          </Button>
        </div>
        {reply && <ImportResult checkOnly={reply.checkOnly} result={reply.result} />}
      </section>
    </div>
  );
}

function ImportResult({ checkOnly, result }: { checkOnly: boolean; result: ImportReply }) {
  const { t } = useTranslation();
  return (
    <div className="pl-console-result" role="status">
      {result.faults.length === 0 ? (
        <p className="pl-console-success">
          {t(checkOnly ? 'questionnaires.checked' : 'questionnaires.imported', { name: result.name })}
        </p>
      ) : (
        <FaultList title={t('questionnaires.faultsTitle')} faults={result.faults} />
      )}
      {result.warnings.length > 0 && <FaultList title={t('questionnaires.warningsTitle')} faults={result.warnings} />}
    </div>
  );
}

function FaultList({ title, faults }: { title: string; faults: ImportReply['faults'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{title}</h3>
      <ul className="pl-console-faults">
        {faults.map((fault, index) => (
          <li key={index}>
            {t('questionnaires.fault', {
              line: fault.line,
              column: fault.column,
              message: fault.path ? `${fault.path}: ${fault.message}` : fault.message,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
