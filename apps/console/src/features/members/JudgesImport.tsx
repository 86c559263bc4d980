import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger } from 'react-aria-components';
import { callAsLeader } from '../../lib/api.ts';
import { downloadText } from '../../lib/download.ts';

type Outcome = { faults: { line: number; message: string }[]; created: { login: string; password: string }[] };

/** Named judges from the lab's CSV file: checked first, imported only without a fault, their passwords downloadable once. */
export function JudgesImport({
  onImported,
  onFailure,
}: {
  onImported: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [outcome, setOutcome] = useState<(Outcome & { checked: boolean }) | null>(null);

  const send = (checkOnly: boolean) => {
    if (text === null) return;
    callAsLeader('member/admin/import', { text, checkOnly }, i18n.language)
      .then((answer) => {
        setOutcome({ ...answer, checked: checkOnly });
        if (!checkOnly && answer.faults.length === 0) onImported();
      })
      .catch(onFailure);
  };

  const passwordsCsv = (created: Outcome['created']) =>
    ['login,password', ...created.map((judge) => `${judge.login},${judge.password}`)].join('\r\n');

  return (
    <div className="pl-console-stack">
      <p className="pl-console-help">{t('members.importHelp')}</p>
      <p className="pl-console-help">{t('judgeProfile.importHelp')}</p>
      <div className="pl-console-actions">
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv', 'text/plain']}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            setFileName(file.name);
            setOutcome(null);
            void file.text().then(setText);
          }}
        >
          <Button className="pl-console-button">{t('members.chooseFile')}</Button>
        </FileTrigger>
        {fileName && <span className="pl-console-note">{fileName}</span>}
        <Button className="pl-console-button" isDisabled={text === null} onPress={() => send(true)}>
          {t('members.check')}
        </Button>
        <Button
          className="pl-console-button pl-console-button--primary"
          isDisabled={text === null}
          onPress={() => send(false)}
        >
          {t('members.importNow')}
        </Button>
      </div>
      <div role="status">
        {outcome && outcome.faults.length > 0 && (
          <ul className="pl-console-faults">
            {outcome.faults.map((fault) => (
              <li key={`${fault.line}:${fault.message}`}>{t('members.fault', fault)}</li>
            ))}
          </ul>
        )}
        {outcome?.checked && outcome.faults.length === 0 && (
          <p className="pl-console-success">{t('members.noFault')}</p>
        )}
        {outcome && !outcome.checked && outcome.created.length > 0 && (
          <>
            <p className="pl-console-success">{t('members.imported', { count: outcome.created.length })}</p>
            <Button
              className="pl-console-button pl-console-button--primary"
              onPress={() => downloadText('judges-passwords.csv', passwordsCsv(outcome.created), 'text/csv')}
            >
              {t('members.downloadPasswords')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
