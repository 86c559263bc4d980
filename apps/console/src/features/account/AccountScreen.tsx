import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, NumberField, TextArea, TextField } from 'react-aria-components';
import type { AccountSettings, AdministeredAccountView } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { useLeaderSession } from '../../lib/sessionContext.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
import { AccountsOfServer } from './AccountsOfServer.tsx';
import { ListButtonsEditor } from './ListButtonsEditor.tsx';
import { PasswordRulesEditor } from './PasswordRulesEditor.tsx';
import { ProfileFieldsSection } from './ProfileFieldsSection.tsx';
import { ReportBrandingFields } from './ReportBrandingFields.tsx';
import { ApiTokensSection } from './api-tokens/ApiTokensSection.tsx';
import { WebhooksSection } from './webhooks/WebhooksSection.tsx';
import { EmailSection } from './mail/EmailSection.tsx';

type EditedSettings = AccountSettings;

/**
 * The account page: every leader's own API tokens and the account's webhooks; for its administrators, the account's
 * sign-in settings, licence, custom stylesheet and script, and all accounts for the server's.
 */
export function AccountScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { session } = useLeaderSession();
  const admin = session?.admin === true;
  const { data, failure, fail, reload } = useLeaderCall('acc/get', admin ? {} : null, onSignedOut);
  const [notice, setNotice] = useState('');
  return (
    <div className="pl-console-stack">
      <section className="pl-console-card" aria-labelledby="pl-account-title">
        <h1 id="pl-account-title">{t('account.title', { code: data?.code ?? session?.account ?? '' })}</h1>
        {admin && <p className="pl-console-help">{t('account.help')}</p>}
        <FailureNote failure={failure} />
        <p className="pl-console-success" role="status">
          {notice}
        </p>
      </section>
      {data && (
        // Saved values come back from the server: the forms start again from them.
        <AccountForms
          key={JSON.stringify(data)}
          account={data}
          onSaved={() => {
            setNotice(t('account.saved'));
            reload();
          }}
          onFailure={fail}
          onSignedOut={onSignedOut}
        />
      )}
      {data && <ProfileFieldsSection onSignedOut={onSignedOut} />}
      <ApiTokensSection onSignedOut={onSignedOut} />
      <WebhooksSection onSignedOut={onSignedOut} />
      <EmailSection onSignedOut={onSignedOut} />
      {data?.serverAdmin && <AccountsOfServer onFailure={fail} onSignedOut={onSignedOut} />}
    </div>
  );
}

function AccountForms({
  account,
  onSaved,
  onFailure,
  onSignedOut,
}: {
  account: AdministeredAccountView;
  onSaved: () => void;
  onFailure: (error: unknown) => void;
  onSignedOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(account.name);
  const [settings, setSettings] = useState<EditedSettings>(account.settings);
  const [css, setCss] = useState(account.custom.css);
  const [js, setJs] = useState(account.custom.js);
  useUnsavedChanges(
    name !== account.name ||
      JSON.stringify(settings) !== JSON.stringify(account.settings) ||
      css !== account.custom.css ||
      js !== account.custom.js,
  );
  const save = (work: Promise<unknown>) => work.then(onSaved).catch(onFailure);
  const change = <K extends keyof EditedSettings>(key: K, value: EditedSettings[K]) =>
    // Functional: a field committed on blur and the click that blurred it change settings in one tick.
    setSettings((current) => ({ ...current, [key]: value }));
  return (
    <>
      <section className="pl-console-card" aria-labelledby="pl-account-settings">
        <h2 id="pl-account-settings">{t('account.nav')}</h2>
        <Form
          className="pl-console-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save(callAsLeader('acc/settings', { name, settings }, i18n.language));
          }}
        >
          <TextField className="pl-console-field" value={name} onChange={setName} isRequired>
            <Label>{t('account.name')}</Label>
            <Input />
          </TextField>
          <h3>{t('account.login')}</h3>
          <NumberField
            className="pl-console-field"
            minValue={1}
            maxValue={20}
            value={settings.loginTries}
            onChange={(value) => change('loginTries', value)}
          >
            <Label>{t('account.loginTries')}</Label>
            <Input />
          </NumberField>
          <NumberField
            className="pl-console-field"
            minValue={1}
            value={Math.round(settings.lockSeconds / 60)}
            onChange={(value) => change('lockSeconds', Math.max(1, Math.round(value * 60)))}
          >
            <Label>{t('account.lockMinutes')}</Label>
            <Input />
          </NumberField>
          <NumberField
            className="pl-console-field"
            minValue={1}
            value={settings.passwordLifeDays ?? NaN}
            onChange={(value) => change('passwordLifeDays', Number.isFinite(value) ? value : null)}
          >
            <Label>{t('account.passwordLifeDays')}</Label>
            <Input />
          </NumberField>
          <NumberField
            className="pl-console-field"
            minValue={1}
            maxValue={720}
            value={settings.resetKeyHours}
            onChange={(value) => change('resetKeyHours', value)}
          >
            <Label>{t('account.resetKeyHours')}</Label>
            <Input />
          </NumberField>
          <label className="pl-console-select-field">
            <span>{t('account.userInput')}</span>
            <select
              value={settings.userInput}
              onChange={(event) => change('userInput', event.currentTarget.value as EditedSettings['userInput'])}
            >
              <option value="text">{t('account.userInputText')}</option>
              <option value="select">{t('account.userInputSelect')}</option>
              <option value="radio">{t('account.userInputRadio')}</option>
            </select>
          </label>
          <CheckboxField
            isSelected={settings.confirm}
            onChange={(value) => change('confirm', value)}
            label={t('account.confirm')}
          />
          <CheckboxField
            isSelected={settings.password}
            onChange={(value) => change('password', value)}
            label={t('account.password')}
          />
          <CheckboxField
            isSelected={settings.facilitator}
            onChange={(value) => change('facilitator', value)}
            label={t('account.facilitator')}
          />
          <CheckboxField
            isSelected={settings.debugAllowed}
            onChange={(value) => change('debugAllowed', value)}
            label={t('account.debugAllowed')}
          />
          <PasswordRulesEditor
            rules={settings.passwordRules}
            onChange={(passwordRules) => change('passwordRules', passwordRules)}
          />
          <ListButtonsEditor settings={settings} onChange={(buttons) => setSettings({ ...settings, ...buttons })} />
          <ReportBrandingFields
            branding={settings}
            onChange={(branding) => setSettings((current) => ({ ...current, ...branding }))}
            onSignedOut={onSignedOut}
          />
          <Button type="submit" className="pl-console-button pl-console-button--primary">
            {t('account.save')}
          </Button>
        </Form>
      </section>

      <LicenceCard account={account} />

      <section className="pl-console-card" aria-labelledby="pl-account-custom">
        <h2 id="pl-account-custom">{t('account.custom')}</h2>
        <p className="pl-console-help">{t('account.customHelp')}</p>
        <TextField className="pl-console-field" value={css} onChange={setCss}>
          <Label>{t('account.stylesheet')}</Label>
          <TextArea className="pl-console-code-area" rows={8} spellCheck={false} />
        </TextField>
        <TextField className="pl-console-field" value={js} onChange={setJs}>
          <Label>{t('account.script')}</Label>
          <TextArea className="pl-console-code-area" rows={8} spellCheck={false} />
        </TextField>
        <div className="pl-console-actions">
          <Button
            className="pl-console-button pl-console-button--primary"
            onPress={() =>
              void save(
                Promise.all([
                  callAsLeader('acc/custom', { kind: 'css', content: css }, i18n.language),
                  callAsLeader('acc/custom', { kind: 'js', content: js }, i18n.language),
                ]),
              )
            }
          >
            {t('account.save')}
          </Button>
          <a
            className="pl-console-link"
            href={`/${encodeURIComponent(account.code)}/${i18n.language}/`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('account.preview')}
          </a>
        </div>
        <p className="pl-console-help">{t('account.previewHelp')}</p>
      </section>
    </>
  );
}

function LicenceCard({ account }: { account: AdministeredAccountView }) {
  const { t } = useTranslation();
  const { maxDevices, devicesInUse } = account.licence;
  return (
    <section className="pl-console-card" aria-labelledby="pl-account-licence">
      <h2 id="pl-account-licence">{t('account.licence')}</h2>
      <p>
        {maxDevices === null
          ? t('account.devicesUnlimited', { inUse: devicesInUse })
          : t('account.devices', { inUse: devicesInUse, max: maxDevices })}
      </p>
      {maxDevices !== null && (
        <meter
          className="pl-account-meter"
          min={0}
          max={maxDevices}
          value={devicesInUse}
          aria-label={t('account.licence')}
        />
      )}
    </section>
  );
}
