import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { CallError, ErrorCode, callUrl, versions as versionsSchema } from '@palate/protocol';
import { validateAccountCode, type AccountCodeIssue } from '../../lib/accountCode.ts';
import {
  CONNECTION_FILE_NAME,
  EMPTY_CONNECTION,
  connectionFileText,
  connectionSettingsOf,
  readConnectionFile,
  type ConnectionSettings,
} from '../../lib/connectionFile.ts';
import { hostRequest, inHost } from '../../lib/host/host.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';

type UrlCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; version: string }
  | { state: 'failed' }
  | { state: 'accepted' };

/** Asks the website for its versions; any failure, including a non-Palate answer, is 50101. */
async function checkWebsite(address: string): Promise<string | null> {
  try {
    const response = await fetch(new URL(callUrl('sys/versions'), address), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const parsed = versionsSchema.safeParse(((await response.json()) as { versions?: unknown }).versions);
    return parsed.success ? parsed.data.app : null;
  } catch {
    return null;
  }
}

export interface ConnectScreenProps {
  /** The address's options segment, which the host opens the saved server with. */
  options: string | null;
}

/**
 * Connection settings (spec section 2): checked, imported from and exported to a connection
 * file. Saving them on the device is the host's job: in a host the screen loads the saved
 * settings (ConnectLoad), saves them (ConnectSave, after which the host opens the new
 * address) and exports through the host (FileSave); in a browser saving is refused (50005).
 */
export function ConnectScreen({ options }: ConnectScreenProps) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<ConnectionSettings>(EMPTY_CONNECTION);
  const [password, setPassword] = useState('');
  const [urlCheck, setUrlCheck] = useState<UrlCheck>({ state: 'idle' });
  const [accountTouched, setAccountTouched] = useState(false);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [saveFailure, setSaveFailure] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!inHost()) return;
    let current = true;
    hostRequest('ConnectLoad', {}).then(
      ({ config }) => {
        const loaded = connectionSettingsOf(config);
        if (current && loaded) setSettings(loaded);
      },
      // Nothing saved yet, or nothing readable: the leader starts from empty settings.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const update = (change: Partial<ConnectionSettings>) => setSettings((previous) => ({ ...previous, ...change }));
  const updateDatabase = (change: Partial<ConnectionSettings['database']>) =>
    setSettings((previous) => ({ ...previous, database: { ...previous.database, ...change } }));

  const accountIssues = accountTouched ? validateAccountCode(settings.account) : [];
  const issueText = (issue: AccountCodeIssue): string => {
    switch (issue.issue) {
      case 'empty':
        return t('shell.accountCode.empty');
      case 'forbiddenCharacters':
        return t('shell.accountCode.characters', {
          list: issue.characters.map((character) => (character === ' ' ? '␣' : character)).join(' '),
        });
      case 'reservedKeywords':
        return t('shell.accountCode.keywords', { list: issue.keywords.join(', ') });
    }
  };

  const check = async () => {
    setUrlCheck({ state: 'checking' });
    const version = settings.url.trim() === '' ? null : await checkWebsite(settings.url.trim());
    setUrlCheck(version === null ? { state: 'failed' } : { state: 'ok', version });
  };

  const importFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const read = readConnectionFile(new Uint8Array(await file.arrayBuffer()));
    if (read === null) {
      setFileMessage(t('shell.connect.importFailed'));
      return;
    }
    setSettings(read.settings);
    setUrlCheck({ state: 'idle' });
    setAccountTouched(read.settings.account !== '');
    setFileMessage(t('shell.connect.imported', { encoding: read.encoding }));
  };

  const save = async () => {
    setSaveFailure(null);
    setSaved(false);
    try {
      // The account code typed here becomes the address's options segment (its stylesheet and script).
      const account = settings.account.trim();
      await hostRequest('ConnectSave', {
        config: settings,
        options: account === '' ? (options ?? 'lang') : account,
        route: `${i18n.language}/home`,
      });
      setSaved(true);
    } catch (error) {
      setSaveFailure(error instanceof CallError ? error.code : ErrorCode.actionOnlyFromApplication);
    }
  };

  const exportFile = async () => {
    if (inHost()) {
      try {
        const { file } = await hostRequest('FileSave', {
          content: connectionFileText(settings),
          contentType: 'application/json',
          name: CONNECTION_FILE_NAME,
          type: 'text',
        });
        setFileMessage(t('shell.connect.fileSaved', { file }));
      } catch (error) {
        setSaveFailure(error instanceof CallError ? error.code : ErrorCode.actionOnlyFromApplication);
      }
      return;
    }
    const url = URL.createObjectURL(new Blob([connectionFileText(settings)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = CONNECTION_FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  };

  const windowsSignIn = settings.database.authentication === 'windows';
  return (
    <article className="pl-page pl-connect">
      <h1 className="pl-page-title">{t('shell.connect.title')}</h1>
      <form className="pl-card pl-form" onSubmit={(event) => event.preventDefault()}>
        <ChoiceField
          label={t('shell.connect.mode')}
          value={settings.mode}
          onChange={(mode) => update({ mode })}
          options={[
            { value: 'web', label: t('shell.connect.modeWeb') },
            { value: 'database', label: t('shell.connect.modeDatabase') },
            { value: 'offline', label: t('shell.connect.modeOffline') },
          ]}
        />

        {settings.mode === 'web' && (
          <div className="pl-field-row">
            <AriaTextField
              className="pl-field"
              type="url"
              value={settings.url}
              onChange={(url) => {
                update({ url });
                setUrlCheck({ state: 'idle' });
              }}
            >
              <Label className="pl-field-label">{t('shell.connect.url')}</Label>
              <Input className="pl-field-input" placeholder="https://" />
            </AriaTextField>
            <Button onPress={() => void check()} isPending={urlCheck.state === 'checking'}>
              {t('shell.connect.check')}
            </Button>
            {urlCheck.state === 'ok' && (
              <p className="pl-field-ok" role="status">
                {t('shell.connect.checkOk', { version: urlCheck.version })}
              </p>
            )}
            {urlCheck.state === 'failed' && (
              <div className="pl-notice" role="alert">
                <p>{t(`error.${ErrorCode.websiteInvalid}`)}</p>
                <p>{t('shell.connect.checkFailedQuestion')}</p>
                <Button onPress={() => setUrlCheck({ state: 'accepted' })}>{t('shell.connect.continueAnyway')}</Button>
              </div>
            )}
          </div>
        )}

        {settings.mode === 'database' && (
          <fieldset className="pl-fieldset">
            <AriaTextField className="pl-field" value="SQL Server" isReadOnly>
              <Label className="pl-field-label">{t('shell.connect.provider')}</Label>
              <Input className="pl-field-input" />
            </AriaTextField>
            <TextField
              label={t('shell.connect.server')}
              value={settings.database.server}
              onChange={(server) => updateDatabase({ server })}
            />
            <TextField
              label={t('shell.connect.database')}
              value={settings.database.name}
              onChange={(name) => updateDatabase({ name })}
            />
            <ChoiceField
              label={t('shell.connect.authentication')}
              value={settings.database.authentication}
              onChange={(authentication) => updateDatabase({ authentication })}
              options={[
                { value: 'sql', label: t('shell.connect.authSql') },
                { value: 'windows', label: t('shell.connect.authWindows') },
              ]}
            />
            <TextField
              label={t('shell.connect.user')}
              value={settings.database.user}
              onChange={(user) => updateDatabase({ user })}
              isDisabled={windowsSignIn}
            />
            <TextField
              label={t('shell.connect.password')}
              value={password}
              onChange={setPassword}
              type="password"
              isDisabled={windowsSignIn}
            />
          </fieldset>
        )}

        <AriaTextField
          className="pl-field"
          value={settings.account}
          onChange={(account) => update({ account })}
          onBlur={() => setAccountTouched(true)}
          isInvalid={accountIssues.length > 0}
        >
          <Label className="pl-field-label">{t('shell.connect.account')}</Label>
          <Input className="pl-field-input" autoCapitalize="off" autoCorrect="off" spellCheck={false} />
          {accountIssues.map((issue) => (
            <p key={issue.issue} className="pl-field-error" role="alert">
              {issueText(issue)}
            </p>
          ))}
        </AriaTextField>

        <div className="pl-form-actions">
          {/* The browser's own file picker, opened by the button beside it. */}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept="application/json,.json,text/plain"
            onChange={(event) => {
              void importFile(event.target.files);
              event.target.value = '';
            }}
          />
          <Button onPress={() => fileInput.current?.click()}>{t('shell.connect.import')}</Button>
          <Button onPress={() => void exportFile()}>{t('shell.connect.export')}</Button>
          <Button variant="primary" onPress={() => void save()}>
            {t('shell.connect.save')}
          </Button>
        </div>
        {fileMessage && (
          <p className="pl-muted" role="status">
            {fileMessage}
          </p>
        )}
        {saved && (
          <p className="pl-notice" role="status">
            {t('shell.connect.saved')}
          </p>
        )}
        {saveFailure !== null && (
          <p className="pl-notice" role="alert">
            {t(`error.${saveFailure}`, { defaultValue: t('error.unknown') })}
          </p>
        )}
      </form>
    </article>
  );
}
