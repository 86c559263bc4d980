import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger, Label, TextArea, TextField } from 'react-aria-components';
import { Link } from 'react-router';
import type { CallResponse, QuestionnaireSummary } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { downloadText } from '../../lib/download.ts';
import { ExampleStudiesSection } from './ExampleStudiesSection.tsx';
import { PicturesSection } from './PicturesSection.tsx';

type ImportReply = CallResponse<'quest/import'>;
type ImportKind = 'check' | 'import' | 'version';

/**
 * The account's questionnaires (the latest version of each; the archived ones on demand),
 * and a definition file imported as `palate check` and `palate import` would: faults by line
 * and column, nothing stored while there are any; stored as a questionnaire of its own or as
 * the next version of one. A questionnaire may be duplicated, archived and restored.
 */
export function QuestionnairesScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const { data, failure, fail, reload } = useLeaderCall(
    'quest/list',
    showArchived ? { archived: true } : {},
    onSignedOut,
  );
  const quests = data?.quests;
  const [text, setText] = useState('');
  const [versionOf, setVersionOf] = useState<QuestionnaireSummary | null>(null);
  const [reply, setReply] = useState<{ kind: ImportKind; result: ImportReply } | null>(null);
  const [pending, setPending] = useState<'check' | 'import' | null>(null);
  const { notice, act } = useLeaderAction(fail, reload);

  const send = async (checkOnly: boolean) => {
    setPending(checkOnly ? 'check' : 'import');
    try {
      const target = checkOnly || versionOf === null ? {} : { versionOf: versionOf.id };
      const result = await callAsLeader('quest/import', { text, checkOnly, ...target }, i18n.language);
      setReply({ kind: checkOnly ? 'check' : versionOf ? 'version' : 'import', result });
      if (result.id !== null) {
        setVersionOf(null);
        reload();
      }
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
        <div className="pl-console-actions">
          <Link className="pl-console-button pl-console-button--primary" to="/questionnaires/new/design">
            {t('questionnaires.designer.newTitle')}
          </Link>
        </div>
        <FailureNote failure={failure} />
        <CheckboxField isSelected={showArchived} onChange={setShowArchived} label={t('questionnaires.showArchived')} />
        <p className="pl-console-success" role="status">
          {notice}
        </p>
        {quests?.length === 0 && <p>{t(showArchived ? 'questionnaires.archivedEmpty' : 'questionnaires.empty')}</p>}
        {quests && quests.length > 0 && (
          <TableScroll label={t('questionnaires.title')}>
            <table className="pl-console-table">
              <thead>
                <tr>
                  <th scope="col">{t('questionnaires.name')}</th>
                  <th scope="col">{t('questionnaires.version')}</th>
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
                    <td>{quest.version}</td>
                    <td>{quest.pages}</td>
                    <td>{quest.products}</td>
                    <td>{quest.publications}</td>
                    <td>{dates.format(quest.created)}</td>
                    <td>
                      <div className="pl-console-cell-links">
                        {!quest.archived && (
                          <Link
                            className="pl-console-link"
                            to={`/questionnaires/${encodeURIComponent(quest.id)}/publish`}
                            aria-describedby={`pl-quest-${quest.id}`}
                          >
                            {t('questionnaires.publish')}
                          </Link>
                        )}
                        {!quest.archived && (
                          <Link
                            className="pl-console-link"
                            to={`/questionnaires/${encodeURIComponent(quest.id)}/design`}
                            aria-describedby={`pl-quest-${quest.id}`}
                          >
                            {t('questionnaires.designer.link')}
                          </Link>
                        )}
                        {!quest.archived && (
                          <Link
                            className="pl-console-link"
                            to={`/questionnaires/${encodeURIComponent(quest.id)}/texts`}
                            aria-describedby={`pl-quest-${quest.id}`}
                          >
                            {t('questionnaires.texts.link')}
                          </Link>
                        )}
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-quest-${quest.id}`}
                          onPress={() => void exportYaml(quest)}
                        >
                          {t('questionnaires.export')}
                        </Button>
                        {!quest.archived && (
                          <Button
                            className="pl-console-button"
                            aria-describedby={`pl-quest-${quest.id}`}
                            onPress={() => {
                              setVersionOf(quest);
                              setReply(null);
                              document.getElementById('pl-import-title')?.scrollIntoView();
                            }}
                          >
                            {t('questionnaires.newVersion')}
                          </Button>
                        )}
                        {!quest.archived && (
                          <Button
                            className="pl-console-button"
                            aria-describedby={`pl-quest-${quest.id}`}
                            onPress={() =>
                              void act(
                                'quest/duplicate',
                                { id: quest.id },
                                t('questionnaires.duplicated', { name: quest.name }),
                              )
                            }
                          >
                            {t('questionnaires.duplicate')}
                          </Button>
                        )}
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-quest-${quest.id}`}
                          onPress={() =>
                            void act(
                              'quest/archive',
                              { id: quest.id, archived: !quest.archived },
                              t(quest.archived ? 'questionnaires.restored' : 'questionnaires.archivedNotice', {
                                name: quest.name,
                              }),
                            )
                          }
                        >
                          {t(quest.archived ? 'questionnaires.restore' : 'questionnaires.archive')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <ExampleStudiesSection />
      <section className="pl-console-card" aria-labelledby="pl-import-title">
        <h2 id="pl-import-title">
          {versionOf ? t('questionnaires.versionTitle', { name: versionOf.name }) : t('questionnaires.importTitle')}
        </h2>
        <p className="pl-console-help">
          {versionOf ? t('questionnaires.versionHelp') : t('questionnaires.importHelp')}
        </p>
        {versionOf && (
          <div className="pl-console-actions">
            <Button className="pl-console-button" onPress={() => setVersionOf(null)}>
              {t('questionnaires.importAsNew')}
            </Button>
          </div>
        )}
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
        {reply && <ImportResult kind={reply.kind} result={reply.result} />}
      </section>
      <PicturesSection onSignedOut={onSignedOut} />
    </div>
  );
}

const IMPORT_SAID = {
  check: 'questionnaires.checked',
  import: 'questionnaires.imported',
  version: 'questionnaires.importedVersion',
} as const;

function ImportResult({ kind, result }: { kind: ImportKind; result: ImportReply }) {
  const { t } = useTranslation();
  return (
    <div className="pl-console-result" role="status">
      {result.faults.length === 0 ? (
        <p className="pl-console-success">{t(IMPORT_SAID[kind], { name: result.name })}</p>
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
